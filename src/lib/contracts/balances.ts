import { campaignBalancesQuerySchema } from '@/lib/validation/balances';
import type { PaymentMethod } from '@/lib/validation/order-payments';
import { endpoint, jsonOf } from './endpoint';

/** Ordered (non-cancelled orders' totals), collected (their ledger sum) and outstanding (the difference), in cents. */
export type BalanceFigures = { orderedCents: number; collectedCents: number; outstandingCents: number };

/**
 * Money held on cancelled orders (issue 26), which no figure above counts: kept on purpose (for example as a
 * donation), and still held while nobody has said whether it was refunded or kept. Cash received = paid + both.
 */
export type HeldMoney = { keptCents: number; unsettledCents: number; unsettledOrderCount: number };

/** A cancelled order still holding money nobody has settled. */
export type UnsettledOrder = { orderId: number; orderNumber: string; customerName: string; collectedCents: number };

/** The ledger's sum per method over non-cancelled orders; every method present (0 when none). */
export type BalancesByMethod = Record<PaymentMethod, number>;

/** The row of orders credited to the campaign without a fundraiser has `userId: null`. */
export type FundraiserBalance = BalanceFigures & { userId: number | null; displayName: string };

export type CampaignBalances = BalanceFigures & {
  byMethod: BalancesByMethod;
  fundraisers: FundraiserBalance[];
  /** Held on the campaign's cancelled orders, with the unsettled ones (the first UNSETTLED_LIST_LIMIT, oldest first). */
  held: HeldMoney & { unsettledOrders: UnsettledOrder[] };
  /** The admin's answer, when the campaign gives its team a share (issue 14): what it owes the team, in cents. */
  teamOwedCents?: number;
};

export type OverallBalances = BalanceFigures & {
  byMethod: BalancesByMethod;
  held: HeldMoney;
  campaigns: Array<BalanceFigures & { campaignId: number; name: string; held: HeldMoney }>;
  /** The shop's own orders: those credited to no campaign. */
  shop: BalanceFigures & { held: HeldMoney };
};

/** How many unsettled cancelled orders a campaign's balances list by name (the count says how many there are). */
export const UNSETTLED_LIST_LIMIT = 20;

export type UnpaidOrder = {
  /** What the fundraiser's "Record cash I received" posts (POST /_api/fundraiser/order/payments). */
  orderId: number;
  orderNumber: string;
  createdAt: string;
  campaignName: string | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  /** "2 × House Blend, 1 × Decaf" */
  itemsSummary: string;
  totalCents: number;
  collectedCents: number;
  outstandingCents: number;
};

export type UnpaidOrders = {
  orders: UnpaidOrder[];
  /** Over every unpaid order, also when the list stops at its limit. */
  totals: { orderCount: number; totalCents: number; collectedCents: number; outstandingCents: number };
};

/** Outstanding balances as staff read them. */
export const adminBalanceEndpoints = {
  /** `?campaignId=`: per fundraiser and per method, with what the campaign owes its team when it gives a share. */
  campaign: endpoint({
    method: 'GET',
    path: '/_api/admin/campaign/balances',
    access: ['admin'],
    query: campaignBalancesQuerySchema,
    response: jsonOf<CampaignBalances>(),
  }),
  /** The whole shop: per campaign, and for the shop's own orders. */
  overall: endpoint({
    method: 'GET',
    path: '/_api/admin/balances',
    access: ['admin'],
    response: jsonOf<OverallBalances>(),
  }),
};

/** A captain's campaign (another captain's is not found, as one that does not exist); no team share figure. */
export const captainBalanceEndpoints = {
  campaign: endpoint({
    method: 'GET',
    path: '/_api/captain/campaign/balances',
    access: ['admin', 'fundraiser_captain'],
    query: campaignBalancesQuerySchema,
    response: jsonOf<CampaignBalances>(),
  }),
};

export const fundraiserBalanceEndpoints = {
  /** The signed-in user's own credited orders that still owe money, in campaigns they still take part in. */
  unpaidOrders: endpoint({
    method: 'GET',
    path: '/_api/fundraiser/unpaid-orders',
    access: 'user',
    response: jsonOf<UnpaidOrders>(),
  }),
};
