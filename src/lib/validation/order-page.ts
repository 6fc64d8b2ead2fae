import { z } from 'zod';
import { text } from './common';
import { pickupOptionIdField } from './campaign-plan';

/*
 * The buyer's order page (issue 25): reached only through its secret link, `/orders/{orderNumber}?key=`. A wrong,
 * missing or malformed key answers exactly as an unknown order does (404), so these rules only bound the input.
 */

export const ORDER_NOT_FOUND_FOR_BUYER = 'Order not found.';
const ORDER_NUMBER = /^[A-Za-z0-9-]{1,64}$/;
export const ORDER_KEY_PATTERN = /^[0-9a-f]{32}$/;

const orderNumberField = text({ error: ORDER_NOT_FOUND_FOR_BUYER }).trim();
const keyField = text({ error: ORDER_NOT_FOUND_FOR_BUYER }).trim();

/** Whether an order number and key could be a real pair (anything else is simply not found). */
export const isWellFormedOrderLink = (orderNumber: string, key: string) =>
  ORDER_NUMBER.test(orderNumber) && ORDER_KEY_PATTERN.test(key);

// GET /_api/orders/lookup?orderNumber=&key=
export const orderLookupQuerySchema = z.object({
  orderNumber: orderNumberField.optional().default(''),
  key: keyField.optional().default(''),
});

// POST /_api/orders/pickup
export const orderPickupSchema = z.strictObject({
  orderNumber: orderNumberField,
  key: keyField,
  pickupOptionId: pickupOptionIdField,
});
export type OrderPickupInput = z.output<typeof orderPickupSchema>;
