import 'server-only';
import { formatCents } from '@/lib/format';
import type { PaymentStatus } from '@/lib/validation/admin-orders';
import type { EntryDetails, LedgerOrder } from './ledger-entries';

/** What a payment status set by hand (the status calls) records, so that the ledger stays the truth. */
export const MARKED_PAID: Omit<EntryDetails, 'reference'> & { reference: string } = {
  method: 'other',
  reference: 'Marked paid',
  collector: null,
  receivedAt: null,
};
export const MARKED_REFUNDED = { ...MARKED_PAID, reference: 'Marked refunded' };

/**
 * The ledger entry that setting this payment status by hand means for an order (its order status already the one it
 * will have): `paid` records the outstanding amount, `refunded` refunds everything collected; `pending` and `failed`
 * only fit an order with nothing collected. Null when only the status changes; a problem for a refusal.
 */
export function statusLedgerPlan(
  order: LedgerOrder,
  paymentStatus: PaymentStatus,
): { amountCents: number } | { problem: string } | null {
  if (paymentStatus === 'paid') {
    const owed = order.totalCents - order.collectedCents;
    if (owed <= 0) return null;
    if (order.orderStatus === 'cancelled') {
      return {
        problem: `Order ${order.orderNumber} is cancelled: it accepts refunds only, so it cannot be marked paid.`,
      };
    }
    return { amountCents: owed };
  }
  if (paymentStatus === 'refunded') {
    if (order.collectedCents > 0) return { amountCents: -order.collectedCents };
    if (order.paymentStatus === 'refunded') return null;
    return {
      problem: `Nothing has been collected on order ${order.orderNumber}, so it cannot be marked refunded.`,
    };
  }
  if (order.collectedCents > 0) {
    return {
      problem: `Record a refund first: order ${order.orderNumber} has ${formatCents(order.collectedCents)} collected, so its payment status cannot be ${paymentStatus}.`,
    };
  }
  return null;
}
