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

/** The newest status change of an order as its audit entry recorded it. */
export type LastStatusEntry = {
  action: string;
  actorId: number;
  changes: Record<string, { from: unknown; to: unknown } | undefined>;
};

/**
 * Each order's newest audit entry whose changes include its status. One backward step down
 * audit_entries_entity_idx per order (LATERAL … LIMIT 1), not every entry of every order: a sheet asks this for all
 * its delivered orders, thousands in the largest campaign.
 */
export async function lastStatusEntries(orderIds: number[], db: Executor): Promise<Map<number, LastStatusEntry>> {
  if (orderIds.length === 0) return new Map();
  const result = (await db.execute(sql`
    select o.id as "orderId", e.action, e.actor_id as "actorId", e.changes
    from unnest(string_to_array(${orderIds.join(',')}, ',')::int[]) as o(id)
    cross join lateral (
      select a.action, a.actor_id, a.changes
      from ${auditEntries} a
      where a.entity_type = 'order' and a.entity_id = o.id and a.changes ? 'orderStatus'
      order by a.created_at desc, a.id desc
      limit 1
    ) e
  `)) as unknown as { rows: Array<LastStatusEntry & { orderId: number }> };
  return new Map(result.rows.map(({ orderId, ...entry }) => [Number(orderId), entry]));
}

/** Whether the entry is a sheet hand-out (the rule of meetup mode's undo: staff may undo anyone's, a captain their own). */
export const isSheetHandOut = (entry: LastStatusEntry | undefined): entry is LastStatusEntry =>
  entry?.action === 'order.handed_out';

export const mayUndoHandOut = (entry: LastStatusEntry, manager: CampaignManager) =>
  manager.role === 'admin' || entry.actorId === manager.userId;
