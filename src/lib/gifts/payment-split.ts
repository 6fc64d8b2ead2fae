import type { Cents } from '@/lib/money';

/**
 * Issue 29: what one ledger entry carries of the contribution. Money pays for the coffee first: of everything
 * collected on an order, the part over the coffee's fair market value is the contribution. So an entry moving the
 * collected sum from `before` to `after` carries max(0, after − FMV) − max(0, before − FMV); a refund (after <
 * before) gives back contribution first. The rest of the entry is for the coffee.
 */
export function entryContributionCents({
  beforeCents,
  afterCents,
  fairMarketValueCents,
}: {
  beforeCents: Cents;
  afterCents: Cents;
  fairMarketValueCents: Cents;
}): Cents {
  const over = (collected: Cents) => Math.max(0, collected - fairMarketValueCents);
  return over(afterCents) - over(beforeCents);
}

export type LedgerAmount = { amountCents: Cents };
export type SplitEntry<T extends LedgerAmount> = T & { contributionCents: Cents; coffeeCents: Cents };

/** Each entry of an order's ledger, in the ledger's order, with its share of coffee and contribution. */
export function splitLedger<T extends LedgerAmount>(
  entries: readonly T[],
  fairMarketValueCents: Cents,
): SplitEntry<T>[] {
  let collected = 0;
  return entries.map((entry) => {
    const beforeCents = collected;
    collected += entry.amountCents;
    const contributionCents = entryContributionCents({ beforeCents, afterCents: collected, fairMarketValueCents });
    return { ...entry, contributionCents, coffeeCents: entry.amountCents - contributionCents };
  });
}
