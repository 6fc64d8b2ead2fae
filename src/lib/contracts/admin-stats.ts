import { adminStatsQuerySchema } from '@/lib/validation/admin';
import { adminChartsQuerySchema, type ChartInterval } from '@/lib/validation/admin-charts';
import { paymentMethods, type PaymentMethod } from '@/lib/validation/order-payments';
import type { HeldMoney } from './balances';
import { endpoint, jsonOf } from './endpoint';

/** The Overview's four cards: revenue as an exact "1234.50" string (cancelled orders left out). */
export type AdminStats = {
  totalRevenue: string;
  totalOrders: number;
  totalUsers: number;
  totalCampaigns: number;
  /** Money on cancelled orders of the same range (issue 26), which Total Sales does not count: kept, and unsettled. */
  held: HeldMoney;
};

/** The payment ledger's methods, as everywhere (src/lib/validation/order-payments.ts). */
export const chartPaymentMethods = paymentMethods;
export type ChartPaymentMethod = PaymentMethod;

/** The answer. Amounts are integer cents; every figure is computed in SQL over the orders created in the range. */
export type AdminCharts = {
  from: string;
  to: string;
  interval: ChartInterval;
  timeZone: string;
  /** Every day (or week, named by its Monday) of the range, zeros included; the first and last weeks are clipped. */
  salesOverTime: Array<{ period: string; orderedCents: number; orders: number }>;
  /** One row per campaign with sales, and `campaignId: null` for the shop's own orders (when there are any). */
  salesByCampaign: Array<{ campaignId: number | null; name: string; orderedCents: number }>;
  /** `productId: null` for lines whose product was deleted (named as ordered). */
  bagsByCoffee: Array<{ productId: number | null; name: string; bags: number }>;
  /** The ten largest (fundraiser, campaign) pairs by ordered amount. */
  topFundraisers: Array<{
    userId: number;
    displayName: string;
    campaignId: number | null;
    campaignName: string | null;
    orderedCents: number;
    bags: number;
  }>;
  /** Of the same orders: collected (the ledger's sum, refunds subtracted) and what is still owed. */
  collectedVsOutstanding: {
    collectedCents: number;
    outstandingCents: number;
    byMethod: Record<ChartPaymentMethod, number>;
  };
};

/** The admin Overview: its stat cards and its charts, over the same whole shop days. */
export const adminStatsEndpoints = {
  /** `startDate` and `endDate`: the same date filter as the orders list. */
  stats: endpoint({
    method: 'GET',
    path: '/_api/admin/stats',
    access: ['admin'],
    query: adminStatsQuerySchema,
    response: jsonOf<AdminStats>(),
  }),
  /** `from`, `to` (YYYY-MM-DD, both included; the last 30 days by default) and `interval` (day or week). */
  charts: endpoint({
    method: 'GET',
    path: '/_api/admin/stats/charts',
    access: ['admin'],
    query: adminChartsQuerySchema,
    response: jsonOf<AdminCharts>(),
  }),
};
