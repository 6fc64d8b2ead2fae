import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { MarkHandedOutResult } from '@/lib/validation/campaign-fulfilment';
import { getDb } from '@/server/db';
import { campaignsManagedBy, type CampaignManager } from '@/server/db/queries/campaign-access';
import { campaigns, orders } from '@/server/db/schema';
import { notFound } from '@/server/errors';
import { recordAudit, type AuditActor, type AuditRecord } from './audit';

export const handedOutNotFound = (missing: number[]) =>
  `${missing.length === 1 ? 'An order was' : `${missing.length} orders were`} not found among your campaigns' orders (${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', …' : ''}); nothing was changed.`;

/**
 * Marks campaign orders handed out (order status `delivered`) in one transaction, with one `order.handed_out` audit
 * entry per order that changed. Every id must be an order of a campaign the caller manages (an admin: any campaign),
 * or nothing changes (404; another captain's orders look the same as unknown ones). Cancelled orders and orders
 * already delivered are skipped, not refused: a group's button still works when one of its orders was cancelled
 * after the sheet was loaded.
 */
export async function markOrdersHandedOut({
  actor,
  manager,
  orderIds,
}: {
  actor: AuditActor;
  manager: CampaignManager;
  orderIds: number[];
}): Promise<MarkHandedOutResult> {
  const ids = [...new Set(orderIds)];
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Locked in id order, as every writer of several orders locks them (bulkUpdateOrderStatus), so none deadlock.
    const found = await tx
      .select({ id: orders.id, orderNumber: orders.orderNumber, orderStatus: orders.orderStatus })
      .from(orders)
      .innerJoin(campaigns, eq(campaigns.id, orders.campaignId))
      .where(and(inArray(orders.id, ids), campaignsManagedBy(manager)))
      .orderBy(asc(orders.id))
      .for('update', { of: orders });
    if (found.length < ids.length) {
      const known = new Set(found.map((order) => order.id));
      throw notFound(handedOutNotFound(ids.filter((id) => !known.has(id))));
    }

    const toChange = found.filter((order) => order.orderStatus !== 'delivered' && order.orderStatus !== 'cancelled');
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
    return { message: handedOutMessage(changed, found), changed, skipped };
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
