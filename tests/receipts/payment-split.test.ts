import { describe, expect, it } from 'vitest';
import { entryContributionCents, splitLedger } from '@/lib/gifts/payment-split';
import { paymentReceiptSentences } from '@/lib/gifts/receipt-words';

const club = { name: 'PTA', taxId: null };

describe('a payment’s contribution: money pays for the coffee first (issue 29)', () => {
  it('$50 then $40 on $60 of coffee: $0 then $30; one $90 payment: $30', () => {
    expect(splitLedger([{ amountCents: 5000 }, { amountCents: 4000 }], 6000)).toEqual([
      { amountCents: 5000, contributionCents: 0, coffeeCents: 5000 },
      { amountCents: 4000, contributionCents: 3000, coffeeCents: 1000 },
    ]);
    expect(entryContributionCents({ beforeCents: 0, afterCents: 9000, fairMarketValueCents: 6000 })).toBe(3000);
  });

  it('a refund gives back contribution first, and a later payment carries it again', () => {
    const split = splitLedger([{ amountCents: 9000 }, { amountCents: -2000 }, { amountCents: 2000 }], 6000);
    expect(split.map((entry) => entry.contributionCents)).toEqual([3000, -2000, 2000]);
  });

  it('the sentences: none without an organisation, "no part" for coffee alone, all for a gift alone', () => {
    expect(
      paymentReceiptSentences({
        amountCents: 5000,
        fairMarketValueCents: 6000,
        contributionCents: 0,
        beneficiary: null,
      }),
    ).toEqual([]);
    expect(
      paymentReceiptSentences({
        amountCents: 5000,
        fairMarketValueCents: 6000,
        contributionCents: 0,
        beneficiary: club,
      })[0],
    ).toBe('No part of this payment of $50.00 is a contribution: it pays for the coffee you receive.');
    expect(
      paymentReceiptSentences({
        amountCents: 2000,
        fairMarketValueCents: 0,
        contributionCents: 2000,
        beneficiary: club,
      }),
    ).toEqual(['Your payment of $20.00 is a contribution to PTA. No goods or services were provided in exchange.']);
  });
});
