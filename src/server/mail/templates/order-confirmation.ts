import 'server-only';
import { formatCents } from '@/lib/format';
import type { Cents } from '@/lib/money';
import { withFullStop } from '@/lib/sentence';
import { site } from '@/lib/site';
import { html, link, oneLine, paragraph, renderHtmlLayout, renderTextLayout, type MailContent } from '../layout';
import { planHtml, planText, type MailPlan } from './plan-block';
import { fundraiserLabel, greeting, itemsTable, itemsText, type OrderMailItem } from './shared';

export type OrderConfirmationEmailInput = {
  customerFirstName: string;
  orderNumber: string;
  items: readonly OrderMailItem[];
  totalCents: Cents;
  fundraiserName?: string | null;
  campaignName?: string | null;
  /** Amount due, how to pay, pickup, deadline and the order page's link (plan-block.ts). */
  plan: MailPlan;
  /** The gift and what of the payment is a contribution (src/lib/gifts/receipt-words.ts); issue 29. */
  receipt?: readonly string[];
};

/** Sent to the customer right after checkout: what they ordered, then the plan (how much, how to pay, where, when). */
export function orderConfirmationEmail({
  customerFirstName,
  orderNumber,
  items,
  totalCents,
  fundraiserName,
  campaignName,
  plan,
  receipt = [],
}: OrderConfirmationEmailInput): MailContent {
  const number = oneLine(orderNumber);
  const subject = `Your ${site.name} order ${number}`;
  const heading = 'Thank you for your order!';
  const received = `We received your order ${number} for ${formatCents(totalCents)}. There is no online payment.`;
  // A whole-team order says so: the team is who it supports.
  const supports = fundraiserName?.trim()
    ? withFullStop(`Your purchase supports ${fundraiserLabel(fundraiserName, campaignName)}`)
    : campaignName?.trim()
      ? withFullStop(`Your purchase supports the whole team of ${oneLine(campaignName)}`)
      : null;
  const questions = `Questions? Write to ${site.email} or call ${site.phone}.`;

  const text = renderTextLayout({
    heading,
    paragraphs: [
      greeting(customerFirstName),
      received,
      ...planText(plan),
      itemsText(items, totalCents),
      ...receipt,
      supports,
      questions,
    ],
  });
  const htmlBody = renderHtmlLayout({
    heading,
    preheader: `Order ${number}: ${formatCents(plan.outstandingCents)} due. Your order page has how to pay and where to pick up.`,
    body: html`${paragraph(greeting(customerFirstName))}${paragraph(received)}${planHtml(plan)}${itemsTable(items, totalCents)}${receipt.map((sentence) => paragraph(sentence))}${supports ? paragraph(supports) : ''}${paragraph(
      html`Questions? Write to ${link(`mailto:${site.email}`, site.email)} or call ${link(site.phoneHref, site.phone)}.`,
    )}`,
  });
  return { subject, text, html: htmlBody };
}
