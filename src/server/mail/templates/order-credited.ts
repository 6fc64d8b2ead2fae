import 'server-only';
import { pickupWindowText } from '@/lib/plan/pickup-text';
import type { PickupKind } from '@/lib/plan/plan-types';
import { html, oneLine, paragraph, type MailContent } from '../layout';
import { composeMail } from '../message';
import { greeting, shownName } from './shared';

export type OrderCreditedEmailInput = {
  /** The recipient: the fundraiser, or their parent. */
  name: string | null;
  /** When a parent reads it: the child the order was credited to. */
  forName?: string | null;
  /** The buyer's first name and last name; only the first name and the last initial are shown. */
  buyerFirstName: string;
  buyerLastName: string;
  bags: number;
  campaignName: string | null;
  pickup: { kind: PickupKind; name: string; startsAt: Date | string; endsAt: Date | string } | null;
  unsubscribeUrl: string;
};

/** "Jo S." — never more of the buyer than a first name and an initial (no e-mail, phone or full name). */
export function buyerShortName(firstName: string, lastName: string): string {
  const first = shownName(firstName);
  const initial = shownName(lastName)?.charAt(0).toUpperCase();
  if (!first) return 'A supporter';
  return initial ? `${first} ${initial}.` : first;
}

/** "Jo S. ordered 2 bags; pickup Sat, Dec 5, 10:00 AM – 12:00 PM at School gym." */
export function creditedSentence(
  input: Pick<OrderCreditedEmailInput, 'buyerFirstName' | 'buyerLastName' | 'bags' | 'pickup'>,
) {
  const bags = `${input.bags} ${input.bags === 1 ? 'bag' : 'bags'}`;
  const pickup = input.pickup ? `; pickup ${pickupWindowText(input.pickup)} at ${oneLine(input.pickup.name)}` : '';
  return `${buyerShortName(input.buyerFirstName, input.buyerLastName)} ordered ${bags}${pickup}.`;
}

/** "An order was credited to you": to the fundraiser (or their parent) when a credited order is placed. */
export function orderCreditedEmail(input: OrderCreditedEmailInput): MailContent {
  const sentence = creditedSentence(input);
  const child = shownName(input.forName);
  const to = child ? `to ${child}` : 'to you';
  const campaign = input.campaignName ? ` in ${oneLine(input.campaignName)}` : '';
  const subject = `A new order was credited ${to}`;
  const lead = `A new order was credited ${to}${campaign}.`;
  const thanks = 'Thank you for sharing: every bag counts toward the goal.';
  const hello = greeting(input.name);
  return composeMail({
    subject,
    heading: 'A new order!',
    preheader: sentence,
    paragraphs: [hello, lead, sentence, thanks],
    body: html`${paragraph(hello)}${paragraph(lead)}${paragraph(html`<strong>${sentence}</strong>`)}${paragraph(thanks)}`,
    unsubscribeUrl: input.unsubscribeUrl,
  });
}
