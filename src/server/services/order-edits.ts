import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { EditOrderResult } from '@/lib/contracts/admin-order-detail';
import { outstandingCents } from '@/lib/payment-ledger';
import type { EditOrderValues } from '@/lib/validation/admin-order-detail';
import { getDb, type Transaction } from '@/server/db';
import { campaignProducts } from '@/server/db/schema';
import { ApiError, badRequest } from '@/server/errors';
import type { AuditActor } from './audit';
import {
  applyOrderLines,
  lockEditableOrder,
  orderTotalCents,
  readOrderLines,
  type EditableOrder,
  type OrderLine,
} from './order-lines';
import { resolveOptions } from './option-choice';
import { findOrderedProducts } from './orders';

/*
 * POST /_api/admin/order/edit (issue 26): staff send an order's whole new set of lines until it is handed out. Kept
 * lines keep the price they were sold at; new lines take today's price (docs/decisions/order-edits.md).
 */

export const handedOutRefusal = (orderNumber: string) =>
  `Order ${orderNumber} was handed out: it can no longer be edited. For returned bags, record a refund and tick them.`;
export const cancelledRefusal = (orderNumber: string) =>
  `Order ${orderNumber} is cancelled: its lines can no longer change.`;
/**
 * The new lines of an edit: kept lines keep their price, grind and size; new ones take their option's current price
 * (the coffee's default option when none is named, issue 28). An input line names the order's line of that coffee
 * and option, or without an option the coffee's first line not named otherwise.
 */
async function plannedLines(tx: Transaction, order: EditableOrder, before: OrderLine[], input: EditOrderValues) {
  const named = before.filter((line) => line.productId !== null);
  const taken = new Set<OrderLine>();
  const matchOf = (wanted: EditOrderValues['lines'][number]) => {
    const line = wanted.optionId
      ? named.find((each) => each.productId === wanted.productId && each.optionId === wanted.optionId)
      : undefined;
    if (line) taken.add(line);
    return line;
  };
  const explicit = input.lines.map(matchOf);
  const matched = input.lines.map((wanted, index) => {
    if (explicit[index] || wanted.optionId) return explicit[index];
    const line = named.find((each) => each.productId === wanted.productId && !taken.has(each));
    if (line) taken.add(line);
    return line;
  });
  const fresh = input.lines.filter((_, index) => !matched[index]);
  const newIds = [...new Set(fresh.map((line) => line.productId))];
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
  const options = await resolveOptions(tx, fresh, (id) => byId.get(id)!.name);
  const optionOf = new Map(fresh.map((line, index) => [line, options[index]!]));
  // A line whose coffee was deleted forever cannot be named: it stays as it is.
  const orphans = before.filter((line) => line.productId === null);
  const lines = input.lines.map((wanted, index): OrderLine => {
    const line = matched[index];
    if (line) return { ...line, quantity: wanted.quantity };
    const option = optionOf.get(wanted)!;
    return {
      itemId: null,
      productId: wanted.productId,
      productName: byId.get(wanted.productId)!.name,
      unitPriceCents: option.priceCents,
      quantity: wanted.quantity,
      optionId: option.id,
      grind: option.grind,
      size: option.size,
      sizeGrams: option.sizeGrams,
    };
  });
  return [...orphans, ...lines].sort((a, b) => (a.itemId ?? Infinity) - (b.itemId ?? Infinity));
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
    const totalCents = orderTotalCents(order, after);
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
