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
