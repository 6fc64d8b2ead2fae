import 'server-only';
import { formatCents } from '@/lib/format';
import { lineTotal } from '@/lib/money';
import type { Transaction } from '@/server/db';
import { ApiError, badRequest } from '@/server/errors';
import type { AuditActor } from './audit';
import { entryProblem, type EntryDetails, type WrittenEntry } from './ledger-entries';
import {
  applyOrderLines,
  readOrderLines,
  type EditableOrder,
  type LinesChangeResult,
  type OrderLine,
} from './order-lines';

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
