import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { MarkHandedOutResult, UndoHandedOutResult } from '@/lib/contracts/campaign-fulfilment';
import { formatCents } from '@/lib/format';
import { outstandingCents } from '@/lib/payment-ledger';
import type { OrderStatus } from '@/lib/validation/admin-orders';
import { getDb, type Transaction } from '@/server/db';
import { campaignsManagedBy, type CampaignManager } from '@/server/db/queries/campaign-access';
import { campaigns, orders } from '@/server/db/schema';
import { ApiError, forbidden, notFound, ordersNotFound } from '@/server/errors';
import { isSheetHandOut, lastStatusEntries, mayUndoHandOut } from '@/server/db/queries/hand-out-undo';
import { recordAudit, type AuditActor, type AuditRecord } from './audit';

export const handedOutNotFound = (missing: number[]) =>
  ordersNotFound(missing, 'nothing was changed', "your campaigns' orders");

type SheetOrder = {
  id: number;
  orderNumber: string;
  orderStatus: OrderStatus;
  totalCents: number;
  collectedCents: number;
};

const numbers = (list: SheetOrder[]) =>
  `${list
    .slice(0, 10)
    .map((order) => order.orderNumber)
    .join(', ')}${list.length > 10 ? ', …' : ''}`;

export function handOutUnpaidRefused(owing: SheetOrder[]) {
  const owed = formatCents(owing.reduce((sum, order) => sum + outstandingCents(order), 0));
  const what =
    owing.length === 1 ? `order ${owing[0]!.orderNumber}` : `${orderCount(owing.length)} (${numbers(owing)})`;
  return `${owed} is not paid yet on ${what}. Nothing was changed: record the payment, or confirm handing out unpaid.`;
}
export const handOutNothingToUndo = (orderNumber: string) =>
  `Order ${orderNumber} has no hand-out from the sheet to undo; nothing was changed.`;
export const handOutUndoInMeetup = (orderNumber: string) =>
  `Order ${orderNumber} was collected and handed out in meetup mode: undo it there, with its payment. Nothing was changed.`;
export const handOutUndoNotYours = (orderNumber: string) =>
  `Only the person who handed out order ${orderNumber} (or staff) can undo it; nothing was changed.`;

/** Locks the orders, in id order as every writer of several orders does (no deadlocks); 404 unless all are managed. */
async function lockManagedOrders(tx: Transaction, ids: number[], manager: CampaignManager): Promise<SheetOrder[]> {
  const found = await tx
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      orderStatus: orders.orderStatus,
      totalCents: orders.totalCents,
      collectedCents: orders.collectedCents,
    })
    .from(orders)
    .innerJoin(campaigns, eq(campaigns.id, orders.campaignId))
    .where(and(inArray(orders.id, ids), campaignsManagedBy(manager)))
    .orderBy(asc(orders.id))
    .for('update', { of: orders });
  if (found.length < ids.length) {
    const known = new Set(found.map((order) => order.id));
    throw notFound(handedOutNotFound(ids.filter((id) => !known.has(id))));
  }
  return found;
}

/**
 * Marks campaign orders handed out (order status `delivered`) in one transaction, with one `order.handed_out` audit
 * entry per order that changed. Every id must be an order of a campaign the caller manages (an admin: any campaign),
 * or nothing changes (404; another captain's orders look the same as unknown ones). Cancelled orders and orders
 * already delivered are skipped, not refused: a group's button still works when one of its orders was cancelled
 * after the sheet was loaded. Orders that still owe money are handed out only with `handOutUnpaid` (else 409, as in
 * meetup mode), so a stale screen cannot hand out bags nobody confirmed.
 */
