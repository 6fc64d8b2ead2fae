import { formatCents } from '@/lib/format';
import type { Beneficiary } from './beneficiary';

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
  const to = `${beneficiary.name}${beneficiary.taxId ? ` (tax ID ${beneficiary.taxId})` : ''}`;
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
