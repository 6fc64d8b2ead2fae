import { z } from 'zod';
import { cartLineSchema, MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart';
import { emailAddress, optionalPhoneSchema, positiveId } from './common';
import { PAYMENT_MAX_CENTS, paymentMethods, METHOD_INVALID } from './order-payments';
import { customerNameSchema, giftCentsSchema } from './orders';
import { parseShopDate } from '@/lib/dates';
import { positiveIdParam, text } from './common';

/*
 * Orders typed in by the team (issue 29): an envelope of paper order forms for one seller, and a walk-up sale at a
 * booth. One schema per endpoint; the screens share their limits and messages (src/lib/forms/).
 */

/** One envelope's rows at most: a class's worth of forms, and one request a phone can send in a parking lot. */
export const MAX_PAPER_ROWS = 60;
/** Sellers on one booth shift. */
export const MAX_BOOTH_SELLERS = 20;

export const CAMPAIGN_ID_INVALID = 'campaignId must be a positive integer.';
export const SELLER_ID_INVALID = 'subAccountId must be a positive integer (the seller the orders are credited to).';
export const SELLER_IDS_INVALID = 'sellerIds must be a list of positive integers (the sellers on the shift).';
export const PAPER_ROWS_EMPTY = 'orders must list at least one paper order.';
export const PAPER_ROWS_TOO_MANY = `One envelope holds at most ${MAX_PAPER_ROWS} orders: send the rest separately.`;
export const PAPER_ROW_EMPTY = 'Each order needs at least one bag or a gift.';
export const PAID_AMOUNT_INVALID = 'paid.amountCents must be a whole number of cents above 0.';
export const ENVELOPE_AMOUNT_INVALID =
  'envelope.cashCents and envelope.checkCents must be whole numbers of cents, 0 or more.';
export const BOOTH_AMOUNT_INVALID = 'payment.amountCents must be a whole number of cents, 0 or more.';
export const HANDED_OUT_INVALID = 'handedOut must be true or false.';
export const BOOTH_EMPTY = 'A booth sale needs at least one bag or a gift.';

const cents = (message: string, min: number) =>
  z.number({ error: message }).int(message).min(min, message).max(PAYMENT_MAX_CENTS, message);

const method = z.enum(paymentMethods, { error: METHOD_INVALID });

const items = z
  .array(cartLineSchema, { error: 'items must be a list.' })
  .max(MAX_CART_LINES, `An order can hold at most ${MAX_CART_LINES} different coffees.`);

type Line = z.output<typeof cartLineSchema>;

/** Lines of one coffee and option added up (the same rule as the order call), sorted; null past the per-line cap. */
function mergeLines(lines: Line[]): Array<{ productId: number; quantity: number; optionId?: number }> | null {
  const merged = new Map<string, { productId: number; optionId: number | null; quantity: number }>();
  for (const line of lines) {
    const key = `${line.productId}:${line.optionId ?? ''}`;
    const quantity = (merged.get(key)?.quantity ?? 0) + line.quantity;
    merged.set(key, { productId: line.productId, optionId: line.optionId ?? null, quantity });
  }
  if ([...merged.values()].some((line) => line.quantity > MAX_LINE_QUANTITY)) return null;
  return [...merged.values()]
    .sort((a, b) => a.productId - b.productId || (a.optionId ?? 0) - (b.optionId ?? 0))
    .map(({ productId, optionId, quantity }) => ({ productId, quantity, ...(optionId ? { optionId } : {}) }));
}

const paperRow = z
  .strictObject({
    customerFirstName: customerNameSchema('First name is required.').refine(Boolean, 'First name is required.'),
    customerLastName: customerNameSchema('Last name is required.').refine(Boolean, 'Last name is required.'),
    // Many paper buyers give none: their order has no e-mail (no confirmation, no receipt by mail).
    customerEmail: z
      .union([z.literal(''), emailAddress('Invalid email address')])
      .optional()
      .nullable()
      .transform((value) => value || ''),
    customerPhone: optionalPhoneSchema,
    items,
    giftCents: giftCentsSchema.optional().nullable(),
    paid: z
      .strictObject({ amountCents: cents(PAID_AMOUNT_INVALID, 1), method })
      .optional()
      .nullable()
      .transform((value) => value ?? null),
    /** Save this row even though it looks like an order already credited to the seller (the screen asked). */
    saveDuplicate: z.boolean({ error: 'saveDuplicate must be true or false.' }).optional(),
  })
  .transform((row, ctx) => {
    if (row.items.length === 0 && !row.giftCents) {
      ctx.addIssue({ code: 'custom', message: PAPER_ROW_EMPTY, path: ['items'] });
      return z.NEVER;
    }
    const lines = mergeLines(row.items);
    if (!lines) {
      ctx.addIssue({ code: 'custom', message: `Quantity cannot be more than ${MAX_LINE_QUANTITY}`, path: ['items'] });
      return z.NEVER;
    }
    return { ...row, items: lines, giftCents: row.giftCents ?? 0, saveDuplicate: row.saveDuplicate ?? false };
  });
export type PaperOrderRow = z.output<typeof paperRow>;

// POST /_api/captain/paper-orders and /_api/admin/paper-orders
export const paperOrdersSchema = z.strictObject({
  campaignId: positiveId(CAMPAIGN_ID_INVALID),
  subAccountId: positiveId(SELLER_ID_INVALID),
  envelope: z
    .strictObject({
      cashCents: cents(ENVELOPE_AMOUNT_INVALID, 0),
      checkCents: cents(ENVELOPE_AMOUNT_INVALID, 0),
    })
    .optional()
    .nullable()
    .transform((value) => value ?? null),
  orders: z
    .array(paperRow, { error: PAPER_ROWS_EMPTY })
    .min(1, PAPER_ROWS_EMPTY)
    .max(MAX_PAPER_ROWS, PAPER_ROWS_TOO_MANY),
  /** Check every row (errors, likely duplicates, the envelope's difference) and save nothing. */
  dryRun: z.boolean({ error: 'dryRun must be true or false.' }).optional(),
});
export type PaperOrdersInput = z.output<typeof paperOrdersSchema>;

// POST /_api/captain/booth-sales and /_api/admin/booth-sales
export const boothSaleSchema = z
  .strictObject({
    campaignId: positiveId(CAMPAIGN_ID_INVALID),
    // Empty: the sale is credited to the team (no seller).
    sellerIds: z
      .array(positiveId(SELLER_IDS_INVALID), { error: SELLER_IDS_INVALID })
      .max(MAX_BOOTH_SELLERS, `A shift has at most ${MAX_BOOTH_SELLERS} sellers.`),
    items,
    giftCents: giftCentsSchema.optional().nullable(),
    payment: z.strictObject({ amountCents: cents(BOOTH_AMOUNT_INVALID, 0), method }),
    handedOut: z.boolean({ error: HANDED_OUT_INVALID }),
  })
  .transform((sale, ctx) => {
    if (sale.items.length === 0 && !sale.giftCents) {
      ctx.addIssue({ code: 'custom', message: BOOTH_EMPTY, path: ['items'] });
      return z.NEVER;
    }
    const lines = mergeLines(sale.items);
    if (!lines) {
      ctx.addIssue({ code: 'custom', message: `Quantity cannot be more than ${MAX_LINE_QUANTITY}`, path: ['items'] });
      return z.NEVER;
    }
    // The same seller named twice is one seller: their share is not doubled.
    return { ...sale, sellerIds: [...new Set(sale.sellerIds)], items: lines, giftCents: sale.giftCents ?? 0 };
  });
export type BoothSaleInput = z.output<typeof boothSaleSchema>;

export const BOOTH_SINCE_INVALID =
  'since must be an ISO date-time such as 2026-11-27T14:00:00Z, or a date (YYYY-MM-DD).';

// GET /_api/captain/booth-sales?campaignId=&since= and /_api/admin/booth-sales?…: a shift's sales and totals
export const boothShiftQuerySchema = z.strictObject({
  campaignId: positiveIdParam(CAMPAIGN_ID_INVALID),
  // Absent: the start of today in the shop's time zone (the read decides, so "today" is the server's today).
  since: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    text({ error: BOOTH_SINCE_INVALID })
      .transform((value, ctx) => {
        const instant = parseShopDate(value);
        if (!instant) {
          ctx.addIssue({ code: 'custom', message: BOOTH_SINCE_INVALID });
          return z.NEVER;
        }
        return instant;
      })
      .optional(),
  ),
});
export type BoothShiftQuery = z.output<typeof boothShiftQuerySchema>;
