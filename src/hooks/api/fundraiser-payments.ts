'use client';

import { useState } from 'react';
import { callEndpoint } from '@/lib/api-client';
import type { BodyInput } from '@/lib/contracts/endpoint';
import { fundraiserPaymentEndpoints } from '@/lib/contracts/order-payments';
import { formatCents } from '@/lib/format';
import { refetchAfter } from './refetch-after';
import { useToastMutation } from './use-toast-mutation';

/**
 * A fundraiser records money they took for an order credited to them. One Idempotency-Key per opening of the dialog:
 * sending again after a lost answer records nothing twice. Their unpaid orders (and every balance) follow.
 */
export function useRecordFundraiserPayment(orderNumber: string) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  return useToastMutation({
    mutationFn: (body: BodyInput<typeof fundraiserPaymentEndpoints.record>) =>
      callEndpoint(fundraiserPaymentEndpoints.record, { body, headers: { 'Idempotency-Key': idempotencyKey } }),
    success: ({ payment, outstandingCents }) =>
      `${formatCents(payment.amountCents)} recorded on order ${orderNumber}. ${
        outstandingCents === 0 ? 'It is paid in full.' : `${formatCents(outstandingCents)} still owed.`
      }`,
    failure: (message) => `Could not record the payment: ${message}`,
    invalidates: refetchAfter.orderMoneyChange(orderNumber),
  });
}
