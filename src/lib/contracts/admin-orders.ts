import type { PageInfo } from './endpoint';
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

/** An order as the admin API returns it: the total as an exact "59.98" string, dates as ISO text. */
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
  paymentStatus: PaymentStatus;
  orderStatus: OrderStatus;
  /** Bags in the order (the sum of the lines' quantities). */
  itemCount: number;
};

/** GET /_api/admin/orders answers one page of orders. */
export type AdminOrderList = PageInfo & { orders: AdminOrder[] };

/** Order statistics: dollar strings; revenue counts every order that is not cancelled. */
export type AdminOrderStats = {
  totalRevenue: string;
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
