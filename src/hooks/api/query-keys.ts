import type { ChartInterval } from '@/lib/validation/admin-charts';
import { queryKeysFactory } from '@/lib/query-keys';

/*
 * Every query key of the browser's data layer, in one module: hook modules read their own, the invalidation map
 * (./refetch-after.ts) names what each change makes stale, and no hook module imports another for a key.
 */

/** The signed-in account: sign-in flows, profile and fundraiser settings (the session itself: session-store.ts). */
export const accountKeys = {
  settings: ['account', 'settings'] as const,
  /** Issue 27: the settings of one page (the default page when no campaign is named). */
  pageSettings: (campaignId: number | undefined) => ['account', 'settings', campaignId ?? 'default'] as const,
};

/** Issue 27: the signed-in guardian's children (GET /_api/family). */
export const familyKeys = {
  children: ['family', 'children'] as const,
};

/** The audit trail (Activity tab): one page of entries, and the people who have entries. */
export const auditKeys = {
  ...queryKeysFactory('admin-audit'),
  actors: () => ['admin-audit', 'actors'] as const,
};

/** The campaign list, one campaign's details (null id: the new-campaign form), its participants, and the writes. */
export const campaignKeys = {
  ...queryKeysFactory('admin-campaigns'),
  participants: (campaignId: number, params: object = {}) =>
    ['admin-campaigns', 'participants', campaignId, params] as const,
  /** Issue 28: a campaign's cap status, and one coffee's caps across campaigns (the product dialog). */
  capStatus: (campaignId: number) => ['admin-campaigns', 'cap-status', campaignId] as const,
  productCaps: (productId: number) => ['admin-campaigns', 'product-caps', productId] as const,
  shopCapStatus: () => ['admin-campaigns', 'shop-cap-status'] as const,
};

/** The cash-up (issue 26): keyed by its filters; anything that moves money invalidates `cashUpKeys.all`. */
export const cashUpKeys = queryKeysFactory('admin-cash-up');

/** The Overview charts' range as the API takes it: whole shop days, both ends included. */
export type ChartRange = { from: string; to: string; interval: ChartInterval };

/** Keyed by range; anything that moves money or orders (payments, statuses) may invalidate `chartKeys.all`. */
export const chartKeys = {
  ...queryKeysFactory('admin-charts'),
  range: (range: ChartRange) => ['admin-charts', 'range', range] as const,
};

/** The mail outbox as staff see it: counts by status and the e-mails that failed to send. */
export const mailOutboxKeys = queryKeysFactory('admin-mail-outbox');

/** The admin product list (also the Manage Products checkboxes) and its writes. */
export const productKeys = queryKeysFactory('admin-products');

/** The user list, the captain list (the parent picker) and the writes; a role change moves people between them. */
export const userKeys = {
  ...queryKeysFactory('admin-users'),
  captains: () => ['admin-users', 'captains'] as const,
};

/**
 * Outstanding balances: a campaign's (as the admin or its captain asks), the whole shop's, and the signed-in
 * fundraiser's unpaid orders. Whatever records a payment or changes an order invalidates `balanceKeys.all`.
 */
export const balanceKeys = {
  ...queryKeysFactory('balances'),
  campaign: (scope: BalanceScope, campaignId: number) => ['balances', 'campaign', scope, campaignId] as const,
  overall: () => ['balances', 'overall'] as const,
  unpaidOrders: () => ['balances', 'unpaid-orders'] as const,
};

/** Who asks for a campaign's balances: the admin endpoint, or the captain's for their own campaign. */
export type BalanceScope = 'admin' | 'captain';

/** A captain's team, per campaign: its invitations and its members. */
export const teamKeys = {
  all: ['captain-team'] as const,
  campaign: (campaignId: number) => ['captain-team', campaignId] as const,
  invites: (campaignId: number) => ['captain-team', campaignId, 'invites'] as const,
  members: (campaignId: number) => ['captain-team', campaignId, 'members'] as const,
};

/** The server cart (signed-in customers) and the catalogue that prices a guest cart. */
export const cartKeys = { current: ['cart'] as const };

export const catalogueKeys = { list: ['catalogue', 'list'] as const };

/** Who may be named as a payment's collector: for a campaign, or for the orders of a selection. */
export type CollectorScope = { campaignId: number | null } | { orderIds: number[] };

export const paymentKeys = {
  ...queryKeysFactory('admin-order-payments'),
  collectors: (scope: CollectorScope) => ['admin-order-payments', 'collectors', scope] as const,
  /** What a bulk payment on these orders (ids or the list's filters) would record. */
  bulkPreview: (target: object) => ['admin-order-payments', 'bulk-preview', target] as const,
};

/** Plain "YYYY-MM-DD" values from the date inputs; empty means unbounded. */
/** The order list's filters as the statistics take them (the same as the list's, empty ones left out). */
export type OrderStatsFilters = Record<string, string>;

/** The order list (a page per key) and statistics for a date range, and the status change. */
export const orderKeys = {
  ...queryKeysFactory('admin-orders'),
  stats: (filters: OrderStatsFilters) => ['admin-orders', 'stats', filters] as const,
};

/** One order's page: the order, its notes and its history, by order number. */
export const orderDetailKeys = queryKeysFactory('admin-order-detail');

export const fulfilmentKeys = queryKeysFactory('campaign-fulfilment');

/**
 * What the checkout shows before Place Order (issue 25): the pickup options of a campaign (by slug) or of the shop,
 * and the campaign plan read from its public leaderboard or a fundraiser's details.
 */
export const checkoutPlanKeys = {
  all: ['checkout-plan'] as const,
  pickup: (scope: { campaignSlug: string } | 'shop') => ['checkout-plan', 'pickup', scope] as const,
  campaign: (campaignSlug: string) => ['checkout-plan', 'campaign', campaignSlug] as const,
  fundraiser: (fundraiserSlug: string) => ['checkout-plan', 'fundraiser', fundraiserSlug] as const,
};

/** Meetup mode: a campaign's search results (per option and text) and an option's not-collected list. */
export const meetupKeys = queryKeysFactory('meetup');

/** Pickup options as staff and captains manage them (issue 25): one list per scope and campaign (null: the shop's). */
export const pickupOptionKeys = {
  ...queryKeysFactory('pickup-options'),
  managed: (scope: 'admin' | 'captain', campaignId: number | null) =>
    ['pickup-options', 'managed', scope, campaignId] as const,
};

/** Booth mode (issue 29): a campaign's shift, keyed by campaign and the shift's start; a booth sale invalidates all. */
export const boothKeys = queryKeysFactory('booth-sales');
