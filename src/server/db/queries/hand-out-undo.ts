import 'server-only';
import { sql } from 'drizzle-orm';
import type { Executor } from '../index';
import type { CampaignManager } from './campaign-access';
import { auditEntries } from '../schema';

/*
 * What the fulfilment sheet's Undo may reverse (issue 26): an order's newest audit entry that changed its status. Only
 * when that entry is the sheet's own `order.handed_out` can it be undone: a meetup collect writes its
 * `meetup.collected` after its `order.handed_out` (and is undone in meetup mode, with its money), and a later status
 * change of any kind (the admin's select, a bulk change, an earlier undo) is newer than the hand-out.
 */

/** The audit action of a sheet hand-out (campaign-handed-out.ts writes it; the sheet's SQL reads it). */
export const HAND_OUT_ACTION = 'order.handed_out';

/** The newest status change of an order as its audit entry recorded it. */
export type LastStatusEntry = {
  action: string;
  actorId: number;
  changes: Record<string, { from: unknown; to: unknown } | undefined>;
};

/**
 * Each order's newest audit entry whose changes include its status. One pass of audit_entries_entity_idx for the
 * whole sorted list of ids (`= any(array)`, which PostgreSQL 17 walks in key order), then the newest per order: a
 * sheet asks this for all its delivered orders, thousands in the largest campaign, where a step down the index per
 * order (LATERAL … LIMIT 1) took three times as long on the embedded database.
 */
export async function lastStatusEntries(orderIds: number[], db: Executor): Promise<Map<number, LastStatusEntry>> {
  if (orderIds.length === 0) return new Map();
  const result = (await db.execute(sql`
    select distinct on (a.entity_id) a.entity_id as "orderId", a.action, a.actor_id as "actorId", a.changes
    from ${auditEntries} a
    where a.entity_type = 'order' and a.entity_id = any(string_to_array(${orderIds.join(',')}, ',')::int[])
      and a.changes ? 'orderStatus'
    order by a.entity_id, a.created_at desc, a.id desc
  `)) as unknown as { rows: Array<LastStatusEntry & { orderId: number }> };
  return new Map(result.rows.map(({ orderId, ...entry }) => [Number(orderId), entry]));
}

/** Whether the entry is a sheet hand-out (the rule of meetup mode's undo: staff may undo anyone's, a captain their own). */
export const isSheetHandOut = (entry: LastStatusEntry | undefined): entry is LastStatusEntry =>
  entry?.action === HAND_OUT_ACTION;

export const mayUndoHandOut = (entry: LastStatusEntry, manager: CampaignManager) =>
  manager.role === 'admin' || entry.actorId === manager.userId;
