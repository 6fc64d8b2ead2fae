import { boothSaleSchema, paperOrdersSchema } from '@/lib/validation/staff-orders';
import { endpoint, jsonOf } from './endpoint';

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
