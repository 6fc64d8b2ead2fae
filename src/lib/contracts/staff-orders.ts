import { boothSaleSchema, paperOrdersSchema } from '@/lib/validation/staff-orders';
import { endpoint, jsonOf } from './endpoint';
import type { PaymentMethod } from '@/lib/validation/order-payments';
import { boothShiftQuerySchema } from '@/lib/validation/staff-orders';

/*
 * Orders the team types in (issue 29): paper order forms, one envelope per seller, and walk-up sales at a booth.
 * Decisions: docs/decisions/paper-and-booth-orders.md.
 */

/** A row that became an order: its index in the request, and the order. */
export type PaperOrderCreated = {
  index: number;
  orderId: number;
  orderNumber: string;
  totalCents: number;
  collectedCents: number;
};
/** A row not saved because the seller already has an order from the same buyer with the same bags and gift. */
export type PaperOrderDuplicate = { index: number; orderNumber: string };
/** A row the shop refused (an unknown coffee, a sold-out batch, more paid than owed…): nothing of the request is saved. */
export type PaperOrderError = { index: number; message: string };
/** The envelope as counted, against what its rows say was paid in cash and by check (difference = counted − rows). */
export type PaperEnvelopeFigures = {
  cashCents: number;
  checkCents: number;
  rowsCashCents: number;
  rowsCheckCents: number;
  differenceCents: number;
};

export type PaperOrdersResult = {
  /** Orders saved (0 on a dry run). */
  created: number;
  /** Rows not saved as likely duplicates (listed in `duplicates`). */
  skipped: number;
  errors: PaperOrderError[];
  /** counted − rows' cash and checks; null without an envelope. */
  envelopeDifferenceCents: number | null;
  envelope: PaperEnvelopeFigures | null;
  orders: PaperOrderCreated[];
  duplicates: PaperOrderDuplicate[];
  dryRun: boolean;
};

export type BoothSaleOrder = {
  orderId: number;
  orderNumber: string;
  /** The seller credited; null when the sale is the team's. */
  subAccountId: number | null;
  sellerName: string | null;
  totalCents: number;
  giftCents: number;
  collectedCents: number;
  bags: number;
};
export type BoothSaleResult = {
  /** Shared by the orders of one sale split across sellers; null for a sale with one order. */
  boothSaleKey: string | null;
  totalCents: number;
  orders: BoothSaleOrder[];
};

const paperOrders = (path: '/_api/captain/paper-orders' | '/_api/admin/paper-orders') =>
  endpoint({
    method: 'POST',
    path,
    access: path === '/_api/admin/paper-orders' ? (['admin'] as const) : 'user',
    body: paperOrdersSchema,
    response: jsonOf<PaperOrdersResult>(),
  });

/**
 * An envelope of paper orders for one seller: 200 with what was saved; 422 with the same shape and an `error` when a
 * row was refused (nothing saved). The captain's path also serves the seller and their guardians (anyone else: 404).
 */
export const paperOrderEndpoints = {
  captain: paperOrders('/_api/captain/paper-orders'),
  admin: paperOrders('/_api/admin/paper-orders'),
};

/** A walk-up sale at a booth: 201 with one order per seller (or one for the team). Captains of the campaign and staff. */
export const boothSaleEndpoints = {
  captain: endpoint({
    method: 'POST',
    path: '/_api/captain/booth-sales',
    access: ['admin', 'fundraiser_captain'],
    body: boothSaleSchema,
    response: jsonOf<BoothSaleResult>(),
  }),
  admin: endpoint({
    method: 'POST',
    path: '/_api/admin/booth-sales',
    access: ['admin'],
    body: boothSaleSchema,
    response: jsonOf<BoothSaleResult>(),
  }),
};

/** One seller's cents of a booth sale or of a shift; `subAccountId: null` is the team (no seller). */
export type BoothShare = { subAccountId: number | null; sellerName: string | null; totalCents: number };
/** One sale of a shift: its orders (one per seller when split) summed. */
export type BoothShiftSale = {
  /** The booth_sale_key of a split sale, else `order-<id>`. */
  key: string;
  recordedAt: string;
  orderNumbers: string[];
  bags: number;
  giftCents: number;
  totalCents: number;
  collectedCents: number;
  methods: PaymentMethod[];
  handedOut: boolean;
  shares: BoothShare[];
};
export type BoothShift = {
  campaignId: number;
  /** The instant the shift is counted from (ISO). */
  since: string;
  /** Newest first; at most BOOTH_SHIFT_LIST_MAX (the totals count every sale). */
  sales: BoothShiftSale[];
  totals: {
    salesCount: number;
    bags: number;
    totalCents: number;
    collectedCents: number;
    /** The ledger of the shift's orders per method; every method present (0 when none). */
    byMethod: Record<PaymentMethod, number>;
    /** Per seller, most cents first; the team's row has `subAccountId: null`. */
    perSeller: BoothShare[];
  };
};

/** The most sales a shift's answer lists; its totals count them all. */
export const BOOTH_SHIFT_LIST_MAX = 50;

/** A shift's booth sales (not cancelled) recorded since `since` (default: the start of today, shop time). 404: not managed. */
export const boothShiftEndpoints = {
  captain: endpoint({
    method: 'GET',
    path: '/_api/captain/booth-sales',
    access: ['admin', 'fundraiser_captain'],
    query: boothShiftQuerySchema,
    response: jsonOf<BoothShift>(),
  }),
  admin: endpoint({
    method: 'GET',
    path: '/_api/admin/booth-sales',
    access: ['admin'],
    query: boothShiftQuerySchema,
    response: jsonOf<BoothShift>(),
  }),
};
