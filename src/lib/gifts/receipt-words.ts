import { formatCents } from '@/lib/format';
import type { Beneficiary } from './beneficiary';

/** "Oldham County Youth Soccer (tax ID 61-1234567)", or the name alone. */
export const organisationText = (beneficiary: Pick<Beneficiary, 'name' | 'taxId'>) =>
  `${beneficiary.name}${beneficiary.taxId ? ` (tax ID ${beneficiary.taxId})` : ''}`;

export type ReceiptFacts = {
  totalCents: number;
  giftCents: number;
  fairMarketValueCents: number;
  contributionCents: number;
  beneficiary: Pick<Beneficiary, 'name' | 'taxId'> | null;
};

/**
 * What the order page and the confirmation say about the money (issue 29), in the words of the US written-disclosure
 * rule for a payment partly for goods (IRC §6115: over $75 the statement is required; it is given for every such
 * payment): the good-faith estimate of the value of the coffee, and that only the amount over it may be deductible.
 * Nothing is said of deductibility without a beneficiary organisation: the team alone cannot give a receipt.
 */
export function receiptSentences(facts: ReceiptFacts): string[] {
  const { totalCents, giftCents, fairMarketValueCents, contributionCents, beneficiary } = facts;
  const gift = giftCents > 0 ? [`Includes a gift of ${formatCents(giftCents)} for the team.`] : [];
  if (!beneficiary || contributionCents <= 0) return gift;
  const to = organisationText(beneficiary);
  if (fairMarketValueCents <= 0)
    return [
      ...gift,
      `Your ${formatCents(totalCents)} is a contribution to ${to}. No goods or services were provided in exchange.`,
    ];
  return [
    ...gift,
    `Of your ${formatCents(totalCents)}, ${formatCents(fairMarketValueCents)} is our good-faith estimate of the fair market value of the coffee you receive, and ${formatCents(contributionCents)} is a contribution to ${to}.`,
    `The amount you may deduct as a charitable contribution for federal income tax purposes is limited to the amount over the value of the coffee: ${formatCents(contributionCents)}.`,
  ];
}

export type PaymentReceiptFacts = {
  amountCents: number;
  /** The whole order's: the coffee's fair market value. */
  fairMarketValueCents: number;
  /** This payment's (src/lib/gifts/payment-split.ts): money pays for the coffee first. */
  contributionCents: number;
  beneficiary: Pick<Beneficiary, 'name' | 'taxId'> | null;
};

/**
 * What a payment's receipt (and each payment on the order page) says of it, in the same words as receiptSentences
 * but for the one payment: how much of it pays for the coffee and how much is a contribution. Nothing without a
 * beneficiary organisation.
 */
export function paymentReceiptSentences(facts: PaymentReceiptFacts): string[] {
  const { amountCents, fairMarketValueCents, contributionCents, beneficiary } = facts;
  if (!beneficiary) return [];
  const to = organisationText(beneficiary);
  const amount = formatCents(amountCents);
  const value = `Our good-faith estimate of the fair market value of the coffee on this order is ${formatCents(fairMarketValueCents)}.`;
  if (contributionCents <= 0)
    return [`No part of this payment of ${amount} is a contribution: it pays for the coffee you receive.`, value];
  const deductible = `The amount you may deduct as a charitable contribution for federal income tax purposes is limited to the amount over the value of the coffee: ${formatCents(contributionCents)} of this payment.`;
  if (fairMarketValueCents <= 0)
    return [`Your payment of ${amount} is a contribution to ${to}. No goods or services were provided in exchange.`];
  if (contributionCents >= amountCents)
    return [
      `Your payment of ${amount} is a contribution to ${to}: the coffee was already paid for by your earlier payments.`,
      value,
      deductible,
    ];
  return [
    `Of your payment of ${amount}, ${formatCents(amountCents - contributionCents)} pays for the coffee you receive and ${formatCents(contributionCents)} is a contribution to ${to}.`,
    value,
    deductible,
  ];
}
