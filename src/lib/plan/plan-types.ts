import type { PaymentMethod } from '@/lib/validation/order-payments';

/*
 * The campaign plan (issue 25): when orders close, how buyers pay, where they pick up. The shapes every layer shares
 * (database columns, API answers, pages, e-mails); the rules are in ../validation/campaign-plan.ts.
 */

export const PICKUP_KINDS = ['meetup', 'delivery'] as const;
export type PickupKind = (typeof PICKUP_KINDS)[number];

/** What an order_notices row records (src/server/db/schema.ts). */
export const ORDER_NOTICE_KINDS = [
  'ready',
  'pickup-reminder',
  'payment-reminder',
  'credited',
  'not-collected',
] as const;
export type OrderNoticeKind = (typeof ORDER_NOTICE_KINDS)[number];

/** How buyers pay: which of the ledger's methods, a Venmo/Zelle handle, whom checks are payable to, a free note. */
export type PaymentInstructions = {
  methods: PaymentMethod[];
  handle?: string;
  payableTo?: string;
  note?: string;
};

/** A pickup option as the public API answers it; `remaining` is null when the option has no capacity. */
export type PickupOptionJson = {
  id: number;
  kind: PickupKind;
  name: string;
  address: string | null;
  startsAt: string;
  endsAt: string;
  remaining: number | null;
};

/** A pickup option as staff and captains manage it: the public shape plus its capacity and orders. */
export type ManagedPickupOption = PickupOptionJson & {
  campaignId: number | null;
  capacity: number | null;
  orderCount: number;
  readyAt: string | null;
};

/** The plan fields a campaign answers with (leaderboard, fundraiser details, admin campaign). */
export type CampaignPlanJson = {
  orderDeadline: string | null;
  paymentInstructions: PaymentInstructions | null;
  /** Issue 28: the campaign's roast day ("YYYY-MM-DD"), in answers; set in the admin campaign dialog, not here. */
  roastDate?: string | null;
};

/** What the buyer's order page calls the order's state. */
export const BUYER_ORDER_STATUSES = ['received', 'ready', 'handed-out', 'cancelled'] as const;
export type BuyerOrderStatus = (typeof BUYER_ORDER_STATUSES)[number];
