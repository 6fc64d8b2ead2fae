import type { AuditEntry } from '@/lib/contracts/admin-audit';
import { addOrderNoteSchema, editOrderSchema, orderDetailsQuerySchema } from '@/lib/validation/admin-order-detail';
import type { OrderStatus, PaymentStatus } from '@/lib/validation/admin-orders';
import type { OrderSourceValue } from '@/lib/validation/orders';
import type { PickupOptionJson } from '@/lib/plan/plan-types';
import { endpoint, jsonOf } from './endpoint';
import type { Grind } from '@/lib/coffee/options';

/*
 * One order seen by an admin (issue 12): GET /_api/admin/order/details and the page /admin/orders/[orderNumber],
 * and its internal notes (POST /_api/admin/order/notes). Orders are addressed by their order number, as people
 * read it out; the notes call takes the order's id, as the status call does.
 */

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
  /** The option bought (issue 28); null for a line from before options or whose option was deleted. */
  optionId: number | null;
  grind: Grind;
  size: string;
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
  /** A cancelled order's money that staff said stays (issue 26): when, and their note; null otherwise. */
  moneyKept: { at: string; note: string | null } | null;
  /** Where the buyer of a credited order came from: 'qr', 'link', 'campaign-picker', or null (not recorded). */
  source: OrderSourceValue | null;
  /** The buyer's pickup choice (issue 25), or null when none was offered or chosen. */
  pickup: Omit<PickupOptionJson, 'remaining'> | null;
  /** The buyer's order page with its secret key, for staff to give the buyer again. */
  orderPageUrl: string;
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

/** POST /_api/admin/order/edit: the order's money after the change (cents), and what was refunded with it. */
export type EditOrderResult = {
  message: string;
  orderId: number;
  totalCents: number;
  collectedCents: number;
  outstandingCents: number;
  paymentStatus: PaymentStatus;
  /** Given back with the change because the new total fell below what was collected; 0 when nothing was. */
  refundedCents: number;
  /** False when the lines sent were the order's lines already (nothing written, nobody e-mailed). */
  changed: boolean;
};

export const adminOrderDetailEndpoints = {
  /** `?orderNumber=SG-261122-7KQ4M`; 404 for an unknown order. */
  details: endpoint({
    method: 'GET',
    path: '/_api/admin/order/details',
    access: ['admin'],
    query: orderDetailsQuerySchema,
    response: jsonOf<AdminOrderDetailResponse>(),
  }),
  /** `{ orderId, body }`; answers 201. */
  addNote: endpoint({
    method: 'POST',
    path: '/_api/admin/order/notes',
    access: ['admin'],
    body: addOrderNoteSchema,
    response: jsonOf<{ message: string; note: OrderNoteJson }>(),
  }),
  /**
   * `{ orderId, lines: [{ productId, quantity }], refund?: { method, reference? } }`: the order's whole new set of
   * lines, until it is handed out (409 after, and for a cancelled order). Kept lines keep their price, new ones take
   * today's; a new total below what was collected is a 409 unless `refund` says how the difference goes back.
   */
  edit: endpoint({
    method: 'POST',
    path: '/_api/admin/order/edit',
    access: ['admin'],
    body: editOrderSchema,
    response: jsonOf<EditOrderResult>(),
  }),
};
