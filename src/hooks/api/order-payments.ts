'use client';

import { orderDetailKeys, paymentKeys, type CollectorScope } from './query-keys';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError, callEndpoint } from '@/lib/api-client';
import type { FulfilmentScope } from '@/lib/contracts/campaign-fulfilment';
import type { BodyInput } from '@/lib/contracts/endpoint';
import {
  adminPaymentEndpoints,
  captainPaymentEndpoints,
  type OrderPaymentsResponse,
  type PaymentCollectorsResponse,
} from '@/lib/contracts/order-payments';
import { formatCents } from '@/lib/format';
import { refetchAfter } from './refetch-after';
import { useToastMutation } from './use-toast-mutation';

/**
 * An order's ledger, kept under its page's key: whatever refreshes the order's page (a status change that records a
 * ledger entry, a bulk payment) refreshes its payments too.
 */
const ledgerKey = (orderNumber: string) => [...orderDetailKeys.detail(orderNumber), 'payments'] as const;

export function useOrderPayments(
  { orderId, orderNumber }: { orderId: number; orderNumber: string },
  initialData?: OrderPaymentsResponse,
) {
  return useQuery({
    queryKey: ledgerKey(orderNumber),
    queryFn: () => callEndpoint(adminPaymentEndpoints.list, { query: { orderId } }),
    initialData,
    gcTime: 0,
  });
}

/** The admin's call takes a campaign or a selection of orders; the captain's twin a campaign only. */
function fetchCollectors(scope: CollectorScope, caller: FulfilmentScope) {
  if ('orderIds' in scope) {
    return callEndpoint(adminPaymentEndpoints.collectors, { query: { orderIds: scope.orderIds.join(',') } });
  }
  const query = { campaignId: scope.campaignId };
  return caller === 'captain'
    ? callEndpoint(captainPaymentEndpoints.collectors, { query })
    : callEndpoint(adminPaymentEndpoints.collectors, { query });
}

/**
 * Staff, plus the captain and fundraisers of the campaign (named, or shared by every order of the selection). The
 * captain's twin takes a campaign only.
 */
export function usePaymentCollectors(
  scope: CollectorScope,
  {
    enabled = true,
    initialData,
    caller = 'admin',
  }: { enabled?: boolean; initialData?: PaymentCollectorsResponse; caller?: FulfilmentScope } = {},
) {
  return useQuery({
    queryKey: [...paymentKeys.collectors(scope), caller],
    queryFn: () => fetchCollectors(scope, caller),
    enabled,
    initialData,
    staleTime: 60_000,
  });
}

const recordPayment = { admin: adminPaymentEndpoints.record, captain: captainPaymentEndpoints.record };

/**
 * Records a payment or refund, from the order's page or a fulfilment sheet; the page, the sheet, the lists and
 * Activity follow. The captain scope posts to the captain's twin (orders of the campaigns they captain only).
 */
export function useRecordPayment(orderNumber: string, scope: FulfilmentScope = 'admin') {
  const idempotencyKey = useDialogIdempotencyKey();
  return useToastMutation({
    mutationFn: (body: BodyInput<typeof adminPaymentEndpoints.record>) =>
      callEndpoint(recordPayment[scope], { body, headers: { 'Idempotency-Key': idempotencyKey } }),
    success: ({ payment, outstandingCents }) =>
      `${payment.amountCents < 0 ? 'Refund' : 'Payment'} of ${formatCents(Math.abs(payment.amountCents))} recorded. ${formatCents(outstandingCents)} outstanding.`,
    // The dialog says in place that the session ended, keeping the entry (session-ended-notice.tsx).
    shownInPlace: (error) => error instanceof ApiRequestError && error.status === 401,
    invalidates: refetchAfter.orderMoneyChange(orderNumber),
  });
}

type BulkPaymentsBody = BodyInput<typeof adminPaymentEndpoints.bulkRecord>;
/** The orders a bulk payment reaches: named, or every order matching the list's filters. */
export type BulkPaymentsTarget = Pick<BulkPaymentsBody, 'orderIds' | 'filter'>;

/** What recording these orders' outstanding amounts would record ("19 orders, $1,326.00"), asked afresh each time. */
export function useBulkPaymentsPreview(target: BulkPaymentsTarget) {
  return useQuery({
    queryKey: paymentKeys.bulkPreview(target),
    queryFn: async () => {
      const answer = await callEndpoint(adminPaymentEndpoints.bulkRecord, { body: { ...target, dryRun: true } });
      return 'orders' in answer ? answer : { orders: answer.recorded, totalCents: answer.totalCents };
    },
    gcTime: 0,
  });
}

/** Records each selected order's outstanding amount; toasts the counts. */
export function useBulkPayments() {
  const idempotencyKey = useDialogIdempotencyKey();
  return useToastMutation({
    mutationFn: (body: BulkPaymentsBody) =>
      callEndpoint(adminPaymentEndpoints.bulkRecord, { body, headers: { 'Idempotency-Key': idempotencyKey } }),
    success: (answer) => ('message' in answer ? answer.message : ''),
    invalidates: refetchAfter.orderMoneyChange(),
  });
}

/**
 * One Idempotency-Key per mounted form (the payment dialogs mount theirs on each opening): sending again after an
 * answer was lost records nothing twice. A refused entry stores nothing, so a corrected one may reuse the key.
 */
function useDialogIdempotencyKey(): string {
  const [key] = useState(() => crypto.randomUUID());
  return key;
}
