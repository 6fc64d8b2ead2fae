'use client';

import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { SendContactMessageInput } from '@/lib/validation/contact';
import type { OrderSourceValue } from '@/lib/validation/orders';

export type PlaceOrderBody = {
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  customerPhone: string | null;
  campaignId?: number;
  subAccountId?: number;
  /** Where the buyer came from (orders.source); only with campaignId. */
  source?: OrderSourceValue;
  items: Array<{ productId: number; quantity: number }>;
};

export type PlacedOrderJson = { message: string; orderId: number; orderNumber: string; total: string };

/** Places an order; the caller keeps one Idempotency-Key per intended order until it succeeds. */
export function usePlaceOrder() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PlaceOrderBody; idempotencyKey: string }) =>
      apiFetch<PlacedOrderJson>('/_api/products/order', {
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
        fallbackError: 'An unexpected error occurred.',
      }),
  });
}

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (values: SendContactMessageInput) =>
      apiFetch<{ message: string }>('/_api/contact', { body: values, fallbackError: 'Failed to send message' }),
  });
}
