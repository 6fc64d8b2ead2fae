import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../index';
import type { CampaignManager } from './campaign-access';
import { auditEntries } from '../schema';

/*
 * What the fulfilment sheet's Undo may reverse (issue 26): an order's newest audit entry that changed its status. Only
 * when that entry is the sheet's own `order.handed_out` can it be undone: a meetup collect writes its
 * `meetup.collected` after its `order.handed_out` (and is undone in meetup mode, with its money), and a later status
 * change of any kind (the admin's select, a bulk change, an earlier undo) is newer than the hand-out.
 */

/** The newest status change of an order as its audit entry recorded it. */
export type LastStatusEntry = {
  action: string;
  actorId: number;
  changes: Record<string, { from: unknown; to: unknown } | undefined>;
};

/** Each order's newest audit entry whose changes include its status. */
export async function lastStatusEntries(orderIds: number[], db: Executor): Promise<Map<number, LastStatusEntry>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([auditEntries.entityId], {
      orderId: auditEntries.entityId,
      action: auditEntries.action,
      actorId: auditEntries.actorId,
      changes: auditEntries.changes,
    })
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.entityType, 'order'),
        inArray(auditEntries.entityId, orderIds),
        sql`${auditEntries.changes} ? 'orderStatus'`,
      ),
    )
    .orderBy(auditEntries.entityId, desc(auditEntries.id));
  return new Map(rows.map((row) => [row.orderId, row as unknown as LastStatusEntry]));
}

/** Whether the entry is a sheet hand-out (the rule of meetup mode's undo: staff may undo anyone's, a captain their own). */
export const isSheetHandOut = (entry: LastStatusEntry | undefined): entry is LastStatusEntry =>
  entry?.action === 'order.handed_out';

export const mayUndoHandOut = (entry: LastStatusEntry, manager: CampaignManager) =>
  manager.role === 'admin' || entry.actorId === manager.userId;
