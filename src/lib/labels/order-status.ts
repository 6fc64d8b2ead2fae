import type { OrderStatus, PaymentStatus } from '@/lib/validation/admin-orders';
import type { CancelledMoney, PaymentState } from '@/lib/payment-ledger';

/** How each order and payment status reads in selects, filters, tables and the fulfilment sheet. */
export const STATUS_LABELS: Record<OrderStatus | PaymentStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

/** The payment words people read (lib/payment-ledger.ts paymentStateOf): the stored status or "Part paid". */
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  pending: 'Unpaid',
  part_paid: 'Part paid',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

/** How a cancelled order's money reads in reports. */
export const CANCELLED_MONEY_LABELS: Record<CancelledMoney, string> = {
  none: 'Nothing held',
  kept: 'Kept',
  unsettled: 'Not yet refunded or kept',
};
