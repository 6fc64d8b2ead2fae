import { placeOrderSchema } from '@/lib/validation/orders';
import { endpoint, jsonOf } from './endpoint';

/**
 * A placed order (201), or the same order again for a repeated Idempotency-Key (200). `orderUrl` is the buyer's
 * order page, absolute, with its secret key (issue 25).
 */
export type PlacedOrder = { message: string; orderId: number; orderNumber: string; total: string; orderUrl: string };

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
