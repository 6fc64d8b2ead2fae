'use client';

import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { callEndpoint } from '@/lib/api-client';
import type { BodyInput } from '@/lib/contracts/endpoint';
import { boothSaleEndpoints, boothShiftEndpoints, type BoothSaleResult } from '@/lib/contracts/staff-orders';
import { boothKeys } from './query-keys';
import { refetchAfter } from './refetch-after';
import { useToastMutation } from './use-toast-mutation';

/*
 * Booth mode's data (src/components/booth): the shift's sales and totals, and recording a sale. A sale moves money and
 * orders, so it refreshes the shift and whatever an order's money touches (balances, sheets, charts).
 */

export type BoothScope = 'admin' | 'captain';

/** Today's shift (the server counts from the start of today, shop time). */
export function useBoothShift(scope: BoothScope, campaignId: number) {
  return useQuery({
    queryKey: boothKeys.list({ scope, campaignId }),
    queryFn: ({ signal }) => callEndpoint(boothShiftEndpoints[scope], { query: { campaignId }, signal }),
  });
}

/** Records a sale; `success` words the toast from the saved orders (the split to the cent). */
export function useRecordBoothSale(
  scope: BoothScope,
  {
    success,
    onSuccess,
  }: { success: (result: BoothSaleResult) => string; onSuccess: (result: BoothSaleResult) => void },
) {
  // One Idempotency-Key per sale until it is recorded: sending the same sale again after a lost answer records it
  // once. A changed sale is a new request with a new key.
  const pending = useRef<{ body: string; key: string } | null>(null);
  return useToastMutation({
    mutationFn: (body: BodyInput<(typeof boothSaleEndpoints)[BoothScope]>) => {
      const text = JSON.stringify(body);
      if (pending.current?.body !== text) pending.current = { body: text, key: crypto.randomUUID() };
      return callEndpoint(boothSaleEndpoints[scope], { body, headers: { 'Idempotency-Key': pending.current.key } });
    },
    success,
    onSuccess: (result) => {
      pending.current = null;
      onSuccess(result);
    },
    fallbackError: 'Could not record the sale. Please try again.',
    invalidates: () => [boothKeys.all, ...refetchAfter.orderMoneyChange()],
  });
}
