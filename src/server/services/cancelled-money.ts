import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { AdminOrder } from '@/lib/contracts/admin-orders';
import { formatCents } from '@/lib/format';
import { getDb, type Transaction } from '@/server/db';
import { getAdminOrderById } from '@/server/db/queries/admin-orders';
import { orders } from '@/server/db/schema';
import { ApiError, badRequest, notFound, ORDER_NOT_FOUND } from '@/server/errors';
import { adminOrderJson } from '@/server/reads/admin-orders';
import { recordAudit, type AuditActor } from './audit';
import type { EntryDetails } from './ledger-entries';

/*
 * The money a cancelled order holds (issue 26; docs/decisions/cancelling-with-money.md). Cancelling an order that
 * holds money says what became of it: refunded (one refund of everything collected, in the ledger) or kept
 * (orders.money_kept_at and its note). An order cancelled before this rule can be settled later by either.
 */

/** The refund a cancellation records when the money was given back. */
export const REFUNDED_ON_CANCELLING: EntryDetails = {
  method: 'other',
  reference: 'Refunded on cancelling',
  collector: null,
  receivedAt: null,
};

/** The 409 for cancelling an order that holds money without saying what became of it. */
export const holdsMoneyConflict = (order: { orderNumber: string }, heldCents: number) =>
  new ApiError(
    'conflict',
    `Order ${order.orderNumber} holds ${formatCents(heldCents)}: say whether the money was refunded or is kept before cancelling it.`,
  );

export const notCancelled = (orderNumber: string) =>
  `Order ${orderNumber} is not cancelled: only a cancelled order's money can be kept.`;
export const holdsNothing = (orderNumber: string) =>
  `Order ${orderNumber} holds no money: nothing was collected, or it was refunded.`;

/** An order's kept mark as the status writers read it (with its row locked). */
export const keptMarkColumns = { moneyKeptAt: orders.moneyKeptAt, moneyKeptNote: orders.moneyKeptNote };
export type KeptMark = { moneyKeptAt: Date | null; moneyKeptNote: string | null };

/**
 * Marks the orders' money kept (now, with the note) or clears the mark (an order reopened counts toward money again,
 * so an old mark must not speak for a later cancellation).
 */
export async function setKeptMark(tx: Transaction, ids: number[], mark: KeptMark) {
  if (ids.length === 0) return;
  await tx.update(orders).set(mark).where(inArray(orders.id, ids));
}

/** The audit changes of a kept mark set or cleared. */
export const keptMarkChanges = (before: KeptMark, after: KeptMark) => ({
  moneyKeptAt: { from: before.moneyKeptAt?.toISOString() ?? null, to: after.moneyKeptAt?.toISOString() ?? null },
  moneyKeptNote: { from: before.moneyKeptNote, to: after.moneyKeptNote },
});

/**
 * "The money on this cancelled order stays with us": sets the kept mark and its note (again, to correct the note),
 * audited as `order.money_kept` in the same transaction. 404 for an unknown order; 400 when it is not cancelled or
 * holds nothing.
 */
export async function keepOrderMoney({
  actor,
  orderId,
  note,
}: {
  actor: AuditActor;
  orderId: number;
  note: string;
}): Promise<AdminOrder> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        orderStatus: orders.orderStatus,
        collectedCents: orders.collectedCents,
        ...keptMarkColumns,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.orderStatus !== 'cancelled') throw badRequest(notCancelled(order.orderNumber));
    if (order.collectedCents === 0) throw badRequest(holdsNothing(order.orderNumber));
    const after = { moneyKeptAt: new Date(), moneyKeptNote: note };
    await setKeptMark(tx, [order.id], after);
    await recordAudit(tx, actor, {
      action: 'order.money_kept',
      entityType: 'order',
      entityId: order.id,
      entityLabel: order.orderNumber,
      changes: { heldCents: { from: null, to: order.collectedCents }, ...keptMarkChanges(order, after) },
    });
  });
  const order = await getAdminOrderById({ id: orderId });
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return adminOrderJson(order);
}
