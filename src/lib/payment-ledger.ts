import type { OrderStatus, PaymentStatus } from '@/lib/validation/admin-orders';

/*
 * The payment ledger's two rules, shared by the server (which stores their results) and the tests that check them.
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
  return orderStatus === 'cancelled' ? 0 : Math.max(0, totalCents - collectedCents);
}
