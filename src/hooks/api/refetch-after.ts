import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  auditKeys,
  balanceKeys,
  campaignKeys,
  cashUpKeys,
  chartKeys,
  fulfilmentKeys,
  mailOutboxKeys,
  meetupKeys,
  orderDetailKeys,
  orderKeys,
  pickupOptionKeys,
  productKeys,
  teamKeys,
  userKeys,
} from './query-keys';

/**
 * What each change makes stale, by event: every mutation names its event here instead of listing keys, so a new
 * view of the same data is added to one line and every change that touches it refreshes it.
 */
export const refetchAfter = {
  /** A product created, edited, deactivated, restored or deleted. */
  productChange: (): QueryKey[] => [productKeys.all],
  /** A user created or deleted, or a role changed (moves people between the user and captain lists). */
  userChange: (): QueryKey[] => [userKeys.all],
  /** A campaign created or edited, its participants or its products changed. */
  campaignChange: (): QueryKey[] => [campaignKeys.all],
  /**
   * An order's money or status: a status can record a ledger entry and moves what is delivered, a payment moves
   * balances and charts. One order's page when its number is known, else every order page; always the order lists,
   * Activity, balances, fulfilment sheets and charts.
   */
  orderMoneyChange: (orderNumber?: string): QueryKey[] => [
    orderNumber === undefined ? orderDetailKeys.all : orderDetailKeys.detail(orderNumber),
    orderKeys.all,
    auditKeys.all,
    balanceKeys.all,
    fulfilmentKeys.all,
    chartKeys.all,
    cashUpKeys.all,
  ],
  /** Orders handed out: the sheet, and the status in the admin's order lists and Activity tab. */
  handOut: (): QueryKey[] => [fulfilmentKeys.all, orderKeys.all, auditKeys.all],
  /** An invitation resent or deleted. */
  inviteChange: (campaignId: number): QueryKey[] => [teamKeys.invites(campaignId)],
  /** Invitations sent or members nudged: the team's invitations and members. */
  teamChange: (campaignId: number): QueryKey[] => [teamKeys.campaign(campaignId)],
  /** A meetup collect, its undo or a move: meetup mode's lists, and whatever a payment or a hand-out touches. */
  meetupChange: (): QueryKey[] => [
    meetupKeys.all,
    orderDetailKeys.all,
    orderKeys.all,
    auditKeys.all,
    balanceKeys.all,
    fulfilmentKeys.all,
    chartKeys.all,
    cashUpKeys.all,
    pickupOptionKeys.all,
  ],
  /** Failed e-mails queued again. */
  mailRetry: (): QueryKey[] => [mailOutboxKeys.all],
  /** Buyers told their order is ready or reminded to pay: the sheet, the outbox and Activity (staff). */
  buyersNotified: (): QueryKey[] => [fulfilmentKeys.all, mailOutboxKeys.all, auditKeys.all],
  /** A pickup option added, changed or deleted (issue 25): the managed lists, and Activity. */
  pickupChange: (): QueryKey[] => [pickupOptionKeys.all, auditKeys.all],
  /** A campaign's deadline or payment instructions set on the plan page: the campaign list shows them too. */
  planChange: (): QueryKey[] => [campaignKeys.all, auditKeys.all],
};

/** Refetches every key an event names. */
export const refetchKeys = (queryClient: QueryClient, keys: QueryKey[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
