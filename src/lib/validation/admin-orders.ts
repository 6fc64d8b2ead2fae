import { z } from 'zod';

/*
 * Admin order calls (spec admin.md sections 2, 3, 5 and 7). One schema per endpoint; the panel imports the
 * status lists and the response types from here.
 *
 * Dates: a plain ISO date ("2026-11-22") means that whole calendar day in the shop's time zone
 * (America/New_York): startDate from its midnight, endDate up to (not including) the next day's midnight, so the
 * end date is inclusive of the whole day. A full ISO date-time with an offset ("2026-11-22T15:00:00Z") is taken as
 * that exact instant (inclusive at both ends).
 */

/** The database enums' values (src/server/db/schema.ts; the service checks at compile time that they match). */
export const orderStatuses = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export const paymentStatuses = ['pending', 'paid', 'failed', 'refunded'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export type PaymentStatus = (typeof paymentStatuses)[number];

export const SHOP_TIME_ZONE = 'America/New_York';
export const INVALID_START_DATE = 'Invalid start date.';
export const INVALID_END_DATE = 'Invalid end date.';
export const ORDER_ID_INVALID = 'Order ID must be a positive integer.';
export const ORDER_STATUS_INVALID = `Order status must be one of: ${orderStatuses.join(', ')}.`;
export const PAYMENT_STATUS_INVALID = `Payment status must be one of: ${paymentStatuses.join(', ')}.`;
export const STATUS_REQUIRED = 'Provide an orderStatus or a paymentStatus to change.';

/** The list answers at most this many orders (newest first); narrow with the filters to see older ones. */
export const ADMIN_ORDERS_LIMIT = 500;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/** Milliseconds the zone is ahead of UTC at the instant `at` (New York: -4 h or -5 h). */
function zoneOffset(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - (at - (at % 1000));
}

/** The instant a calendar day starts in the zone (DST-safe: the offset is re-read at the answer). */
export function startOfZonedDay(year: number, month: number, day: number, timeZone = SHOP_TIME_ZONE): Date {
  const wall = Date.UTC(year, month - 1, day);
  let instant = wall - zoneOffset(wall, timeZone);
  instant = wall - zoneOffset(instant, timeZone);
  return new Date(instant);
}

type DateBound = { date: Date; dateOnly: boolean };

/** "2026-11-22" or an ISO date-time with an offset → the day or instant it names; null when not a real date. */
export function parseDateBound(value: string): DateBound | null {
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) {
    const [year, month, day] = dateOnly.slice(1).map(Number) as [number, number, number];
    const check = new Date(Date.UTC(year, month - 1, day));
    if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
    return { date: startOfZonedDay(year, month, day), dateOnly: true };
  }
  if (!DATE_TIME.test(value)) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : { date: new Date(time), dateOnly: false };
}

const optionalBound = (message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const bound = parseDateBound(value);
      if (!bound) {
        ctx.addIssue({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return bound;
    });

const dateRangeFields = {
  startDate: optionalBound(INVALID_START_DATE),
  endDate: optionalBound(INVALID_END_DATE),
};

/** `from` inclusive, `before` exclusive: what the queries compare createdAt with. */
export type DateRange = { from?: Date; before?: Date };

const DAY_MS = 24 * 60 * 60 * 1000;

function toRange({ startDate, endDate }: { startDate?: DateBound; endDate?: DateBound }): DateRange {
  let before: Date | undefined;
  if (endDate) {
    if (endDate.dateOnly) {
      // The next calendar day's midnight in New York (23, 24 or 25 hours later around DST changes).
      const noonNext = new Date(endDate.date.getTime() + DAY_MS + 12 * 60 * 60 * 1000);
      const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
        .format(noonNext)
        .split('-')
        .map(Number) as [number, number, number];
      before = startOfZonedDay(y, m, d);
    } else {
      before = new Date(endDate.date.getTime() + 1);
    }
  }
  return { from: startDate?.date, before };
}

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

// GET /_api/admin/orders (unknown query parameters are ignored, like every GET)
export const adminOrdersQuerySchema = z
  .object({
    search: z.preprocess(emptyToUndefined, z.string().trim().max(200, 'Search must be at most 200 characters.').optional()),
    orderStatus: z.preprocess(emptyToUndefined, z.enum(orderStatuses, { error: ORDER_STATUS_INVALID }).optional()),
    paymentStatus: z.preprocess(emptyToUndefined, z.enum(paymentStatuses, { error: PAYMENT_STATUS_INVALID }).optional()),
    ...dateRangeFields,
  })
  .transform(({ startDate, endDate, ...rest }) => ({ ...rest, range: toRange({ startDate, endDate }) }));
export type AdminOrdersFilters = z.output<typeof adminOrdersQuerySchema>;

// GET /_api/admin/orders/stats
export const adminOrderStatsQuerySchema = z.object(dateRangeFields).transform((bounds) => ({ range: toRange(bounds) }));

// POST /_api/admin/order/update-status
export const updateOrderStatusSchema = z
  .strictObject({
    orderId: z.number({ error: ORDER_ID_INVALID }).int(ORDER_ID_INVALID).positive(ORDER_ID_INVALID).max(2_147_483_647, ORDER_ID_INVALID),
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
