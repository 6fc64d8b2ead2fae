import 'server-only';
import { formatCents } from '@/lib/format';
import type { Cents } from '@/lib/money';
import { site } from '@/lib/site';
import { html, link, oneLine, paragraph, renderHtmlLayout, renderTextLayout, type MailContent } from '../layout';
import { fundraiserLabel, greeting, itemsTable, itemsText, type OrderMailItem } from './shared';

export type OrderConfirmationEmailInput = {
  customerFirstName: string;
  orderNumber: string;
  items: readonly OrderMailItem[];
  totalCents: Cents;
  fundraiserName?: string | null;
  campaignName?: string | null;
};

export const NO_ONLINE_PAYMENT =
  'There is no online payment. We will contact you by e-mail or phone to arrange local delivery or a meetup around Louisville.';

/** Sent to the customer right after checkout. */
export function orderConfirmationEmail({
  customerFirstName,
  orderNumber,
  items,
  totalCents,
  fundraiserName,
  campaignName,
}: OrderConfirmationEmailInput): MailContent {
  const number = oneLine(orderNumber);
  const subject = `Your ${site.name} order ${number}`;
  const heading = 'Thank you for your order!';
  const received = `We received your order ${number} for ${formatCents(totalCents)}.`;
  const supports = fundraiserName?.trim()
    ? `Your purchase supports ${fundraiserLabel(fundraiserName, campaignName)}.`
    : null;
  const questions = `Questions? Write to ${site.email} or call ${site.phone}.`;

  const text = renderTextLayout({
    heading,
    paragraphs: [
      greeting(customerFirstName),
      received,
      NO_ONLINE_PAYMENT,
      itemsText(items, totalCents),
      supports,
      questions,
    ],
  });
  const htmlBody = renderHtmlLayout({
    heading,
    preheader: `Order ${number}: ${NO_ONLINE_PAYMENT}`,
    body: html`${paragraph(greeting(customerFirstName))}${paragraph(received)}${paragraph(html`<strong>${NO_ONLINE_PAYMENT}</strong>`)}${itemsTable(items, totalCents)}${supports ? paragraph(supports) : ''}${paragraph(
      html`Questions? Write to ${link(`mailto:${site.email}`, site.email)} or call ${link(site.phoneHref, site.phone)}.`,
    )}`,
  });
  return { subject, text, html: htmlBody };
}
