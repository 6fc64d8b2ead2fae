import { z } from 'zod';
import type { OrderSourceValue } from './orders';
import type { AuditEntry } from '@/lib/contracts/admin-audit';
import { ORDER_ID_INVALID, type OrderStatus, type PaymentStatus } from './admin-orders';
import { multilineText, positiveId, text } from './common';

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

/** The note form's own values (the order id comes from the page). */
export const orderNoteFormSchema = addOrderNoteSchema.pick({ body: true });
export type OrderNoteFormValues = z.input<typeof orderNoteFormSchema>;

/** An internal note: never edited, shown newest first. */
export type OrderNoteJson = {
  id: number;
  orderId: number;
  body: string;
  authorId: number;
  /** The author's name when they wrote it. */
  authorName: string;
  createdAt: string;
};

/** One line of the order: the name and unit price as they were sold; money as exact "12.50" strings. */
export type AdminOrderLine = {
  id: number;
  /** Null once the product has been deleted forever (the line keeps its name and price). */
  productId: number | null;
  productName: string;
  quantity: number;
  unitPrice: string;
  lineTotal: string;
};

export type AdminOrderDetail = {
  id: number;
  orderNumber: string;
  createdAt: string;
  updatedAt: string;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  customer: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    /** The customer's own account when they were signed in, else null (a guest order). */
    userId: number | null;
  };
  campaign: { id: number; name: string; slug: string | null } | null;
  fundraiser: { id: number; name: string } | null;
  /** Where the buyer of a credited order came from: 'qr', 'link', 'campaign-picker', or null (not recorded). */
  source: OrderSourceValue | null;
  items: AdminOrderLine[];
  /** Bags in the order. */
  itemCount: number;
  totalAmount: string;
};

/** GET /_api/admin/order/details: the order, its notes and its history (audit entries), both newest first. */
export type AdminOrderDetailResponse = {
  order: AdminOrderDetail;
  notes: OrderNoteJson[];
  history: AuditEntry[];
};
