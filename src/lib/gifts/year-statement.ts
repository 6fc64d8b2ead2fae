import type { Cents } from '@/lib/money';
import type { PaymentMethod } from '@/lib/validation/order-payments';
import type { Beneficiary } from './beneficiary';
import { splitLedger } from './payment-split';

/*
 * Issue 29: a buyer's year-end statement. Each order's whole ledger is split (money pays for the coffee first, refunds
 * give back contribution first), then only the entries received in the year are counted: a payment made in December
 * for a November order keeps the same split its receipt stated.
 */

export type StatementEntry = { id: number; amountCents: Cents; method: PaymentMethod; receivedAt: Date };
export type StatementOrderInput = {
  orderNumber: string;
  createdAt: Date;
  fairMarketValueCents: Cents;
  beneficiary: Pick<Beneficiary, 'name' | 'taxId'> | null;
  /** Every entry of the order's ledger, in the ledger's order. */
  entries: StatementEntry[];
};

export type StatementOrder = Omit<StatementOrderInput, 'entries'> & {
  /** The entries received in the year. */
  payments: StatementEntry[];
  paidCents: Cents;
  contributionCents: Cents;
};
export type BeneficiaryTotal = { name: string; taxId: string | null; paidCents: Cents; contributionCents: Cents };
export type YearStatement = { year: number; orders: StatementOrder[]; totals: BeneficiaryTotal[] };

/** The year's orders (those with an entry in it) and, per organisation, what was paid and contributed. */
export function buildYearStatement(
  year: number,
  inYear: (at: Date) => boolean,
  orders: readonly StatementOrderInput[],
): YearStatement {
  const lines = orders.flatMap(({ entries, ...order }): StatementOrder[] => {
    const split = splitLedger(entries, order.fairMarketValueCents).filter((entry) => inYear(entry.receivedAt));
    if (split.length === 0) return [];
    return [
      {
        ...order,
        payments: split.map(({ id, amountCents, method, receivedAt }) => ({ id, amountCents, method, receivedAt })),
        paidCents: split.reduce((sum, entry) => sum + entry.amountCents, 0),
        contributionCents: order.beneficiary ? split.reduce((sum, entry) => sum + entry.contributionCents, 0) : 0,
      },
    ];
  });
  const totals = new Map<string, BeneficiaryTotal>();
  for (const line of lines) {
    if (!line.beneficiary) continue;
    const key = `${line.beneficiary.name}\n${line.beneficiary.taxId ?? ''}`;
    const total = totals.get(key) ?? { ...line.beneficiary, paidCents: 0, contributionCents: 0 };
    total.paidCents += line.paidCents;
    total.contributionCents += line.contributionCents;
    totals.set(key, total);
  }
  return { year, orders: lines, totals: [...totals.values()] };
}
