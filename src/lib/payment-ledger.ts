import type { OrderStatus, PaymentStatus } from '@/lib/validation/admin-orders';

/*
 * The payment ledger's rules, shared by the server (which stores their results) and the tests that check them. The
 * money rule's SQL twin is server/db/ledger-sql.ts.
 */

/**
 * An order's payment status as its ledger says: `paid` once the payments cover a total above zero, `refunded` when
 * everything collected was given back, otherwise `pending` (a partial payment stays pending; the figures say how
 * much). `failed` is never derived: only set by hand on an order with nothing collected.
 */
export function derivePaymentStatus({
  totalCents,
  collectedCents,
  hasRefund,
}: {
  totalCents: number;
  collectedCents: number;
  hasRefund: boolean;
}): PaymentStatus {
  if (totalCents > 0 && collectedCents >= totalCents) return 'paid';
  if (collectedCents === 0 && hasRefund) return 'refunded';
  return 'pending';
}

/** An order counts toward money (ordered, collected, outstanding) unless it is cancelled. */
export function countsTowardMoney(orderStatus: OrderStatus): boolean {
  return orderStatus !== 'cancelled';
}

/** What is still owed on an order: total − collected; nothing on a cancelled order (it accepts refunds only). */
export function outstandingCents({
  totalCents,
  collectedCents,
  orderStatus,
}: {
  totalCents: number;
  collectedCents: number;
  orderStatus: OrderStatus;
}): number {
  return countsTowardMoney(orderStatus) ? Math.max(0, totalCents - collectedCents) : 0;
}

/**
 * What a person reads for an order's payment (issue 26: one vocabulary on the list, its filter, the CSV, the sheet
 * and the order page): the stored status, except that a `pending` order with part of its total collected is
 * `part_paid`. The stored enum keeps the spec's four values; `part_paid` is only ever derived, in SQL by
 * `paymentStateSql` (server/db/ledger-sql.ts).
 */
export const paymentStates = ['pending', 'part_paid', 'paid', 'failed', 'refunded'] as const;
export type PaymentState = (typeof paymentStates)[number];

export function paymentStateOf({
  paymentStatus,
  collectedCents,
}: {
  paymentStatus: PaymentStatus;
  collectedCents: number;
}): PaymentState {
  return paymentStatus === 'pending' && collectedCents > 0 ? 'part_paid' : paymentStatus;
}

/**
 * The money on a cancelled order (issue 26): `none` when nothing is held (never paid, or refunded), `kept` when staff
 * said the money stays (moneyKeptAt set), `unsettled` while it still holds money nobody has decided about. Cash
 * received = the ledger's sum = collected on live orders + held on cancelled ones (kept + unsettled).
 */
export type CancelledMoney = 'none' | 'kept' | 'unsettled';

export function cancelledMoneyOf({
  orderStatus,
  collectedCents,
  moneyKeptAt,
}: {
  orderStatus: OrderStatus;
  collectedCents: number;
  moneyKeptAt: Date | string | null;
}): CancelledMoney {
  if (orderStatus !== 'cancelled' || collectedCents === 0) return 'none';
  return moneyKeptAt ? 'kept' : 'unsettled';
}
