import { z } from 'zod';
import { toDateRange, type DateBound } from '@/lib/dates';
import {
  emptyToUndefined,
  idFilter,
  listFields,
  NEWEST_FIRST,
  ORDER_SORT_COLUMNS,
  searchField,
  type PageInfo,
} from './admin-lists';
import { dateRangeQueryFields, positiveId } from './common';

/*
 * Admin order calls (spec admin.md sections 2, 3, 5 and 7). One schema per endpoint; the panel imports the
 * status lists and the response types from here. Date filters read as src/lib/dates.ts says (whole shop days).
 */

/** The database enums' values (src/server/db/schema.ts; the service checks at compile time that they match). */
export const orderStatuses = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export const paymentStatuses = ['pending', 'paid', 'failed', 'refunded'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export type PaymentStatus = (typeof paymentStatuses)[number];

export const ORDER_ID_INVALID = 'Order ID must be a positive integer.';
export const ORDER_STATUS_INVALID = `Order status must be one of: ${orderStatuses.join(', ')}.`;
export const PAYMENT_STATUS_INVALID = `Payment status must be one of: ${paymentStatuses.join(', ')}.`;
export const STATUS_REQUIRED = 'Provide an orderStatus or a paymentStatus to change.';

/** The filters of the order list and of its CSV export (unknown query parameters are ignored, like every GET). */
const orderFilterFields = {
  search: searchField(),
  orderStatus: z.preprocess(emptyToUndefined, z.enum(orderStatuses, { error: ORDER_STATUS_INVALID }).optional()),
  paymentStatus: z.preprocess(emptyToUndefined, z.enum(paymentStatuses, { error: PAYMENT_STATUS_INVALID }).optional()),
  campaignId: idFilter('campaignId'),
  subAccountId: idFilter('subAccountId'),
  ...dateRangeQueryFields,
};

const toOrderFilters = <T extends { startDate?: DateBound; endDate?: DateBound }>({
  startDate,
  endDate,
  ...rest
}: T) => ({
  ...rest,
  range: toDateRange({ startDate, endDate }),
});

// GET /_api/admin/orders/export: every matching order, newest first (paging and sort do not apply)
export const adminOrderFiltersSchema = z.object(orderFilterFields).transform(toOrderFilters);
export type AdminOrdersFilters = z.output<typeof adminOrderFiltersSchema>;

export type OrderSortColumn = (typeof ORDER_SORT_COLUMNS)[number];

// GET /_api/admin/orders: one page of the matching orders, newest first unless `sort` says otherwise
export const adminOrdersQuerySchema = z
  .object({ ...orderFilterFields, ...listFields(ORDER_SORT_COLUMNS, NEWEST_FIRST) })
  .transform(({ page, pageSize, sort, ...filters }) => ({ page, pageSize, sort, filters: toOrderFilters(filters) }));
export type AdminOrdersQuery = z.output<typeof adminOrdersQuerySchema>;

// GET /_api/admin/orders/stats
export const adminOrderStatsQuerySchema = z
  .object(dateRangeQueryFields)
  .transform((bounds) => ({ range: toDateRange(bounds) }));

// POST /_api/admin/order/update-status
export const updateOrderStatusSchema = z
  .strictObject({
    orderId: positiveId(ORDER_ID_INVALID),
    orderStatus: z.enum(orderStatuses, { error: ORDER_STATUS_INVALID }).optional(),
    paymentStatus: z.enum(paymentStatuses, { error: PAYMENT_STATUS_INVALID }).optional(),
  })
  .refine((body) => body.orderStatus !== undefined || body.paymentStatus !== undefined, STATUS_REQUIRED);
export type UpdateOrderStatusInput = z.input<typeof updateOrderStatusSchema>;

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
