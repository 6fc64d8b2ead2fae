import { z } from 'zod';
import type { OrderStatus, PaymentStatus } from './admin-orders';
import { positiveId, positiveIdParam } from './common';

/*
 * The fulfilment sheet of a campaign (issue 13): bags to roast per coffee, then the orders grouped by fundraiser,
 * and the "handed out" action. Shared by the admin and captain endpoints, the pages and their client hooks.
 */

export const FULFILMENT_CAMPAIGN_INVALID = 'Campaign ID must be a positive integer.';
export const FULFILMENT_FORMAT_INVALID = 'format must be json or csv.';

// GET /_api/admin/campaign/fulfilment?campaignId=&format= and its captain twin
export const campaignFulfilmentQuerySchema = z.strictObject({
  campaignId: positiveIdParam(FULFILMENT_CAMPAIGN_INVALID),
  format: z.enum(['json', 'csv'], { error: FULFILMENT_FORMAT_INVALID }).optional(),
});

/** One "handed out" call names at most this many orders (the largest campaign group fits many times over). */
export const HANDED_OUT_MAX_IDS = 1_000;
export const HANDED_OUT_IDS_INVALID = 'orderIds must be a list of positive integers.';
export const HANDED_OUT_IDS_EMPTY = 'orderIds must name at least one order.';
export const HANDED_OUT_IDS_TOO_MANY = `At most ${HANDED_OUT_MAX_IDS.toLocaleString('en-US')} orderIds at a time.`;

// POST /_api/admin/campaign/handed-out and its captain twin
export const markHandedOutSchema = z.strictObject({
  orderIds: z
    .array(positiveId(HANDED_OUT_IDS_INVALID), { error: HANDED_OUT_IDS_INVALID })
    .min(1, HANDED_OUT_IDS_EMPTY)
    .max(HANDED_OUT_MAX_IDS, HANDED_OUT_IDS_TOO_MANY),
});
export type MarkHandedOutInput = z.input<typeof markHandedOutSchema>;

/** `changed`: set to delivered now; `skipped`: left as they were (cancelled, or handed out already). */
export type MarkHandedOutResult = { message: string; changed: number; skipped: number };

export type FulfilmentItem = { name: string; quantity: number };

export type FulfilmentOrder = {
  orderId: number;
  orderNumber: string;
  customerName: string;
  customerPhone: string | null;
  customerEmail: string;
  items: FulfilmentItem[];
  totalCents: number;
  collectedCents: number;
  outstandingCents: number;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
};

export type FulfilmentMoney = { orderedCents: number; collectedCents: number; outstandingCents: number };

/** A fundraiser's orders; `userId` null is the campaign's own orders (credited to no fundraiser). */
export type FulfilmentGroup = FulfilmentMoney & {
  userId: number | null;
  displayName: string;
  bags: number;
  orders: FulfilmentOrder[];
};

export type FulfilmentCoffee = { productId: number | null; name: string; bags: number };

export type CampaignFulfilment = {
  campaign: { id: number; name: string; slug: string | null };
  /** The whole campaign's non-cancelled orders. */
  totals: FulfilmentMoney & { orders: number; bags: number; handedOut: number };
  coffees: FulfilmentCoffee[];
  fundraisers: FulfilmentGroup[];
};

/** The group of orders credited to the campaign alone. */
export const TEAM_GROUP_NAME = 'Team orders (no fundraiser)';

/** A campaign id from a page's route segment, or null when it cannot be one (the page answers 404). */
export function parseCampaignIdSegment(value: string): number | null {
  const parsed = campaignFulfilmentQuerySchema.shape.campaignId.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export const adminFulfilmentPath = (campaignId: number) => `/admin/campaigns/${campaignId}/fulfilment`;
export const captainFulfilmentPath = (campaignId: number) => `/captain/campaigns/${campaignId}/fulfilment`;
