import { describe, expect, it } from 'vitest';
import { receiptSentences } from '@/lib/gifts/receipt-words';

const soccer = { name: 'Oldham County Youth Soccer', taxId: '61-1234567' };

describe('receipt sentences (issue 29)', () => {
  it('a $90 payment for $60 of coffee and a $30 gift states $30 as the contribution, with the tax id', () => {
    const lines = receiptSentences({
      totalCents: 9000,
      giftCents: 3000,
      fairMarketValueCents: 6000,
      contributionCents: 3000,
      beneficiary: soccer,
    });
    expect(lines).toEqual([
      'Includes a gift of $30.00 for the team.',
      'Of your $90.00, $60.00 is our good-faith estimate of the fair market value of the coffee you receive, and $30.00 is a contribution to Oldham County Youth Soccer (tax ID 61-1234567).',
      'The amount you may deduct as a charitable contribution for federal income tax purposes is limited to the amount over the value of the coffee: $30.00.',
    ]);
  });

  it('a gift alone is wholly a contribution, no goods in exchange', () => {
    const lines = receiptSentences({
      totalCents: 2000,
      giftCents: 2000,
      fairMarketValueCents: 0,
      contributionCents: 2000,
      beneficiary: { name: 'PTA', taxId: null },
    });
    expect(lines[1]).toBe('Your $20.00 is a contribution to PTA. No goods or services were provided in exchange.');
  });

  it('says nothing of deductibility without a beneficiary or a contribution', () => {
    const base = { totalCents: 4000, fairMarketValueCents: 4000, contributionCents: 0, giftCents: 0 };
    expect(receiptSentences({ ...base, beneficiary: soccer })).toEqual([]);
    expect(receiptSentences({ ...base, giftCents: 500, contributionCents: 500, beneficiary: null })).toEqual([
      'Includes a gift of $5.00 for the team.',
    ]);
  });
});
