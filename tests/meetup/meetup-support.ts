import { and, asc, eq, inArray } from 'drizzle-orm';
import { GET as notCollectedRoute } from '@/app/%5Fapi/captain/meetup/not-collected/route';
import { POST as collectRoute } from '@/app/%5Fapi/captain/meetup/collect/route';
import { POST as moveRoute } from '@/app/%5Fapi/captain/meetup/move/route';
import { GET as ordersRoute } from '@/app/%5Fapi/captain/meetup/orders/route';
import { POST as undoRoute } from '@/app/%5Fapi/captain/meetup/undo/route';
import { getDb } from '@/server/db';
import { auditEntries, orderPayments, orders, pickupOptions } from '@/server/db/schema';
import { call } from '../support/http';
import { insertOrder } from '../support/orders';

/* Calls and fixtures the meetup tests share (not a test file). */

const HOUR = 3_600_000;

export const searchOrders = (query: Record<string, string | number>, cookie?: string) =>
  call(ordersRoute, {
    path: `/_api/captain/meetup/orders?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    headers: cookie ? { cookie } : {},
  });

export const collect = (body: unknown, cookie?: string, headers: Record<string, string> = {}) =>
  call(collectRoute, {
    method: 'POST',
    path: '/_api/captain/meetup/collect',
    body,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });

export const undo = (body: unknown, cookie?: string) =>
  call(undoRoute, { method: 'POST', path: '/_api/captain/meetup/undo', body, headers: cookie ? { cookie } : {} });

export const notCollected = (query: Record<string, string | number>, cookie?: string) =>
  call(notCollectedRoute, {
    path: `/_api/captain/meetup/not-collected?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    headers: cookie ? { cookie } : {},
  });

export const move = (body: unknown, cookie?: string) =>
  call(moveRoute, { method: 'POST', path: '/_api/captain/meetup/move', body, headers: cookie ? { cookie } : {} });

/** A pickup option of the campaign: a 2-hour meetup starting `startsInHours` from now. */
export async function createOption(
  campaignId: number,
  { name = 'School gym', startsInHours = 24, capacity = null as number | null } = {},
) {
  const db = await getDb();
  const startsAt = new Date(Date.now() + startsInHours * HOUR);
  const [option] = await db
    .insert(pickupOptions)
    .values({
      campaignId,
      kind: 'meetup',
      name,
      address: '12 Oak St',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * HOUR),
      capacity,
    })
    .returning();
  return option!;
}

/** A $25.00 order (two $12.50 bags of House Blend, one line). */
export const order25 = (values: Parameters<typeof insertOrder>[0] = {}) =>
  insertOrder(values, [{ productName: 'House Blend', unitPriceCents: 1250, quantity: 2 }]);

export async function orderRow(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

export async function ledgerRows(orderId: number) {
  const db = await getDb();
  return db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId)).orderBy(asc(orderPayments.id));
}

export async function auditActions(orderId: number, actions?: string[]) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.entityType, 'order'),
        eq(auditEntries.entityId, orderId),
        actions ? inArray(auditEntries.action, actions) : undefined,
      ),
    )
    .orderBy(asc(auditEntries.id));
  return rows;
}
