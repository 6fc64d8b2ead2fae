import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { EditOrderResult } from '@/lib/contracts/admin-order-detail';
import { formatCents } from '@/lib/format';
import { lineTotal, sumCents } from '@/lib/money';
import { derivePaymentStatus, outstandingCents } from '@/lib/payment-ledger';
import { SHOP_PAYMENT_INSTRUCTIONS } from '@/lib/plan/shop-plan';
import type { EditOrderValues } from '@/lib/validation/admin-order-detail';
import type { PaymentStatus } from '@/lib/validation/admin-orders';
import { MAX_ORDER_TOTAL_CENTS, ORDER_TOO_LARGE } from '@/lib/validation/orders';
import { getDb, type Transaction } from '@/server/db';
import { campaignProducts, campaigns, orderItems, orders, pickupOptions } from '@/server/db/schema';
import { ApiError, badRequest, notFound, ORDER_NOT_FOUND } from '@/server/errors';
import { enqueueMail, outboxMessageId } from '@/server/mail/outbox';
import { orderChangedEmail } from '@/server/mail/templates/order-changed';
import { recordAudit, type AuditActor, type AuditRecord } from './audit';
import {
  entryProblem,
  ledgerOrderColumns,
  writeLedgerEntries,
  type EntryDetails,
  type LedgerOrder,
  type WrittenEntry,
} from './ledger-entries';
import { queueMilestoneEmails } from './milestones';
import { orderPlan } from './notice-support';
import { findOrderedProducts } from './orders';

/*
 * Orders change until they are handed out (issue 26): staff rewrite an order's lines (POST /_api/admin/order/edit) or
 * take returned bags off it with a refund (POST /_api/admin/order/payments with returnedLines). One core does both in
 * the caller's transaction: the refund entry (when money goes back), the lines, the total as placement computes it
 * (the lines' sum, no shipping), the payment status from the ledger, one `order.edited` audit entry and the buyer's
 * e-mail with the new total. Kept lines keep the price they were sold at; new lines take today's price.
 * docs/decisions/order-edits.md says why.
 */

/** The order as an edit needs it, row locked. */
export type EditableOrder = LedgerOrder & {
  accessKey: string;
  customerFirstName: string;
  customerEmail: string;
  subAccountId: number | null;
  pickupOptionId: number | null;
};

/** One line of an order: as stored (itemId) or to be added (itemId null). */
export type OrderLine = {
  itemId: number | null;
  productId: number | null;
  productName: string;
  unitPriceCents: number;
  quantity: number;
};

