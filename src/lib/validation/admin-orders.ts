import { z } from 'zod';
import { toDateRange, type DateBound } from '@/lib/dates';
import { paymentStates } from '@/lib/payment-ledger';
import {
  emptyToUndefined,
  enumFilter,
  idFilter,
  listFields,
  NEWEST_FIRST,
  ORDER_SORT_COLUMNS,
  searchField,
} from './admin-lists';
import { dateRangeQueryFields, positiveId, text } from './common';

/*
 * Admin order calls (spec admin.md sections 2, 3, 5 and 7). One schema per endpoint; the panel imports the
 * status lists from here, the response types from src/lib/contracts/admin-orders.ts. Date filters read as
 * src/lib/dates.ts says (whole shop days).
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

/** What happened to the money a cancelled order holds: given back (a refund of everything collected) or kept. */
export const cancelledMoneyChoices = ['refund', 'keep'] as const;
export type CancelledMoneyChoice = (typeof cancelledMoneyChoices)[number];
export const KEPT_NOTE_MAX_LENGTH = 200;
export const CANCELLED_MONEY_INVALID = `cancelledMoney must be one of: ${cancelledMoneyChoices.join(', ')}.`;
export const KEPT_NOTE_INVALID = `The note must be 1 to ${KEPT_NOTE_MAX_LENGTH} characters.`;
export const KEPT_NOTE_NEEDS_KEEP = 'keptNote goes with cancelledMoney: keep.';

const keptNote = text({ error: KEPT_NOTE_INVALID })
  .trim()
  .min(1, KEPT_NOTE_INVALID)
  .max(KEPT_NOTE_MAX_LENGTH, KEPT_NOTE_INVALID);
/** How a cancellation settles the money the order holds (ignored for orders that hold none). */
const cancelledMoneyFields = {
  cancelledMoney: z.enum(cancelledMoneyChoices, { error: CANCELLED_MONEY_INVALID }).optional(),
  keptNote: keptNote.optional(),
};
const keptNoteFitsChoice = (body: { cancelledMoney?: CancelledMoneyChoice; keptNote?: string }) =>
  body.keptNote === undefined || body.cancelledMoney === 'keep';

/** `campaignId=none`: the shop's own orders, credited to no campaign. */
export const NO_CAMPAIGN = 'none';
/** Cancelled orders still holding money: not yet settled, or kept (lib/payment-ledger.ts cancelledMoneyOf). */
export const cancelledMoneyFilters = ['unsettled', 'kept'] as const;
export type CancelledMoneyFilter = (typeof cancelledMoneyFilters)[number];
export const PAYMENT_STATE_FILTER_INVALID = `paymentStatus must be one of: ${paymentStates.join(', ')}.`;

export const CAMPAIGN_FILTER_INVALID = `campaignId must be a positive integer or "${NO_CAMPAIGN}".`;
const campaignFilter = z.preprocess(
  (value) => {
    const given = emptyToUndefined(value);
    return typeof given === 'string' && given.trim().toLowerCase() === NO_CAMPAIGN ? NO_CAMPAIGN : given;
  },
  z
    .union(
      [
        z.literal(NO_CAMPAIGN),
        text({ error: CAMPAIGN_FILTER_INVALID })
          .trim()
          .regex(/^[1-9][0-9]{0,9}$/, CAMPAIGN_FILTER_INVALID)
          .transform(Number)
          .pipe(z.number().int().max(2_147_483_647, CAMPAIGN_FILTER_INVALID)),
      ],
      { error: CAMPAIGN_FILTER_INVALID },
    )
    .optional(),
);

/**
 * The filters of the order list, its statistics and its CSV export (unknown query parameters are ignored, like every
 * GET). `paymentStatus` filters by the payment state people read (docs/decisions/orders-list-payment-states.md):
 * `pending` is an order with nothing collected, `part_paid` one with part of its total.
 */
