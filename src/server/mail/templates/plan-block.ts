import 'server-only';
import { orderRoastSentence } from '@/lib/coffee/roast-words';
import { formatCents } from '@/lib/format';
import type { Cents } from '@/lib/money';
import { deadlineText } from '@/lib/plan/deadline';
import { paymentInstructionLines } from '@/lib/plan/payment-text';
import { pickupOptionText } from '@/lib/plan/pickup-text';
import type { PaymentInstructions, PickupKind } from '@/lib/plan/plan-types';
import { html, link, paragraph, type SafeHtml } from '../layout';

/*
 * The plan as every buyer e-mail tells it (issue 25): how much is still owed and how to pay, where and when to pick
 * up, the order deadline, and the link to the order page. One home, so the confirmation, "ready", reminders and
 * follow-ups never disagree.
 */

export type MailPlan = {
  orderUrl: string;
  outstandingCents: Cents;
  paymentInstructions: PaymentInstructions | null;
  pickup: {
    kind: PickupKind;
    name: string;
    address: string | null;
    startsAt: Date | string;
    endsAt: Date | string;
  } | null;
  /** The campaign's deadline, shown only while orders are open (null: none or not relevant). */
  orderDeadline?: Date | string | null;
  /** Issue 28: the order's roast day ("YYYY-MM-DD"); the mail says "Your coffee will be roasted on Fri, Dec 4." */
  roastDate?: string | null;
};

const DEFAULT_PAY = 'Pay when you pick up your order: cash, check or Venmo.';
const NO_PICKUP = 'We will e-mail you when your order is ready.';

function payLines(plan: MailPlan): string[] {
  if (plan.outstandingCents <= 0) return ['Paid in full. Thank you!'];
  const lines = paymentInstructionLines(plan.paymentInstructions);
  return [`Amount due: ${formatCents(plan.outstandingCents)}`, ...(lines.length > 0 ? lines : [DEFAULT_PAY])];
}

const pickupLine = (plan: MailPlan) => (plan.pickup ? `Pickup — ${pickupOptionText(plan.pickup)}` : NO_PICKUP);

const deadlineLine = (plan: MailPlan) => {
  const text = plan.orderDeadline ? deadlineText(plan.orderDeadline) : null;
  return text && text !== 'Orders closed' ? text : null;
};

/** Plain-text paragraphs. */
export function planText(plan: MailPlan): string[] {
  return [
    payLines(plan).join('\n'),
    pickupLine(plan),
    orderRoastSentence(plan.roastDate),
    deadlineLine(plan),
    `Your order page (show its QR code at pickup): ${plan.orderUrl}`,
  ].filter((part): part is string => part !== null);
}

/** The same as HTML paragraphs. */
export function planHtml(plan: MailPlan): SafeHtml {
  const [due, ...how] = payLines(plan);
  const deadline = deadlineLine(plan);
  const roast = orderRoastSentence(plan.roastDate);
  return html`${paragraph(html`<strong>${due}</strong>${how.map((line) => html`<br>${line}`)}`)}${paragraph(
    pickupLine(plan),
  )}${roast ? paragraph(roast) : ''}${deadline ? paragraph(deadline) : ''}${paragraph(
    html`${link(plan.orderUrl, 'Open your order page')} — show its QR code at pickup.`,
  )}`;
}
