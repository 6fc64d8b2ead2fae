import { z } from 'zod';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@/lib/cart/limits';
import { positiveId } from './common';

export { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@/lib/cart/limits';

const quantity = z
  .number({ error: 'Quantity must be at least 1' })
  .int('Quantity must be at least 1')
  .min(1, 'Quantity must be at least 1')
  .max(MAX_LINE_QUANTITY, `Quantity cannot be more than ${MAX_LINE_QUANTITY}`);

/** The grind and size bought (issue 28); absent = the coffee's default option. */
export const optionIdSchema = positiveId('Option ID must be a positive integer.').optional().nullable();
export const OPTION_NOT_AVAILABLE = 'This grind and size is not available for this coffee.';

export const cartLineSchema = z.strictObject({
  productId: positiveId('Product ID must be a positive integer.'),
  optionId: optionIdSchema,
  quantity,
});

const campaignId = positiveId('Campaign ID must be a positive integer.').optional().nullable();

// POST /_api/cart/add
export const addToCartSchema = z.strictObject({
  productId: positiveId('Product ID must be a positive integer.'),
  optionId: optionIdSchema,
  quantity,
  campaignId,
});

// POST /_api/cart/remove
// Without optionId every line of the coffee goes.
export const removeFromCartSchema = z.strictObject({
  productId: positiveId('Product ID must be a positive integer.'),
  optionId: optionIdSchema,
});

// POST /_api/cart/clear
export const clearCartSchema = z.strictObject({});

// POST /_api/cart/sync
export const syncCartSchema = z.strictObject({
  items: z
    .array(cartLineSchema, { error: 'Items must be a list.' })
    .max(MAX_CART_LINES, `A cart can hold at most ${MAX_CART_LINES} different coffees.`),
  campaignId,
});

export type AddToCartInput = z.infer<typeof addToCartSchema>;
export type SyncCartInput = z.infer<typeof syncCartSchema>;
export type RemoveFromCartInput = z.infer<typeof removeFromCartSchema>;