const orderFilterFields = {
  search: searchField(),
  orderStatus: z.preprocess(emptyToUndefined, z.enum(orderStatuses, { error: ORDER_STATUS_INVALID }).optional()),
  paymentStatus: z.preprocess(
    emptyToUndefined,
    z.enum(paymentStates, { error: PAYMENT_STATE_FILTER_INVALID }).optional(),
  ),
  cancelledMoney: enumFilter('cancelledMoney', cancelledMoneyFilters),
  campaignId: campaignFilter,
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

// GET /_api/admin/orders/stats: the figures of every order the list's filters match
export const adminOrderStatsQuerySchema = adminOrderFiltersSchema;

// POST /_api/admin/order/update-status
export const updateOrderStatusSchema = z
  .strictObject({
    orderId: positiveId(ORDER_ID_INVALID),
    orderStatus: z.enum(orderStatuses, { error: ORDER_STATUS_INVALID }).optional(),
    paymentStatus: z.enum(paymentStatuses, { error: PAYMENT_STATUS_INVALID }).optional(),
    ...cancelledMoneyFields,
  })
  .refine((body) => body.orderStatus !== undefined || body.paymentStatus !== undefined, STATUS_REQUIRED)
  .refine(keptNoteFitsChoice, KEPT_NOTE_NEEDS_KEEP);
export type UpdateOrderStatusInput = z.input<typeof updateOrderStatusSchema>;

/** A bulk change names at most this many orders by id (a page is at most 100; "all matching" goes by filter). */
export const BULK_MAX_IDS = 1_000;
/** …and changes at most this many orders by filter in one transaction. */
export const BULK_MAX_MATCHES = 10_000;
export const BULK_TARGET_REQUIRED =
  'Send orderIds (the orders to change) or filter (every order matching the list filters), not both.';
export const BULK_IDS_INVALID = 'orderIds must be a list of positive integers.';
export const BULK_IDS_EMPTY = 'orderIds must name at least one order.';
export const BULK_IDS_TOO_MANY = `At most ${BULK_MAX_IDS.toLocaleString('en-US')} orderIds at a time; send filter to change every order that matches.`;

// POST /_api/admin/order/keep-money: a cancelled order's money stays with the shop (a donation, say)
export const keepOrderMoneySchema = z.strictObject({
  orderId: positiveId(ORDER_ID_INVALID),
  note: keptNote,
});
export type KeepOrderMoneyInput = z.input<typeof keepOrderMoneySchema>;

// The list's filters as the panel has them in its URL: text, or numbers for the ids. Unknown keys are refused, since
// a misspelt filter would otherwise match every order.
export const bulkFilterSchema = z.preprocess(
  (value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value).map(([key, item]) => [key, typeof item === 'number' ? String(item) : item]),
        )
      : value,
  z
    .strictObject(orderFilterFields, { error: 'filter must be an object of the order list filters.' })
    .transform(toOrderFilters),
);

// POST /_api/admin/orders/bulk-status
export const bulkOrderStatusSchema = z
  .strictObject({
    orderIds: z
      .array(positiveId(BULK_IDS_INVALID), { error: BULK_IDS_INVALID })
      .min(1, BULK_IDS_EMPTY)
      .max(BULK_MAX_IDS, BULK_IDS_TOO_MANY)
      .optional(),
    filter: bulkFilterSchema.optional(),
    orderStatus: z.enum(orderStatuses, { error: ORDER_STATUS_INVALID }).optional(),
    paymentStatus: z.enum(paymentStatuses, { error: PAYMENT_STATUS_INVALID }).optional(),
    ...cancelledMoneyFields,
    /** Also move orders out of delivered or cancelled (skipped and counted otherwise). */
    includeClosed: z.boolean({ error: 'includeClosed must be true or false.' }).optional(),
    /** Answer what the change would do, and change nothing. */
    dryRun: z.boolean({ error: 'dryRun must be true or false.' }).optional(),
  })
  .refine((body) => (body.orderIds === undefined) !== (body.filter === undefined), BULK_TARGET_REQUIRED)
  .refine((body) => body.orderStatus !== undefined || body.paymentStatus !== undefined, STATUS_REQUIRED)
  .refine(keptNoteFitsChoice, KEPT_NOTE_NEEDS_KEEP);
export type BulkOrderStatusInput = z.input<typeof bulkOrderStatusSchema>;
