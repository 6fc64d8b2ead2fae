'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { callEndpoint, errorMessage } from '@/lib/api-client';
import type { BodyInput } from '@/lib/contracts/endpoint';
import { meetupEndpoints, type MeetupOrder } from '@/lib/contracts/meetup';
import { toast } from '@/lib/toast';
import { meetupKeys } from './query-keys';
import { refetchAfter, refetchKeys } from './refetch-after';
import { useToastMutation } from './use-toast-mutation';

/*
 * Meetup mode's data (src/components/meetup): the search, a scanned order, collect-and-hand-out with its undo, and the
 * orders nobody collected with their move. Every change refreshes meetup mode and what a payment or hand-out touches.
 */

export type MeetupSearch = { campaignId: number; pickupOptionId: number | null; q: string };

export function useMeetupOrders(search: MeetupSearch) {
  return useQuery({
    queryKey: meetupKeys.list(search),
    queryFn: ({ signal }) =>
      callEndpoint(meetupEndpoints.orders, {
        query: { campaignId: search.campaignId, pickupOptionId: search.pickupOptionId, q: search.q },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Looks up a scanned order page link (number and key); a refusal's message is the error. */
export function useMeetupScan(campaignId: number) {
  return useMutation({
    mutationFn: async ({ orderNumber, key }: { orderNumber: string; key: string }) => {
      const { orders } = await callEndpoint(meetupEndpoints.orders, { query: { campaignId, orderNumber, key } });
      return orders[0]!;
    },
  });
}

/** One toast per order: an undo replaces its collect's toast (and its Undo button), a new collect the undo's. */
const toastId = (orderId: number) => `meetup-order-${orderId}`;

/** Undo: a toast says what happened; meetup mode and the sheets refresh. */
export function useMeetupUndo(onUndone?: (order: MeetupOrder) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => callEndpoint(meetupEndpoints.undo, { body: { orderId } }),
    onSuccess: ({ message, order }) => {
      toast.success(message, { id: toastId(order.id), action: undefined, duration: 6_000 });
      onUndone?.(order);
    },
    onError: (error, orderId) =>
      toast.error(errorMessage(error, 'Could not undo. Please try again.'), {
        id: toastId(orderId),
        action: undefined,
      }),
    onSettled: () => refetchKeys(queryClient, refetchAfter.meetupChange()),
  });
}

/**
 * "Collect $X and hand out": one Idempotency-Key per order until it succeeds, so a retry after a lost answer records
 * nothing twice. The success toast carries an Undo action.
 */
export function useMeetupCollect({
  onDone,
  onUndo,
}: {
  onDone: (order: MeetupOrder) => void;
  onUndo: (orderId: number) => void;
}) {
  const queryClient = useQueryClient();
  const keys = useRef(new Map<number, string>());
  return useMutation({
    mutationFn: (body: BodyInput<typeof meetupEndpoints.collect>) => {
      const key = keys.current.get(body.orderId) ?? crypto.randomUUID();
      keys.current.set(body.orderId, key);
      return callEndpoint(meetupEndpoints.collect, { body, headers: { 'Idempotency-Key': key } });
    },
    onSuccess: ({ message, order }) => {
      keys.current.delete(order.id);
      onDone(order);
      toast.success(message, {
        id: toastId(order.id),
        action: { label: 'Undo', onClick: () => onUndo(order.id) },
        // One-handed at a table: the toast's Undo is as easy to hit as any other button.
        actionButtonStyle: { minHeight: 44, minWidth: 64, padding: '0 16px', fontSize: 14 },
        duration: 10_000,
      });
    },
    onError: (error) => toast.error(errorMessage(error, 'Could not hand out this order. Please try again.')),
    onSettled: () => refetchKeys(queryClient, refetchAfter.meetupChange()),
  });
}

export function useNotCollected(campaignId: number, pickupOptionId: number | null) {
  return useQuery({
    queryKey: meetupKeys.detail(pickupOptionId ?? 0, { campaignId, notCollected: true }),
    queryFn: () =>
      callEndpoint(meetupEndpoints.notCollected, { query: { campaignId, pickupOptionId: pickupOptionId! } }),
    enabled: pickupOptionId !== null,
  });
}

export function useMeetupMove() {
  return useToastMutation({
    mutationFn: (body: BodyInput<typeof meetupEndpoints.move>) => callEndpoint(meetupEndpoints.move, { body }),
    success: ({ message }) => message,
    invalidates: refetchAfter.meetupChange(),
  });
}
