import 'server-only';
import { eq } from 'drizzle-orm';
import type { AdminOrderDetailResponse, OrderNoteJson } from '@/lib/validation/admin-order-detail';
import { getDb } from '@/server/db';
import { getAdminOrderDetail, listOrderNotes } from '@/server/db/queries/admin-order-detail';
import { listEntityHistory } from '@/server/db/queries/audit';
import { orderNotes, orders } from '@/server/db/schema';
import { notFound, ORDER_NOT_FOUND } from '@/server/errors';
import { auditEntryJson } from '@/server/reads/admin-audit';
import { adminOrderDetailJson, orderNoteJson } from '@/server/serializers';
import { personName, recordAudit, type AuditActor } from './audit';

/**
 * One order for the admin (the page and GET /_api/admin/order/details answer the same): the order, its notes and
 * its history, read in one snapshot; null for an unknown order number.
 */
export async function loadOrderDetail({
  orderNumber,
}: {
  orderNumber: string;
}): Promise<AdminOrderDetailResponse | null> {
  const db = await getDb();
  return db.transaction(
    async (tx) => {
      const detail = await getAdminOrderDetail({ orderNumber }, tx);
      if (!detail) return null;
      const [notes, history] = await Promise.all([
        listOrderNotes({ orderId: detail.order.id }, tx),
        listEntityHistory({ entityType: 'order', entityId: detail.order.id }, tx),
      ]);
      return {
        order: adminOrderDetailJson(detail),
        notes: notes.map(orderNoteJson),
        history: history.map(auditEntryJson),
      };
    },
    { accessMode: 'read only', isolationLevel: 'repeatable read' },
  );
}

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
