import 'server-only';
import { html, paragraph, type MailContent } from '../layout';
import { composeMail } from '../message';
import { planHtml, planText, type MailPlan } from './plan-block';
import { greeting } from './shared';

/*
 * The shape every notice about one order shares (issue 25: ready for pickup, the day-before reminder, a payment
 * reminder): a greeting, one or two sentences of what happened, then the plan (plan-block.ts) with the amount still
 * due, how to pay, the pickup and the order page link with its key. Transactional: no unsubscribe link.
 */

export type OrderNoticeInput = {
  customerFirstName: string;
  orderNumber: string;
  plan: MailPlan;
};

export function orderNoticeMail({
  subject,
  heading,
  lead,
  customerFirstName,
  plan,
}: OrderNoticeInput & { subject: string; heading: string; lead: string[] }): MailContent {
  const hello = greeting(customerFirstName);
  return composeMail({
    subject,
    heading,
    preheader: lead[0],
    paragraphs: [hello, ...lead, ...planText(plan)],
    body: html`${paragraph(hello)}${lead.map((line) => paragraph(line))}${planHtml(plan)}`,
  });
}
