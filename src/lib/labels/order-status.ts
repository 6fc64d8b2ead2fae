import type { OrderStatus, PaymentStatus } from '@/lib/validation/admin-orders';

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