export async function lockEditableOrder(tx: Transaction, orderId: number): Promise<EditableOrder> {
  const [order] = await tx
    .select({
      ...ledgerOrderColumns,
      accessKey: orders.accessKey,
      customerFirstName: orders.customerFirstName,
      customerEmail: orders.customerEmail,
      subAccountId: orders.subAccountId,
      pickupOptionId: orders.pickupOptionId,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

export async function readOrderLines(tx: Transaction, orderId: number): Promise<OrderLine[]> {
  return tx
    .select({
      itemId: orderItems.id,
      productId: orderItems.productId,
      productName: orderItems.productName,
      unitPriceCents: orderItems.unitPriceCents,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

export const handedOutRefusal = (orderNumber: string) =>
  `Order ${orderNumber} was handed out: it can no longer be edited. For returned bags, record a refund and tick them.`;
export const cancelledRefusal = (orderNumber: string) =>
  `Order ${orderNumber} is cancelled: its lines can no longer change.`;
export const belowCollectedRefusal = (orderNumber: string, totalCents: number, collectedCents: number) =>
  `The new total ${formatCents(totalCents)} is below the ${formatCents(collectedCents)} collected on order ${orderNumber}: ` +
  `record a refund of ${formatCents(collectedCents - totalCents)} with the change (choose how it is given back), or keep the total.`;

/** "2 × House Blend at $12.50": how the audit trail names a line. */
const lineText = (line: OrderLine) => `${line.quantity} × ${line.productName} at ${formatCents(line.unitPriceCents)}`;

/** The status the ledger gives the order after the change; a `failed` mark on an unpaid order stays (set by hand). */
function statusAfter(
  order: EditableOrder,
  totalCents: number,
  collectedCents: number,
  refunded: boolean,
): PaymentStatus {
  if (order.paymentStatus === 'failed' && collectedCents === 0) return 'failed';
  return derivePaymentStatus({ totalCents, collectedCents, hasRefund: refunded || order.paymentStatus === 'refunded' });
}

export type LinesChange = {
  order: EditableOrder;
  before: OrderLine[];
  after: OrderLine[];
  /** Money given back with the change (cents, positive) and how; null when none. */
  refund: { amountCents: number; details: EntryDetails } | null;
  /** What the audit entry says caused it. */
  reason: 'edit' | 'return';
};

export type LinesChangeResult = { order: LedgerOrder; refund: WrittenEntry | null; changed: boolean };

/**
 * Applies a new set of lines to a locked order (the caller checked its status). A total below what stays collected
 * is a 409. Writes nothing when neither the lines nor the money change.
 */
export async function applyOrderLines(
  tx: Transaction,
  actor: AuditActor,
  change: LinesChange,
): Promise<LinesChangeResult> {
  const { order, before, after } = change;
  const totalCents = sumCents(after.map((line) => lineTotal(line.unitPriceCents, line.quantity)));
  if (totalCents > MAX_ORDER_TOTAL_CENTS) throw badRequest(ORDER_TOO_LARGE);
  const refundCents = change.refund?.amountCents ?? 0;
  const collectedCents = order.collectedCents - refundCents;
  if (collectedCents > totalCents) {
    throw new ApiError('conflict', belowCollectedRefusal(order.orderNumber, totalCents, order.collectedCents));
  }
  const beforeText = before.map(lineText);
  const afterText = after.map(lineText);
  const linesChanged = beforeText.join('\n') !== afterText.join('\n');
  if (!linesChanged && refundCents === 0) return { order, refund: null, changed: false };

  // The refund first: orders.collected_cents may never exceed the total, old or new.
  const refund =
    refundCents > 0
      ? (
          await writeLedgerEntries(
            tx,
            actor,
            [{ order: { ...order, totalCents }, amountCents: -refundCents }],
            change.refund!.details,
          )
        )[0]!
      : null;
  await rewriteLines(tx, order.id, before, after);
  const paymentStatus = statusAfter(order, totalCents, collectedCents, refundCents > 0);
  await tx
    .update(orders)
    .set({ totalCents, paymentStatus, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));

  const changes: AuditRecord['changes'] = {
    reason: { from: null, to: change.reason },
    lines: { from: beforeText, to: afterText },
    totalCents: { from: order.totalCents, to: totalCents },
  };
  if (order.paymentStatus !== paymentStatus) changes.paymentStatus = { from: order.paymentStatus, to: paymentStatus };
  await recordAudit(tx, actor, {
    action: 'order.edited',
    entityType: 'order',
    entityId: order.id,
    entityLabel: order.orderNumber,
    changes,
  });
  const changed = { ...order, totalCents, collectedCents, paymentStatus };
  if (order.totalCents !== totalCents) await queueChangedMail(tx, order, changed, after);
  if (totalCents > order.totalCents && order.campaignId && order.subAccountId) {
    await queueMilestones(tx, { campaignId: order.campaignId, userId: order.subAccountId });
  }
  return { order: changed, refund, changed: true };
}

async function rewriteLines(tx: Transaction, orderId: number, before: OrderLine[], after: OrderLine[]) {
  const kept = new Map(after.filter((line) => line.itemId !== null).map((line) => [line.itemId!, line]));
  const removed = before.filter((line) => !kept.has(line.itemId!)).map((line) => line.itemId!);
  if (removed.length > 0) {
    await tx.delete(orderItems).where(and(eq(orderItems.orderId, orderId), inArray(orderItems.id, removed)));
  }
  for (const line of before) {
    const next = kept.get(line.itemId!);
    if (next && next.quantity !== line.quantity) {
      await tx.update(orderItems).set({ quantity: next.quantity }).where(eq(orderItems.id, line.itemId!));
    }
  }
  const added = after.filter((line) => line.itemId === null);
  if (added.length > 0) {
    await tx.insert(orderItems).values(
      added.map((line) => ({
        orderId,
        productId: line.productId,
        productName: line.productName,
        unitPriceCents: line.unitPriceCents,
        quantity: line.quantity,
      })),
    );
  }
}

/** "Your order changed: new total": to the buyer, with the lines, what is still due and the order page link. */
async function queueChangedMail(tx: Transaction, before: EditableOrder, after: LedgerOrder, lines: OrderLine[]) {
  const [campaign] = before.campaignId
    ? await tx
        .select({ paymentInstructions: campaigns.paymentInstructions })
        .from(campaigns)
        .where(eq(campaigns.id, before.campaignId))
    : [];
  const [pickup] = before.pickupOptionId
    ? await tx.select().from(pickupOptions).where(eq(pickupOptions.id, before.pickupOptionId))
    : [];
  const plan = orderPlan(
    { ...before, totalCents: after.totalCents, collectedCents: after.collectedCents },
    before.campaignId ? (campaign?.paymentInstructions ?? null) : SHOP_PAYMENT_INSTRUCTIONS,
    pickup ?? null,
  );
  const content = orderChangedEmail({
    customerFirstName: before.customerFirstName,
    orderNumber: before.orderNumber,
    previousTotalCents: before.totalCents,
    totalCents: after.totalCents,
    items: lines.map((line) => ({
      name: line.productName,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      lineTotalCents: lineTotal(line.unitPriceCents, line.quantity),
    })),
    plan,
  });
  // One message per change: the totals and the time tell two edits apart.
  await enqueueMail(tx, {
    to: before.customerEmail,
    ...content,
    kind: 'order-changed',
    category: 'transactional',
    messageId: outboxMessageId('order-changed', before.id, before.orderNumber, after.totalCents, Date.now()),
  });
}

/** An order whose total rose may take its fundraiser past a milestone; a failed check never fails the edit. */
async function queueMilestones(tx: Transaction, fundraiser: { campaignId: number; userId: number }) {
  try {
    await tx.transaction((savepoint) => queueMilestoneEmails(savepoint, fundraiser));
  } catch (error) {
    console.error('[milestones] could not check milestones', { ...fundraiser, error });
  }
}

/** The new lines of an edit: kept lines keep their price, new ones take the product's current price. */
async function plannedLines(tx: Transaction, order: EditableOrder, before: OrderLine[], input: EditOrderValues) {
  const existing = new Map<number, OrderLine>();
  for (const line of before)
    if (line.productId !== null && !existing.has(line.productId)) existing.set(line.productId, line);
  const newIds = input.lines.map((line) => line.productId).filter((id) => !existing.has(id));
  const found = newIds.length > 0 ? await findOrderedProducts(tx, newIds) : [];
  const byId = new Map(found.map((product) => [product.id, product]));
  const unavailable = newIds
    .filter((id) => !byId.get(id)?.isActive)
    .map((id) => byId.get(id)?.name ?? `product #${id}`);
  if (unavailable.length > 0) throw badRequest(`These products are not available: ${unavailable.join(', ')}.`);
  if (order.campaignId && newIds.length > 0) {
    const sold = await tx
      .select({ productId: campaignProducts.productId })
      .from(campaignProducts)
      .where(
        and(
          eq(campaignProducts.campaignId, order.campaignId),
          eq(campaignProducts.isActive, true),
          inArray(campaignProducts.productId, newIds),
        ),
      );
    const soldIds = new Set(sold.map((row) => row.productId));
    const outside = newIds.filter((id) => !soldIds.has(id)).map((id) => byId.get(id)!.name);
    if (outside.length > 0)
      throw badRequest(`These products are not part of this order's campaign: ${outside.join(', ')}.`);
  }
  // A line whose coffee was deleted forever cannot be named: it stays as it is.
  const orphans = before.filter((line) => line.productId === null);
  const named = input.lines.map(({ productId, quantity }): OrderLine => {
    const line = existing.get(productId);
    if (line) return { ...line, quantity };
    const product = byId.get(productId)!;
    return { itemId: null, productId, productName: product.name, unitPriceCents: product.priceCents, quantity };
  });
  return [...orphans, ...named].sort((a, b) => (a.itemId ?? Infinity) - (b.itemId ?? Infinity));
}

/** POST /_api/admin/order/edit: the order's whole new set of lines; a refund when the new total is below collected. */
export async function editOrder({
  actor,
  input,
}: {
  actor: AuditActor;
  input: EditOrderValues;
}): Promise<EditOrderResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const order = await lockEditableOrder(tx, input.orderId);
    if (order.orderStatus === 'delivered') throw new ApiError('conflict', handedOutRefusal(order.orderNumber));
    if (order.orderStatus === 'cancelled') throw new ApiError('conflict', cancelledRefusal(order.orderNumber));
    const before = await readOrderLines(tx, order.id);
    const after = await plannedLines(tx, order, before, input);
    const totalCents = sumCents(after.map((line) => lineTotal(line.unitPriceCents, line.quantity)));
    const excess = order.collectedCents - totalCents;
    const refund =
      excess > 0 && input.refund
        ? {
            amountCents: excess,
            details: {
              method: input.refund.method,
              reference: input.refund.reference,
              collector: null,
              receivedAt: null,
            },
          }
        : null;
    const result = await applyOrderLines(tx, actor, { order, before, after, refund, reason: 'edit' });
    return {
      message: result.changed ? `Order ${order.orderNumber} was updated.` : 'Nothing changed.',
      orderId: order.id,
      totalCents: result.order.totalCents,
      collectedCents: result.order.collectedCents,
      outstandingCents: outstandingCents(result.order),
      paymentStatus: result.order.paymentStatus,
      refundedCents: refund?.amountCents ?? 0,
      changed: result.changed,
    };
  });
}

export const cancelledReturnRefusal = (orderNumber: string) =>
  `Order ${orderNumber} is cancelled: its bags no longer count, so none can be returned. Record a plain refund instead.`;
export const everyBagReturnedRefusal = (orderNumber: string) =>
  `Returning every bag would empty order ${orderNumber}: cancel it and refund the money instead.`;
export const returnedLineUnknown = (orderNumber: string, itemId: number) =>
  `Line #${itemId} is not on order ${orderNumber}.`;
export const returnedTooMany = (line: OrderLine) =>
  `Only ${line.quantity} × ${line.productName} are on the order: that many can be returned at most.`;
export const nothingToRefund = (orderNumber: string) =>
  `These bags are worth nothing on order ${orderNumber}, so there is nothing to refund: edit the order instead.`;
export const refundTooSmall = (orderNumber: string, amountCents: number, totalCents: number, collectedCents: number) =>
  `A refund of ${formatCents(amountCents)} would leave ${formatCents(collectedCents - amountCents)} collected on order ${orderNumber}, ` +
  `more than its new total of ${formatCents(totalCents)}: refund at least ${formatCents(collectedCents - totalCents)}.`;

/**
 * A refund for returned bags (issue 26), in the payment call's transaction: the bags come off the order and the refund
 * defaults to their value (never more than was collected). Allowed on a handed-out order, where returns happen; a
 * cancelled order's bags no longer count (409). The refund's own checks (entryProblem) are the caller's.
 */
export async function returnLines(
  tx: Transaction,
  actor: AuditActor,
  order: EditableOrder,
  returned: ReadonlyArray<{ orderItemId: number; quantity: number }>,
  refund: { amountCents: number | undefined; details: EntryDetails },
): Promise<LinesChangeResult & { refund: WrittenEntry }> {
  if (order.orderStatus === 'cancelled') throw new ApiError('conflict', cancelledReturnRefusal(order.orderNumber));
  const before = await readOrderLines(tx, order.id);
  const byId = new Map(before.map((line) => [line.itemId!, line]));
  let valueCents = 0;
  const taken = new Map<number, number>();
  for (const { orderItemId, quantity } of returned) {
    const line = byId.get(orderItemId);
    if (!line) throw badRequest(returnedLineUnknown(order.orderNumber, orderItemId));
    if (quantity > line.quantity) throw badRequest(returnedTooMany(line));
    taken.set(orderItemId, quantity);
    valueCents += lineTotal(line.unitPriceCents, quantity);
  }
  const after = before
    .map((line) => ({ ...line, quantity: line.quantity - (taken.get(line.itemId!) ?? 0) }))
    .filter((line) => line.quantity > 0);
  if (after.length === 0) throw badRequest(everyBagReturnedRefusal(order.orderNumber));
  const refundCents =
    refund.amountCents === undefined ? Math.min(valueCents, order.collectedCents) : -refund.amountCents;
  const problem = entryProblem(order, -refundCents) ?? (refundCents > 0 ? null : nothingToRefund(order.orderNumber));
  if (problem) throw badRequest(problem);
  const totalCents = order.totalCents - valueCents;
  if (order.collectedCents - refundCents > totalCents) {
    throw badRequest(refundTooSmall(order.orderNumber, refundCents, totalCents, order.collectedCents));
  }
  const result = await applyOrderLines(tx, actor, {
    order,
    before,
    after,
    refund: { amountCents: refundCents, details: refund.details },
    reason: 'return',
  });
  return { ...result, refund: result.refund! };
}
