import type { BuyerOrderStatus } from './plan-types';

/**
 * The buyer's word for an order's state: staff's `delivered` is handed out; `shipped`, or an option whose "ready
 * for pickup" notice went out, is ready; anything else not cancelled is received.
 */
export function buyerOrderStatus(orderStatus: string, pickupReadyAt: Date | string | null): BuyerOrderStatus {
  if (orderStatus === 'cancelled') return 'cancelled';
  if (orderStatus === 'delivered') return 'handed-out';
  if (orderStatus === 'shipped' || pickupReadyAt) return 'ready';
  return 'received';
}

export const BUYER_STATUS_LABELS: Record<BuyerOrderStatus, string> = {
  received: 'Received',
  ready: 'Ready for pickup',
  'handed-out': 'Handed out',
  cancelled: 'Cancelled',
};
