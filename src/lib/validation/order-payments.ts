import { z } from 'zod';
import { parseDateBound } from '@/lib/dates';
import { BULK_IDS_EMPTY, BULK_IDS_INVALID, BULK_MAX_IDS, bulkFilterSchema, ORDER_ID_INVALID } from './admin-orders';
import { MAX_ID, positiveId, positiveIdParam, text } from './common';

/*
 * The payment ledger (issue 13): recording a payment or a refund on an order (admin and captain), an order's
 * ledger, and recording many orders' outstanding amounts at once. One schema per endpoint; its limits and messages
 * are shared with the forms (src/lib/forms/payment-form.ts).
 */

/** The database enum's values (src/server/db/schema.ts; the service checks at compile time that they match). */
export const paymentMethods = ['cash', 'check', 'venmo', 'zelle', 'paypal', 'card_reader', 'other'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** Largest amount one entry may carry ($1,000,000.00): far above any order, far below the integer column's limit. */
export const PAYMENT_MAX_CENTS = 100_000_000;
export const REFERENCE_MAX_LENGTH = 200;
/** How far ahead of the server's clock a received time may be (a phone's clock runs a little fast). */
export const RECEIVED_AT_SKEW_MS = 5 * 60 * 1000;

export const AMOUNT_INVALID =
  'amountCents must be a whole number of cents other than 0 (positive for a payment, negative for a refund).';
export const AMOUNT_TOO_LARGE = 'amountCents must be at most 100000000 ($1,000,000.00) either way.';
export const METHOD_INVALID = `method must be one of: ${paymentMethods.join(', ')}.`;
export const REFERENCE_TOO_LONG = `reference must be at most ${REFERENCE_MAX_LENGTH} characters.`;
export const COLLECTOR_INVALID = 'collectedByUserId must be a positive integer.';
export const RECEIVED_AT_INVALID = 'receivedAt must be an ISO date-time with a time zone, e.g. 2026-11-20T18:30:00Z.';
export const RECEIVED_AT_FUTURE = 'receivedAt must not be in the future.';
export const CAPTAIN_REFUND_REFUSED =
  'Captains record payments only: a refund is recorded by staff. Ask an admin to record it.';
/** The one answer a captain gets for any collector they may not name (it never says who the person is). */
export const CAPTAIN_COLLECTOR_REFUSED =
  "That collector can't be named here: choose yourself, staff or one of this campaign's fundraisers.";

const amountCents = z
  .number({ error: AMOUNT_INVALID })
  .int(AMOUNT_INVALID)
  .refine((value) => value !== 0, AMOUNT_INVALID)
  .refine((value) => Math.abs(value) <= PAYMENT_MAX_CENTS, AMOUNT_TOO_LARGE);

const method = z.enum(paymentMethods, { error: METHOD_INVALID });

/** Optional text; empty (after trimming) is no reference. */
export const referenceField = text({ error: REFERENCE_TOO_LONG })
  .trim()
  .max(REFERENCE_MAX_LENGTH, REFERENCE_TOO_LONG)
  .nullish()
  .transform((value) => value || null);

const collectedByUserId = positiveId(COLLECTOR_INVALID)
  .nullish()
  .transform((value) => value ?? null);

/** An instant the money changed hands: not in the future (a small clock skew allowed); absent means now. */
const receivedAt = text({ error: RECEIVED_AT_INVALID })
  .nullish()
  .transform((value, ctx) => {
    if (value === undefined || value === null || value.trim() === '') return null;
    const bound = parseDateBound(value);
    if (!bound || bound.dateOnly) {
      ctx.addIssue({ code: 'custom', message: RECEIVED_AT_INVALID, input: value });
      return z.NEVER;
    }
    if (bound.date.getTime() > Date.now() + RECEIVED_AT_SKEW_MS) {
      ctx.addIssue({ code: 'custom', message: RECEIVED_AT_FUTURE, input: value });
      return z.NEVER;
    }
    return bound.date;
  });

/** What every entry says besides its order and amount. */
const entryFields = { method, reference: referenceField, collectedByUserId, receivedAt };

// POST /_api/admin/order/payments and POST /_api/captain/order/payments
export const recordPaymentSchema = z.strictObject({
  orderId: positiveId(ORDER_ID_INVALID),
  amountCents,
  ...entryFields,
});
export type RecordPaymentInput = z.input<typeof recordPaymentSchema>;
export type RecordPaymentValues = z.output<typeof recordPaymentSchema>;

export const RETURNED_LINES_INVALID =
  'returnedLines must list { orderItemId, quantity } pairs: each line of the order once, quantity at least 1.';
export const RETURN_AMOUNT_INVALID =
  'With returnedLines, amountCents is a refund (negative), or leave it out to refund the returned bags’ value.';

const returnedLine = z.strictObject(
  {
    orderItemId: positiveId(RETURNED_LINES_INVALID),
    quantity: z.number({ error: RETURNED_LINES_INVALID }).int(RETURNED_LINES_INVALID).min(1, RETURNED_LINES_INVALID),
  },
  { error: RETURNED_LINES_INVALID },
);

// POST /_api/admin/order/payments: staff's entry, which may also be a refund for returned bags (issue 26): those
// quantities come off the order and the refund defaults to their value.
export const adminRecordPaymentSchema = z
  .strictObject({
    orderId: positiveId(ORDER_ID_INVALID),
    amountCents: amountCents.optional(),
    returnedLines: z
      .array(returnedLine, { error: RETURNED_LINES_INVALID })
      .min(1, RETURNED_LINES_INVALID)
      .max(50, RETURNED_LINES_INVALID)
      .refine((lines) => new Set(lines.map((line) => line.orderItemId)).size === lines.length, RETURNED_LINES_INVALID)
      .nullish()
      .transform((value) => value ?? null),
    ...entryFields,
  })
  .superRefine((entry, ctx) => {
    if (entry.returnedLines === null && entry.amountCents === undefined) {
      ctx.addIssue({ code: 'custom', message: AMOUNT_INVALID, path: ['amountCents'] });
    }
    if (entry.returnedLines !== null && entry.amountCents !== undefined && entry.amountCents > 0) {
      ctx.addIssue({ code: 'custom', message: RETURN_AMOUNT_INVALID, path: ['amountCents'] });
    }
  });
export type AdminRecordPaymentInput = z.input<typeof adminRecordPaymentSchema>;
export type AdminRecordPaymentValues = z.output<typeof adminRecordPaymentSchema>;

export const BULK_PAYMENT_IDS_TOO_MANY = `At most ${BULK_MAX_IDS.toLocaleString('en-US')} orderIds at a time.`;

export const BULK_PAYMENT_TARGET_REQUIRED =
  'Send orderIds (the orders to record) or filter (every order matching the list filters), not both.';
export const BULK_COLLECTOR_TWICE =
  "Send collectedByUserId (one collector for every entry) or collector: 'fundraiser' (each order's own), not both.";
export const BULK_COLLECTOR_INVALID = "collector must be 'fundraiser' (each order's fundraiser collected it).";

// POST /_api/admin/orders/bulk-payments: by ids or by the list's filters (as bulk-status); `collector: 'fundraiser'`
// credits each entry to its order's fundraiser; `dryRun` answers { orders, totalCents } and records nothing.
export const bulkPaymentsSchema = z
  .strictObject({
    orderIds: z
      .array(positiveId(BULK_IDS_INVALID), { error: BULK_IDS_INVALID })
      .min(1, BULK_IDS_EMPTY)
      .max(BULK_MAX_IDS, BULK_PAYMENT_IDS_TOO_MANY)
      .optional(),
    filter: bulkFilterSchema.optional(),
    ...entryFields,
    // A dry run records nothing, so it needs no method.
    method: method.optional(),
    collector: z.literal('fundraiser', { error: BULK_COLLECTOR_INVALID }).optional(),
    dryRun: z.boolean({ error: 'dryRun must be true or false.' }).optional(),
  })
  .refine((body) => (body.orderIds === undefined) !== (body.filter === undefined), BULK_PAYMENT_TARGET_REQUIRED)
  .refine((body) => !(body.collector && body.collectedByUserId !== null), BULK_COLLECTOR_TWICE)
  .refine((body) => body.dryRun || body.method !== undefined, { message: METHOD_INVALID, path: ['method'] });
export type BulkPaymentsInput = z.input<typeof bulkPaymentsSchema>;

// GET /_api/admin/order/payments?orderId=
export const orderPaymentsQuerySchema = z.object({ orderId: positiveIdParam(ORDER_ID_INVALID) });

export const COLLECTORS_CAMPAIGN_INVALID = 'campaignId must be a positive integer.';
export const COLLECTORS_ORDERS_INVALID = 'orderIds must be up to 100 order ids separated by commas.';

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

// GET /_api/admin/order/payment-collectors?campaignId= | ?orderIds=1,2,3 (their campaign when they share one); staff
// only without either
export const paymentCollectorsQuerySchema = z.object({
  campaignId: z.preprocess(emptyToUndefined, positiveIdParam(COLLECTORS_CAMPAIGN_INVALID).optional()),
  orderIds: z.preprocess(
    emptyToUndefined,
    text({ error: COLLECTORS_ORDERS_INVALID })
      .regex(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,99}$/, COLLECTORS_ORDERS_INVALID)
      .transform((value) => value.split(',').map(Number))
      .pipe(z.array(z.number().max(MAX_ID, COLLECTORS_ORDERS_INVALID)))
      .optional(),
  ),
});

// GET /_api/captain/order/payment-collectors?campaignId=
export const captainPaymentCollectorsQuerySchema = z.object({
  campaignId: positiveIdParam(COLLECTORS_CAMPAIGN_INVALID),
});

export const FUNDRAISER_AMOUNT_INVALID = 'amountCents must be a whole number of cents, more than 0.';

// POST /_api/fundraiser/order/payments: cash (or a check…) a fundraiser took for an order credited to them.
export const fundraiserPaymentSchema = z.strictObject({
  orderId: positiveId(ORDER_ID_INVALID),
  amountCents: z
    .number({ error: FUNDRAISER_AMOUNT_INVALID })
    .int(FUNDRAISER_AMOUNT_INVALID)
    .positive(FUNDRAISER_AMOUNT_INVALID)
    .max(PAYMENT_MAX_CENTS, AMOUNT_TOO_LARGE),
  method,
});
export type FundraiserPaymentInput = z.output<typeof fundraiserPaymentSchema>;
