import 'server-only';
import { site } from '@/lib/site';
import { html, link, oneLine, paragraph, renderHtmlLayout, renderTextLayout, type MailContent } from '../layout';
import { planHtml, planText, type MailPlan } from './plan-block';
import { greeting } from './shared';

export type PickupFollowUpEmailInput = {
  customerFirstName: string;
  orderNumber: string;
  /** The option the order was moved to (the plan's pickup says where and when). */
  optionName: string;
  plan: MailPlan;
};

/** To a buyer who missed their pickup window, after meetup mode moved the order to another option. */
export function pickupFollowUpEmail({
  customerFirstName,
  orderNumber,
  optionName,
  plan,
}: PickupFollowUpEmailInput): MailContent {
  const number = oneLine(orderNumber);
  const option = oneLine(optionName);
  const heading = `We missed you — your order is now at ${option}`;
  const subject = `Your order ${number}: we missed you — it is now at ${option}`;
  const intro = `Your order ${number} was not picked up in its pickup window, so we moved it to ${option}.`;
  const questions = `Questions, or can't make it? Write to ${site.email} or call ${site.phone}.`;
  const text = renderTextLayout({
    heading,
    paragraphs: [greeting(customerFirstName), intro, ...planText(plan), questions],
  });
  const htmlBody = renderHtmlLayout({
    heading,
    preheader: intro,
    body: html`${paragraph(greeting(customerFirstName))}${paragraph(intro)}${planHtml(plan)}${paragraph(
      html`Questions, or can't make it? Write to ${link(`mailto:${site.email}`, site.email)} or call ${link(site.phoneHref, site.phone)}.`,
    )}`,
  });
  return { subject, text, html: htmlBody };
}
