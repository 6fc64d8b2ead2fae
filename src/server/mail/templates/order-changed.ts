import 'server-only';
import { formatCents } from '@/lib/format';
import type { Cents } from '@/lib/money';
import { site } from '@/lib/site';
import { html, oneLine, paragraph, type MailContent } from '../layout';
import { composeMail } from '../message';
import { planHtml, planText, type MailPlan } from './plan-block';
import { greeting, itemsTable, itemsText, type OrderMailItem } from './shared';

export type OrderChangedEmailInput = {
  customerFirstName: string;
  orderNumber: string;
  previousTotalCents: Cents;
  totalCents: Cents;
  items: readonly OrderMailItem[];
  /** What is still due after the change (a refund already taken off), how to pay, pickup and the order page link. */
  plan: MailPlan;
};

/** "Your order SG-… was changed: new total $35.50": to the buyer when staff edit the order or take returned bags off it. */
export function orderChangedEmail(input: OrderChangedEmailInput): MailContent {
  const number = oneLine(input.orderNumber);
  const total = formatCents(input.totalCents);
  const subject = `Your ${site.name} order ${number} was changed: new total ${total}`;
  const lead = `Your order ${number} was changed. Its total is now ${total} (it was ${formatCents(input.previousTotalCents)}).`;
  const questions = `Questions? Write to ${site.email} or call ${site.phone}.`;
  const hello = greeting(input.customerFirstName);
  return composeMail({
    subject,
    heading: 'Your order was changed',
    preheader: lead,
    paragraphs: [hello, lead, ...planText(input.plan), itemsText(input.items, input.totalCents), questions],
    body: html`${paragraph(hello)}${paragraph(lead)}${planHtml(input.plan)}${itemsTable(input.items, input.totalCents)}${paragraph(questions)}`,
  });
}