export async function markOrdersHandedOut({
  actor,
  manager,
  orderIds,
  handOutUnpaid = false,
}: {
  actor: AuditActor;
  manager: CampaignManager;
  orderIds: number[];
  handOutUnpaid?: boolean;
}): Promise<MarkHandedOutResult> {
  const ids = [...new Set(orderIds)];
  const db = await getDb();
  return db.transaction(async (tx) => {
    const found = await lockManagedOrders(tx, ids, manager);
    const toChange = found.filter((order) => order.orderStatus !== 'delivered' && order.orderStatus !== 'cancelled');
    const owing = toChange.filter((order) => outstandingCents(order) > 0);
    if (owing.length > 0 && !handOutUnpaid) throw new ApiError('conflict', handOutUnpaidRefused(owing));
    if (toChange.length > 0) {
      await tx
        .update(orders)
        .set({ orderStatus: 'delivered' })
        .where(
          inArray(
            orders.id,
            toChange.map((order) => order.id),
          ),
        );
      await recordAudit(tx, actor, toChange.map(handedOutEntry));
    }
    const changed = toChange.length;
    const skipped = found.length - changed;
    return {
      message: handedOutMessage(changed, found),
      changed,
      skipped,
      changedIds: toChange.map((order) => order.id),
    };
  });
}

/**
 * Undoes sheet hand-outs (meetup mode's rule, docs/decisions/sheet-on-a-phone.md): each order must be delivered and
 * its newest status change the sheet's `order.handed_out`; staff may undo anyone's, a captain only their own (403).
 * The order gets back the status that entry recorded, audited `order.hand_out_undone`. All or nothing: one order that
 * cannot be undone (409, 403) or is not the caller's (404) changes none.
 */
export async function undoOrdersHandedOut({
  actor,
  manager,
  orderIds,
}: {
  actor: AuditActor;
  manager: CampaignManager;
  orderIds: number[];
}): Promise<UndoHandedOutResult> {
  const ids = [...new Set(orderIds)];
  const db = await getDb();
  return db.transaction(async (tx) => {
    const found = await lockManagedOrders(tx, ids, manager);
    const entries = await lastStatusEntries(ids, tx);
    const undo: Array<{ order: SheetOrder; to: OrderStatus }> = [];
    for (const order of found) {
      const entry = entries.get(order.id);
      if (order.orderStatus !== 'delivered' || !entry)
        throw new ApiError('conflict', handOutNothingToUndo(order.orderNumber));
      if (entry.action === 'meetup.collected') throw new ApiError('conflict', handOutUndoInMeetup(order.orderNumber));
      if (!isSheetHandOut(entry)) throw new ApiError('conflict', handOutNothingToUndo(order.orderNumber));
      if (!mayUndoHandOut(entry, manager)) throw forbidden(handOutUndoNotYours(order.orderNumber));
      undo.push({ order, to: (entry.changes.orderStatus?.from ?? 'pending') as OrderStatus });
    }
    for (const { order, to } of undo) await tx.update(orders).set({ orderStatus: to }).where(eq(orders.id, order.id));
    await recordAudit(
      tx,
      actor,
      undo.map(({ order, to }) => ({
        action: 'order.hand_out_undone',
        entityType: 'order',
        entityId: order.id,
        entityLabel: order.orderNumber,
        changes: { orderStatus: { from: 'delivered', to } },
      })),
    );
    const what = undo.length === 1 ? `order ${undo[0]!.order.orderNumber} is` : `${orderCount(undo.length)} are`;
    return { message: `Undone: ${what} no longer handed out.`, undone: undo.length };
  });
}

function handedOutEntry(order: { id: number; orderNumber: string; orderStatus: string }): AuditRecord {
  return {
    action: 'order.handed_out',
    entityType: 'order',
    entityId: order.id,
    entityLabel: order.orderNumber,
    changes: { orderStatus: { from: order.orderStatus, to: 'delivered' } },
  };
}

const orderCount = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'order' : 'orders'}`;

function handedOutMessage(changed: number, found: Array<{ orderStatus: string }>): string {
  const cancelled = found.filter((order) => order.orderStatus === 'cancelled').length;
  const already = found.filter((order) => order.orderStatus === 'delivered').length;
  const parts = [`${orderCount(changed)} marked handed out.`];
  if (already > 0) parts.push(`${orderCount(already)} had been handed out already.`);
  if (cancelled > 0) parts.push(`${orderCount(cancelled)} skipped: cancelled.`);
  return parts.join(' ');
}
