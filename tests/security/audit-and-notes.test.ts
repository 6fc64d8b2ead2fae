import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as auditActorsRoute } from '@/app/%5Fapi/admin/audit/actors/route';
import { GET as auditRoute } from '@/app/%5Fapi/admin/audit/route';
import { GET as detailsRoute } from '@/app/%5Fapi/admin/order/details/route';
import { POST as notesRoute } from '@/app/%5Fapi/admin/order/notes/route';
import { ROLE_LABELS } from '@/lib/roles';
import { getDb } from '@/server/db';
import { auditEntries, orderNotes, type UserRole } from '@/server/db/schema';
import { apiRoutes } from '@/server/http/api-routes';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { insertOrder } from '../support/orders';

/*
 * The audit trail and order notes are admin-only and cannot be rewritten: no endpoint changes an entry, and the
 * database itself refuses UPDATE, DELETE and TRUNCATE of entries and UPDATE of notes (migration 0004's triggers).
 */

let orderId: number;
let orderNumber: string;
const cookies: Partial<Record<UserRole, string>> = {};

beforeAll(async () => {
  for (const role of ['sub_account', 'fundraiser_captain', 'admin'] as const)
    cookies[role] = await sessionCookieFor(await createUser({ role }));
  const order = await insertOrder();
  orderId = order.id;
  orderNumber = order.orderNumber;
});

const endpoints = () => [
  {
    name: 'GET /_api/admin/audit',
    send: (headers: Record<string, string>) => call(auditRoute, { path: '/_api/admin/audit', headers }),
  },
  {
    name: 'GET /_api/admin/audit/actors',
    send: (headers: Record<string, string>) => call(auditActorsRoute, { path: '/_api/admin/audit/actors', headers }),
  },
  {
    name: 'GET /_api/admin/order/details',
    send: (headers: Record<string, string>) =>
      call(detailsRoute, { path: `/_api/admin/order/details?orderNumber=${orderNumber}`, headers }),
  },
  {
    name: 'POST /_api/admin/order/notes',
    send: (headers: Record<string, string>) =>
      call(notesRoute, { method: 'POST', path: '/_api/admin/order/notes', body: { orderId, body: 'Probe' }, headers }),
  },
];

describe('who may call the audit and order detail endpoints', () => {
  it('answers 401 to a guest and 403 to a fundraiser or captain on each, and lets an admin in', async () => {
    for (const { name, send } of endpoints()) {
      expect((await send({})).status, `${name} as guest`).toBe(401);
      for (const role of ['sub_account', 'fundraiser_captain'] as const) {
        const result = await send({ cookie: cookies[role]! });
        expect(result.status, `${name} as ${role}`).toBe(403);
        expect(result.json.error).toBe(`Access denied. Your role (${ROLE_LABELS[role]}) lacks required permissions.`);
      }
      expect([200, 201], `${name} as admin`).toContain((await send({ cookie: cookies.admin! })).status);
    }
    const db = await getDb();
    // Refused callers wrote nothing: only the admin's probe note exists.
    expect(await db.select().from(orderNotes).where(eq(orderNotes.orderId, orderId))).toHaveLength(1);
  });

  it('offers no endpoint that writes to the audit trail', () => {
    const auditRoutes = apiRoutes.filter((route) => route.path.startsWith('/_api/admin/audit'));
    expect(auditRoutes.map((route) => route.method)).toEqual(['GET', 'GET']);
  });
});

describe('the database keeps history as written', () => {
  it('refuses to update, delete or truncate audit entries', async () => {
    const db = await getDb();
    const [entry] = await db
      .insert(auditEntries)
      .values({
        actorId: 1,
        actorName: 'Ada',
        actorEmail: 'ada@example.com',
        action: 'order.note_added',
        entityType: 'order',
        entityId: orderId,
        entityLabel: orderNumber,
        changes: {},
      })
      .returning();
    await expect(
      db.update(auditEntries).set({ actorName: 'Mallory' }).where(eq(auditEntries.id, entry!.id)),
    ).rejects.toThrow(/audit_entries rows can not be changed or deleted/);
    await expect(db.delete(auditEntries).where(eq(auditEntries.id, entry!.id))).rejects.toThrow(
      /audit_entries rows can not be changed or deleted/,
    );
    await expect(db.execute(sql`truncate audit_entries`)).rejects.toThrow(/can not be changed or deleted/);
    const [still] = await db.select().from(auditEntries).where(eq(auditEntries.id, entry!.id));
    expect(still!.actorName).toBe('Ada');
  });

  it('refuses to edit an order note', async () => {
    const db = await getDb();
    const [note] = await db
      .insert(orderNotes)
      .values({ orderId, authorId: 1, authorName: 'Ada', authorEmail: 'ada@example.com', body: 'Original' })
      .returning();
    await expect(db.update(orderNotes).set({ body: 'Rewritten' }).where(eq(orderNotes.id, note!.id))).rejects.toThrow(
      /order_notes rows can not be changed or deleted/,
    );
    const [still] = await db.select().from(orderNotes).where(eq(orderNotes.id, note!.id));
    expect(still!.body).toBe('Original');
  });
});
