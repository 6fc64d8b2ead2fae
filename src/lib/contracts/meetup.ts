import type { PickupKind } from '@/lib/plan/plan-types';
import type { OrderStatus } from '@/lib/validation/admin-orders';
import {
  meetupCollectSchema,
  meetupMoveSchema,
  meetupNotCollectedQuerySchema,
  meetupOrdersQuerySchema,
  meetupUndoSchema,
} from '@/lib/validation/meetup';
import type { PaymentMethod } from '@/lib/validation/order-payments';
import { endpoint, jsonOf } from './endpoint';

/*
 * Meetup mode (issue 25): one set of calls for admins and the campaign's captain. Every order and option is looked up
 * among the campaigns the caller manages: another captain's answers 404 like an unknown one.
 */

/** A pickup option as meetup mode names it. */
export type MeetupPickupOption = {
  id: number;
  kind: PickupKind;
  name: string;
  address: string | null;
  startsAt: string;
  endsAt: string;
};

/** One order at the pickup table. */
export type MeetupOrder = {
  id: number;
  orderNumber: string;
  buyerName: string;
  /** As the buyer typed it (the captain already sees it on the fulfilment sheet); null when none. */
  phone: string | null;
  fundraiserName: string | null;
  pickupOption: { id: number; name: string } | null;
  /** Bags per coffee. */
  bags: Array<{ name: string; quantity: number }>;
  bagCount: number;
  totalCents: number;
  collectedCents: number;
  outstandingCents: number;
  orderStatus: OrderStatus;
  handedOut: boolean;
  /** What the last meetup collect recorded, while the caller may still undo it; null otherwise. */
  undoable: { amountCents: number; method: PaymentMethod } | null;
};

export type MeetupOrdersResponse = {
  orders: MeetupOrder[];
  /** More orders match than were answered (MEETUP_RESULTS_MAX): narrow the search. */
  more: boolean;
};

export type MeetupCollectResult = { message: string; order: MeetupOrder };
export type MeetupUndoResult = { message: string; order: MeetupOrder };

export type MeetupNotCollectedResponse = {
  pickupOption: MeetupPickupOption;
  /** Whether its window has ended; the list is empty until it has. */
  windowEnded: boolean;
  orders: MeetupOrder[];
  /** Where they can go: the campaign's other options whose window has not ended, with the room left (null: no limit). */
  moveTargets: Array<MeetupPickupOption & { remaining: number | null }>;
};

export type MeetupMoveResult = { message: string; moved: number; followUpsQueued: number };

export const meetupEndpoints = {
  /** Search by buyer name, order number or phone digits, or open a scanned QR (`orderNumber` + `key`). */
  orders: endpoint({
    method: 'GET',
    path: '/_api/captain/meetup/orders',
    access: ['admin', 'fundraiser_captain'],
    query: meetupOrdersQuerySchema,
    response: jsonOf<MeetupOrdersResponse>(),
  }),
  /**
   * Records the payment (when amountCents > 0; the caller as collector) and hands the order out, in one transaction;
   * 409 when money would still be outstanding and handOutUnpaid is not true. Honours Idempotency-Key.
   */
  collect: endpoint({
    method: 'POST',
    path: '/_api/captain/meetup/collect',
    access: ['admin', 'fundraiser_captain'],
    body: meetupCollectSchema,
    response: jsonOf<MeetupCollectResult>(),
  }),
  /** Undoes the order's last meetup collect: a refund of what it recorded and the status it had; 409 when none. */
  undo: endpoint({
    method: 'POST',
    path: '/_api/captain/meetup/undo',
    access: ['admin', 'fundraiser_captain'],
    body: meetupUndoSchema,
    response: jsonOf<MeetupUndoResult>(),
  }),
  /** After an option's window ended: its orders that are neither cancelled nor handed out. */
  notCollected: endpoint({
    method: 'GET',
    path: '/_api/captain/meetup/not-collected',
    access: ['admin', 'fundraiser_captain'],
    query: meetupNotCollectedQuerySchema,
    response: jsonOf<MeetupNotCollectedResponse>(),
  }),
  /** Moves orders to another option of their campaign (capacity respected: 409), optionally e-mailing each buyer. */
  move: endpoint({
    method: 'POST',
    path: '/_api/captain/meetup/move',
    access: ['admin', 'fundraiser_captain'],
    body: meetupMoveSchema,
    response: jsonOf<MeetupMoveResult>(),
  }),
};
