import 'server-only';
import { eq } from 'drizzle-orm';
import type { OrderNoteJson } from '@/lib/contracts/admin-order-detail';
import { getDb } from '@/server/db';
import { orderNotes, orders } from '@/server/db/schema';
import { notFound, ORDER_NOT_FOUND } from '@/server/errors';
import { orderNoteJson } from '@/server/reads/admin-order-detail';
import { personName, recordAudit, type AuditActor } from './audit';

/**
 * Adds an internal note to an order, with its author and time, and records `order.note_added` in the same
 * transaction; 404 for an unknown order. Notes are never edited or deleted.
 */
export async function addOrderNote({
  actor,
  orderId,
  body,
}: {
  actor: AuditActor;
  orderId: number;
  body: string;
}): Promise<OrderNoteJson> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, orderNumber: orders.orderNumber })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('share');
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const [note] = await tx
      .insert(orderNotes)
      .values({ orderId, body, authorId: actor.id, authorName: personName(actor), authorEmail: actor.email })
      .returning();
    await recordAudit(tx, actor, {
      action: 'order.note_added',
      entityType: 'order',
      entityId: order.id,
      entityLabel: order.orderNumber,
      changes: { note: { from: null, to: body } },
    });
    return orderNoteJson(note!);
  });
}
