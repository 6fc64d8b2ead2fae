import { z } from 'zod';
import { cartLineSchema, MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart';
import {
  emailAddress,
  isPlainPersonName,
  optionalPhoneSchema,
  personNameLinkMessage,
  positiveId,
  text,
} from './common';
import { PICKUP_OPTION_ID_INVALID } from './campaign-plan';

/** Where the buyer of a credited order came from (orders.source; the same list as the database enum). */
export const ORDER_SOURCES = ['qr', 'link', 'campaign-picker'] as const;
/** What a buyer may send as `source`; staff screens record `paper` and `booth` orders themselves (issue 29). */
export type BuyerOrderSource = (typeof ORDER_SOURCES)[number];
/** Every source an order can carry (the database enum). */
export const RECORDED_ORDER_SOURCES = [...ORDER_SOURCES, 'paper', 'booth'] as const;
export type OrderSourceValue = (typeof RECORDED_ORDER_SOURCES)[number];
export const ORDER_SOURCE_INVALID = "Source must be one of 'qr', 'link' or 'campaign-picker'.";
export const ORDER_SOURCE_NEEDS_CAMPAIGN =
  'A source is recorded only for an order credited to a campaign: send campaignId.';

/** The largest gift taken online ($10,000); bigger gifts are a conversation with the team. */
export const MAX_GIFT_CENTS = 1_000_000;
export const GIFT_INVALID = 'A gift must be a whole-dollar amount from $1 to $10,000 (giftCents 100, 200, …).';
/** A gift for the team (issue 29): whole dollars, in cents. */
export const giftCentsSchema = z
  .number({ error: GIFT_INVALID })
  .int(GIFT_INVALID)
  .min(100, GIFT_INVALID)
  .max(MAX_GIFT_CENTS, GIFT_INVALID)
  .refine((cents) => cents % 100 === 0, GIFT_INVALID);

// The buyer's names reach the fundraiser, the captain and the shop, and the confirmation goes to any address typed.
export const customerNameSchema = (message: string) =>
  text({ error: message })
    .trim()
    .max(100, 'Names must be at most 100 characters.')
    .refine(isPlainPersonName, personNameLinkMessage('Names'));

export const customerEmailSchema = emailAddress('Invalid email address');

// POST /_api/products/order
export const placeOrderSchema = z
  .strictObject({
    customerFirstName: customerNameSchema('First name is required.').optional().nullable(),
    customerLastName: customerNameSchema('Last name is required.').optional().nullable(),
    customerName: customerNameSchema('Name is required.').optional().nullable(),
    customerEmail: customerEmailSchema,
    customerPhone: optionalPhoneSchema,
    subAccountId: positiveId('Sub-account ID must be a positive integer.').optional().nullable(),
    campaignId: positiveId('Campaign ID must be a positive integer.').optional().nullable(),
    source: z.enum(ORDER_SOURCES, { error: ORDER_SOURCE_INVALID }).optional().nullable(),
    // Required by the service when the campaign (or the shop) has pickup options (issue 25).
    pickupOptionId: positiveId(PICKUP_OPTION_ID_INVALID).optional().nullable(),
    items: z
      .array(cartLineSchema, { error: 'Your cart is empty' })
      .max(MAX_CART_LINES, `An order can hold at most ${MAX_CART_LINES} different coffees.`),
    // Issue 29: a gift for the team beside the coffee, or alone with `items: []`.
    giftCents: giftCentsSchema.optional().nullable(),
  })
  .transform((order, ctx) => {
    if (order.items.length === 0 && !order.giftCents) {
      ctx.addIssue({ code: 'custom', message: 'Your cart is empty', path: ['items'] });
      return z.NEVER;
    }
    let first = order.customerFirstName?.trim() ?? '';
    let last = order.customerLastName?.trim() ?? '';
    if (!first || !last) {
      // customerName stands in for both: the last word is the last name.
      const parts = (order.customerName ?? '').trim().split(/\s+/).filter(Boolean);
      if (parts.length >= 2) {
        last = parts.pop()!;
        first = parts.join(' ');
      } else if (parts.length === 1 && (first || last)) {
        first ||= parts[0]!;
        last ||= parts[0]!;
      }
    }
    if (!first || !last) {
      ctx.addIssue({ code: 'custom', message: 'First and last name are required.', path: ['customerFirstName'] });
      return z.NEVER;
    }
    // The same coffee in the same option on several lines is one line of their sum, and the per-line cap applies to
    // that sum. A line without optionId is the default option (resolved by the service).
    const merged = new Map<string, { productId: number; optionId: number | null; quantity: number }>();
    for (const item of order.items) {
      const key = `${item.productId}:${item.optionId ?? ''}`;
      const quantity = (merged.get(key)?.quantity ?? 0) + item.quantity;
      merged.set(key, { productId: item.productId, optionId: item.optionId ?? null, quantity });
    }
    if ([...merged.values()].some((line) => line.quantity > MAX_LINE_QUANTITY)) {
      ctx.addIssue({ code: 'custom', message: `Quantity cannot be more than ${MAX_LINE_QUANTITY}`, path: ['items'] });
      return z.NEVER;
    }
    if (order.subAccountId && !order.campaignId) {
      ctx.addIssue({
        code: 'custom',
        message: 'A campaign is required when crediting a fundraiser.',
        path: ['campaignId'],
      });
      return z.NEVER;
    }
    if (order.source && !order.campaignId) {
      ctx.addIssue({ code: 'custom', message: ORDER_SOURCE_NEEDS_CAMPAIGN, path: ['source'] });
      return z.NEVER;
    }
    return {
      customerFirstName: first,
      customerLastName: last,
      customerEmail: order.customerEmail,
      customerPhone: order.customerPhone,
      campaignId: order.campaignId ?? null,
      subAccountId: order.subAccountId ?? null,
      // Without an option a line is exactly what it was before options: old idempotency fingerprints still match.
      items: [...merged.values()]
        .sort((a, b) => a.productId - b.productId || (a.optionId ?? 0) - (b.optionId ?? 0))
        .map(({ productId, optionId, quantity }) => ({ productId, quantity, ...(optionId ? { optionId } : {}) })),
      // Only when sent: an order without a source keeps exactly the idempotency fingerprint it had before sources.
      ...(order.source ? { source: order.source } : {}),
      ...(order.pickupOptionId ? { pickupOptionId: order.pickupOptionId } : {}),
      // Only when sent, like the source: an order without a gift keeps its fingerprint.
      ...(order.giftCents ? { giftCents: order.giftCents } : {}),
    };
  });
export type PlaceOrderInput = z.output<typeof placeOrderSchema>;

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;
export const IDEMPOTENCY_KEY_INVALID = 'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores.';

/** The largest order taken online ($100,000); anything bigger is a call to the shop, and stays far inside the column. */
export const MAX_ORDER_TOTAL_CENTS = 10_000_000;
export const ORDER_TOO_LARGE = 'This order is too large to place online. Please contact us to arrange it.';
/** The order endpoint's 503 while the database cannot be reached: the buyer must know to try again. */
export const ORDER_NOT_PLACED =
  'We could not place your order: the shop is briefly unavailable. Nothing was charged or saved. Please try again in a moment.';
export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different order. Use a new key for a new order.';
