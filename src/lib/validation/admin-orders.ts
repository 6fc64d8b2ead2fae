import { z } from 'zod';
import { toDateRange } from '@/lib/dates';
import { dateRangeQueryFields, positiveId, text } from './common';

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

/** The list answers at most this many orders (newest first); narrow with the filters to see older ones. */
export const ADMIN_ORDERS_LIMIT = 500;

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

// GET /_api/admin/orders (unknown query parameters are ignored, like every GET)
export const adminOrdersQuerySchema = z
  .object({
    search: z.preprocess(emptyToUndefined, text().trim().max(200, 'Search must be at most 200 characters.').optional()),
    orderStatus: z.preprocess(emptyToUndefined, z.enum(orderStatuses, { error: ORDER_STATUS_INVALID }).optional()),
    paymentStatus: z.preprocess(
      emptyToUndefined,
      z.enum(paymentStatuses, { error: PAYMENT_STATUS_INVALID }).optional(),
    ),
    ...dateRangeQueryFields,
  })
  .transform(({ startDate, endDate, ...rest }) => ({ ...rest, range: toDateRange({ startDate, endDate }) }));
export type AdminOrdersFilters = z.output<typeof adminOrdersQuerySchema>;

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

/** Order statistics: dollar strings; revenue counts every order that is not cancelled. */
export type AdminOrderStats = {
  totalRevenue: string;
  totalOrders: number;
  averageOrderValue: string;
  salesBreakdown: { campaignSales: string; regularSales: string };
};
