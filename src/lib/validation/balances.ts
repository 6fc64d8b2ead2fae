import { z } from 'zod';
import type { PaymentMethod } from '@/lib/validation/order-payments';
import { positiveIdParam } from './common';

// GET /_api/admin/campaign/balances and GET /_api/captain/campaign/balances
export const campaignBalancesQuerySchema = z.strictObject({
  campaignId: positiveIdParam('Campaign ID must be a positive integer.'),
});

/** Ordered (non-cancelled orders' totals), collected (their ledger sum) and outstanding (the difference), in cents. */
export type BalanceFigures = { orderedCents: number; collectedCents: number; outstandingCents: number };

/** The ledger's sum per method over non-cancelled orders; every method present (0 when none). */
export type BalancesByMethod = Record<PaymentMethod, number>;

/** The row of orders credited to the campaign without a fundraiser has `userId: null`. */
export type FundraiserBalance = BalanceFigures & { userId: number | null; displayName: string };

export type CampaignBalances = BalanceFigures & {
  byMethod: BalancesByMethod;
  fundraisers: FundraiserBalance[];
  /** The admin's answer, when the campaign gives its team a share (issue 14): what it owes the team, in cents. */
  teamOwedCents?: number;
};

// GET /_api/admin/balances
export type OverallBalances = BalanceFigures & {
  byMethod: BalancesByMethod;
  campaigns: Array<BalanceFigures & { campaignId: number; name: string }>;
  /** The shop's own orders: those credited to no campaign. */
  shop: BalanceFigures;
};

// GET /_api/fundraiser/unpaid-orders
export type UnpaidOrder = {
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
