import type { Grind } from '@/lib/coffee/options';
import { placeOrderSchema } from '@/lib/validation/orders';
import { endpoint, jsonOf } from './endpoint';

/**
 * A placed order (201), or the same order again for a repeated Idempotency-Key (200). `orderUrl` is the buyer's
 * order page, absolute, with its secret key (issue 25).
 */
export type PlacedOrder = {
  message: string;
  orderId: number;
  orderNumber: string;
  total: string;
  orderUrl: string;
  /** The lines as placed, with the grind and size of each (issue 28). */
  items: PlacedOrderLine[];
  /**
   * Issue 29, in cents: the gift for the team, what of the payment is a contribution (the gift, plus the team's share
   * when the campaign's organisation counts it) and the fair market value of the coffee (total − contribution).
   */
  giftCents: number;
  fairMarketValueCents: number;
  contributionCents: number;
  /** Issue 28: the roast day of the order's coffee ("YYYY-MM-DD"); null while its campaign has none. */
  roastDate: string | null;
};

export type PlacedOrderLine = {
  name: string;
  quantity: number;
  price: string;
  optionId: number | null;
  grind: Grind;
  size: string;
};

export const orderEndpoints = {
  /** Guests and signed-in customers alike; send an Idempotency-Key header to make retries safe. */
  place: endpoint({
    method: 'POST',
    path: '/_api/products/order',
    access: 'public',
    body: placeOrderSchema,
    response: jsonOf<PlacedOrder>(),
  }),
};
