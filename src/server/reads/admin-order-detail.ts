import 'server-only';
import type { AdminOrderDetail, AdminOrderDetailResponse, OrderNoteJson } from '@/lib/contracts/admin-order-detail';
import { centsToDecimal, lineTotal } from '@/lib/money';
import { getDb } from '@/server/db';
import { getAdminOrderDetail, listOrderNotes, type AdminOrderDetailRow } from '@/server/db/queries/admin-order-detail';
import { listEntityHistory } from '@/server/db/queries/audit';
import type { OrderNote } from '@/server/db/schema';
import { auditEntryJson } from '@/server/reads/admin-audit';
import { orderPageUrl } from '@/server/services/order-links';

export function orderNoteJson(note: OrderNote): OrderNoteJson {
  return {
    id: note.id,
    orderId: note.orderId,
    body: note.body,
    authorId: note.authorId,
    authorName: note.authorName,
    createdAt: note.createdAt.toISOString(),
  };
}

/** One order for its admin page: line totals in integer cents first, then exact "12.50" strings. */
export function adminOrderDetailJson({
  order,
  campaign,
  fundraiser,
  pickup,
  items,
}: AdminOrderDetailRow): AdminOrderDetail {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    orderStatus: order.orderStatus,
    paymentStatus: order.paymentStatus,
    customer: {
      firstName: order.customerFirstName,
      lastName: order.customerLastName,
      email: order.customerEmail,
      phone: order.customerPhone,
      userId: order.userId,
    },
    campaign,
    fundraiser,
    moneyKept: order.moneyKeptAt ? { at: order.moneyKeptAt.toISOString(), note: order.moneyKeptNote } : null,
    source: order.source,
    pickup: pickup
      ? {
          id: pickup.id,
          kind: pickup.kind,
          name: pickup.name,
          address: pickup.address,
          startsAt: pickup.startsAt.toISOString(),
          endsAt: pickup.endsAt.toISOString(),
        }
      : null,
    orderPageUrl: orderPageUrl(order),
    items: items.map((item) => ({
      id: item.id,
      productId: item.productId,
      productName: item.productName,
      quantity: item.quantity,
      unitPrice: centsToDecimal(item.unitPriceCents),
      lineTotal: centsToDecimal(lineTotal(item.unitPriceCents, item.quantity)),
      optionId: item.optionId,
      grind: item.grind,
      size: item.size,
    })),
    itemCount: items.reduce((bags, item) => bags + item.quantity, 0),
    totalAmount: centsToDecimal(order.totalCents),
  };
}

/**
 * One order for the admin (the page and GET /_api/admin/order/details answer the same): the order, its notes and
 * its history, read in one snapshot; null for an unknown order number.
 */
export async function readAdminOrderDetail({
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
