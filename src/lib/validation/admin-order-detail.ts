import { z } from 'zod';
import { ORDER_ID_INVALID } from './admin-orders';
import { cartLineSchema, MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart';
import { multilineText, positiveId, text } from './common';
import { METHOD_INVALID, paymentMethods, referenceField as refundReference } from './order-payments';

/*
 * One order seen by an admin (issue 12): GET /_api/admin/order/details and the page /admin/orders/[orderNumber],
 * and its internal notes (POST /_api/admin/order/notes). Orders are addressed by their order number, as people
 * read it out; the notes call takes the order's id, as the status call does.
 */

/** Order numbers look like SG-261122-7KQ4M; anything outside this is a 400 (API) or a 404 (page) without a query. */
export const ORDER_NUMBER_PATTERN = /^[A-Za-z0-9-]{1,64}$/;
export const ORDER_NUMBER_REQUIRED = 'orderNumber is required.';
export const ORDER_NUMBER_INVALID = 'orderNumber must be 1 to 64 letters, digits or hyphens.';

export const NOTE_MAX_LENGTH = 2000;
export const NOTE_REQUIRED = 'A note must not be empty.';
export const NOTE_TOO_LONG = `A note must be at most ${NOTE_MAX_LENGTH} characters.`;

// GET /_api/admin/order/details?orderNumber=
export const orderDetailsQuerySchema = z.object({
  orderNumber: text({ error: ORDER_NUMBER_REQUIRED })
    .trim()
    .min(1, ORDER_NUMBER_REQUIRED)
    .regex(ORDER_NUMBER_PATTERN, ORDER_NUMBER_INVALID),
});

// POST /_api/admin/order/notes and the note form
export const addOrderNoteSchema = z.strictObject({
  orderId: positiveId(ORDER_ID_INVALID),
  body: multilineText({ error: NOTE_REQUIRED }).trim().min(1, NOTE_REQUIRED).max(NOTE_MAX_LENGTH, NOTE_TOO_LONG),
});
export type AddOrderNoteInput = z.input<typeof addOrderNoteSchema>;

export const EDIT_LINES_REQUIRED =
  'lines must list the order’s coffees (at least one): to take everything off, cancel the order instead.';
export const EDIT_REFUND_INVALID = 'refund must be { method, reference? } with a payment method.';

// POST /_api/admin/order/edit: the order's whole new set of lines, with checkout's bounds (the same coffee on several
// lines is one line of their sum). `refund` gives back collected − new total when the new total is below it.
export const editOrderSchema = z.strictObject({
  orderId: positiveId(ORDER_ID_INVALID),
  lines: z
    .array(cartLineSchema, { error: EDIT_LINES_REQUIRED })
    .min(1, EDIT_LINES_REQUIRED)
    .max(MAX_CART_LINES, `An order can hold at most ${MAX_CART_LINES} different coffees.`)
    .transform((lines, ctx) => {
      // One line per coffee and option (issue 28); a line without optionId is the coffee's line on the order, or
      // its default option when new.
      const merged = new Map<string, { productId: number; optionId: number | null; quantity: number }>();
      for (const { productId, optionId, quantity } of lines) {
        const key = `${productId}:${optionId ?? ''}`;
        const sum = (merged.get(key)?.quantity ?? 0) + quantity;
        merged.set(key, { productId, optionId: optionId ?? null, quantity: sum });
      }
      if ([...merged.values()].some((line) => line.quantity > MAX_LINE_QUANTITY)) {
        ctx.addIssue({ code: 'custom', message: `Quantity cannot be more than ${MAX_LINE_QUANTITY}` });
        return z.NEVER;
      }
      return [...merged.values()];
    }),
  refund: z
    .strictObject(
      { method: z.enum(paymentMethods, { error: METHOD_INVALID }), reference: refundReference },
      { error: EDIT_REFUND_INVALID },
    )
    .nullish()
    .transform((value) => value ?? null),
});
export type EditOrderInput = z.input<typeof editOrderSchema>;
export type EditOrderValues = z.output<typeof editOrderSchema>;
