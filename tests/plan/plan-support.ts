import { and, count, eq } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { auditEntries, pickupOptions } from '@/server/db/schema';
import type { RouteHandler } from '@/server/http/route';
import { call } from '../support/http';

/* Helpers shared by the campaign plan's API tests (not a test file). */

export const DAY = 86_400_000;
export const inDays = (days: number, hours = 0) => new Date(Date.now() + days * DAY + hours * 3_600_000).toISOString();

export const post = (handler: RouteHandler, path: string, body: unknown, cookie?: string | null) =>
  call(handler, { method: 'POST', path, body, headers: cookie ? { cookie } : {} });
export const get = (handler: RouteHandler, path: string, cookie?: string | null) =>
  call(handler, { path, headers: cookie ? { cookie } : {} });

/** A meetup two weeks ahead, 10:00–12:00 (fields as the create call takes them). */
export const meetup = (campaignId: number | null, overrides: Record<string, unknown> = {}) => ({
  campaignId,
  kind: 'meetup',
  name: 'School gym',
  address: '12 Oak St',
  startsAt: inDays(14),
  endsAt: inDays(14, 2),
  ...overrides,
});

export async function insertOption(values: Partial<typeof pickupOptions.$inferInsert> & { campaignId: number | null }) {
  const db = await getDb();
  const [row] = await db
    .insert(pickupOptions)
    .values({
      kind: 'meetup',
      name: 'Library steps',
      address: '1 Main St',
      startsAt: new Date(inDays(10)),
      endsAt: new Date(inDays(10, 2)),
      ...values,
    })
    .returning();
  return row!;
}

export async function optionRow(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(pickupOptions).where(eq(pickupOptions.id, id));
  return row ?? null;
}

export async function optionCount() {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(pickupOptions);
  return row!.n;
}

export async function auditFor(entityType: string, entityId: number) {
  const db = await getDb();
  return db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entityType, entityType), eq(auditEntries.entityId, entityId)));
}

/** Every field of a stored option as the update call takes them (the manager's dialog sends them all). */
export const fullFields = (row: typeof pickupOptions.$inferSelect) => ({
  kind: row.kind,
  name: row.name,
  address: row.address,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  capacity: row.capacity,
});
