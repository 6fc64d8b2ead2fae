import type { PageInfo } from './endpoint';
import type { PaymentState } from '@/lib/payment-ledger';
import {
  adminOrderFiltersSchema,
  adminOrdersQuerySchema,
  adminOrderStatsQuerySchema,
  bulkOrderStatusSchema,
  keepOrderMoneySchema,
  updateOrderStatusSchema,
  type OrderStatus,
  type PaymentStatus,
} from '@/lib/validation/admin-orders';
import { endpoint, jsonOf } from './endpoint';
import { fileAnswer } from './file-answer';

/**
 * An order as the admin API returns it: money as exact "59.98" strings, dates as ISO text. `paymentState` is what
 * people read (Unpaid, Part paid…: lib/payment-ledger.ts paymentStateOf); `paymentStatus` the stored spec value.
 * Outstanding is 0 on a cancelled order (the ledger's rule).
 */
export type AdminOrder = {
  id: number;
  orderNumber: string;
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  campaignName: string | null;
  fundraiserName: string | null;
  createdAt: string;
  totalAmount: string;
  collectedAmount: string;
  outstandingAmount: string;
  paymentStatus: PaymentStatus;
  paymentState: PaymentState;
  orderStatus: OrderStatus;
  /** Bags in the order (the sum of the lines' quantities). */
  itemCount: number;
};

/** GET /_api/admin/orders answers one page of orders. */
export type AdminOrderList = PageInfo & { orders: AdminOrder[] };

/** Statistics of the orders the list's filters match: dollar strings; money counts every order not cancelled. */
export type AdminOrderStats = {
  totalRevenue: string;
  collected: string;
  outstanding: string;
  totalOrders: number;
  averageOrderValue: string;
  salesBreakdown: { campaignSales: string; regularSales: string };
};

/**
 * What a bulk status change did, or would do (`dryRun`): orders matched, changed, and left alone: handed out
 * (delivered) or cancelled orders it would reopen (unless `includeClosed`), and orders it would cancel while they hold
 * money (unless `cancelledMoney` says refunded or kept).
 */
export type BulkOrderStatusResult = {
  message: string;
  matched: number;
  changed: number;
  skipped: { delivered: number; cancelled: number; holdingMoney: number };
};

/** Admin order calls (spec admin.md sections 2, 3, 5 and 7). Date filters are whole shop days (src/lib/dates.ts). */
export const adminOrderEndpoints = {
  /** One page of the matching orders, newest first unless `sort` says otherwise. */
  list: endpoint({
    method: 'GET',
    path: '/_api/admin/orders',
    access: ['admin'],
    query: adminOrdersQuerySchema,
    response: jsonOf<AdminOrderList>(),
  }),
  /** Every matching order as CSV, one record per order line, newest first (paging and sort do not apply). */
  export: endpoint({
    method: 'GET',
    path: '/_api/admin/orders/export',
    access: ['admin'],
    query: adminOrderFiltersSchema,
    response: fileAnswer,
  }),
  /**
   * `{ orderIds }` or `{ filter: {…the list's filters} }`, with `orderStatus` and/or `paymentStatus`;
   * `includeClosed`, `cancelledMoney` (+ `keptNote`) and `dryRun` as BulkOrderStatusResult says.
   */
  bulkStatus: endpoint({
    method: 'POST',
    path: '/_api/admin/orders/bulk-status',
    access: ['admin'],
    body: bulkOrderStatusSchema,
    response: jsonOf<BulkOrderStatusResult>(),
  }),
  /** The figures of every order the list's filters match (the stat cards above the list). */
  stats: endpoint({
    method: 'GET',
    path: '/_api/admin/orders/stats',
    access: ['admin'],
    query: adminOrderStatsQuerySchema,
    response: jsonOf<AdminOrderStats>(),
  }),
  /**
   * One order's status or payment status (the list's selects and the order's page). Cancelling an order that holds
   * money needs `cancelledMoney` ('refund' records a refund of everything collected; 'keep' + optional `keptNote`):
   * a 409 without it, nothing changed.
   */
  updateStatus: endpoint({
    method: 'POST',
    path: '/_api/admin/order/update-status',
    access: ['admin'],
    body: updateOrderStatusSchema,
    response: jsonOf<{ message: string; order: AdminOrder }>(),
  }),
  /** A cancelled order's money stays with the shop (`{ orderId, note }`); 400 unless cancelled and holding money. */
  keepMoney: endpoint({
    method: 'POST',
    path: '/_api/admin/order/keep-money',
    access: ['admin'],
    body: keepOrderMoneySchema,
    response: jsonOf<{ message: string; order: AdminOrder }>(),
  }),
};
