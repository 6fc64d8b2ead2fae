import { beforeAll, describe, expect, it } from 'vitest';
import { GET as auditActorsRoute } from '@/app/%5Fapi/admin/audit/actors/route';
import { GET as auditRoute } from '@/app/%5Fapi/admin/audit/route';
import type { AuditAction, AuditEntityType } from '@/lib/validation/admin-audit';
import { getDb } from '@/server/db';
import { auditEntries } from '@/server/db/schema';
import { recordAudit } from '@/server/services/audit';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';

/*
 * GET /_api/admin/audit: newest first, filters (actor, entity, action, dates), server-side paging, and a 400 with a
 * clear message for every bad parameter. Entries here belong to made-up actors (ids from 900,000) so the other tests
 * of the file cannot disturb the counts.
 */

let adminCookie: string;
const ALICE = { id: 900_001, email: 'alice@example.com', displayName: 'Alice Admin', firstName: 'A', lastName: 'A' };
const BOB = { id: 900_002, email: 'bob@example.com', displayName: '', firstName: 'Bob', lastName: 'Baker' };

type Seed = { actor: typeof ALICE; action: AuditAction; entityType: AuditEntityType; entityId: number; at: string };
const seeds: Seed[] = [
  { actor: ALICE, action: 'order.status_changed', entityType: 'order', entityId: 7, at: '2001-03-01T15:00:00Z' },
  { actor: ALICE, action: 'order.note_added', entityType: 'order', entityId: 7, at: '2001-03-02T15:00:00Z' },
  { actor: BOB, action: 'product.updated', entityType: 'product', entityId: 7, at: '2001-03-03T15:00:00Z' },
  { actor: BOB, action: 'order.status_changed', entityType: 'order', entityId: 8, at: '2001-03-04T03:00:00Z' },
  ...Array.from({ length: 26 }, (_, i) => ({
    actor: ALICE,
    action: 'product.created' as const,
    entityType: 'product' as const,
    entityId: 100 + i,
    at: `2001-04-${String(i + 1).padStart(2, '0')}T12:00:00Z`,
  })),
];

beforeAll(async () => {
  adminCookie = await sessionCookieFor(await createUser({ role: 'admin' }));
  const db = await getDb();
  // Inserted directly, to give them dates in the past.
  await db.insert(auditEntries).values(
    seeds.map((seed, index) => ({
      actorId: seed.actor.id,
      actorName: seed.actor.displayName || `${seed.actor.firstName} ${seed.actor.lastName}`,
      actorEmail: seed.actor.email,
      action: seed.action,
      entityType: seed.entityType,
      entityId: seed.entityId,
      entityLabel: `Label ${index}`,
      changes: { index: { from: null, to: index } },
      createdAt: new Date(seed.at),
    })),
  );
});

const list = (query: Record<string, string | number>, cookie = adminCookie) =>
  call(auditRoute, {
    path: `/_api/admin/audit?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    headers: { cookie },
  });

/** The seeds' indexes of a page's entries. */
const indexes = (entries: Array<{ changes: { index?: { to: number } } }>) => entries.map((e) => e.changes.index?.to);

describe('GET /_api/admin/audit', () => {
  it('answers a page of entries newest first with the total, page and page size (25 by default)', async () => {
    const { status, json } = await list({ startDate: '2001-01-01', endDate: '2001-12-31' });
    expect(status).toBe(200);
    expect(json.total).toBe(30);
    expect(json.page).toBe(1);
    expect(json.pageSize).toBe(25);
    expect(json.entries).toHaveLength(25);
    expect(indexes(json.entries).slice(0, 3)).toEqual([29, 28, 27]);
    expect(json.entries[0]).toEqual({
      id: expect.any(Number),
      createdAt: '2001-04-26T12:00:00.000Z',
      actorId: ALICE.id,
      actorName: 'Alice Admin',
      actorEmail: 'alice@example.com',
      action: 'product.created',
      entityType: 'product',
      entityId: 125,
      entityLabel: 'Label 29',
      changes: { index: { from: null, to: 29 } },
    });
    const second = await list({ startDate: '2001-01-01', endDate: '2001-12-31', page: 2 });
    expect(indexes(second.json.entries)).toEqual([4, 3, 2, 1, 0]);
    const beyond = await list({ startDate: '2001-01-01', endDate: '2001-12-31', page: 9 });
    expect(beyond.status).toBe(200);
    expect(beyond.json).toMatchObject({ entries: [], total: 30, page: 9 });
  });

  it('pages by pageSize from 10 to 100', async () => {
    const small = await list({ actorId: ALICE.id, pageSize: 10, page: 3 });
    expect(small.json).toMatchObject({ total: 28, page: 3, pageSize: 10 });
    expect(indexes(small.json.entries)).toEqual([9, 8, 7, 6, 5, 4, 1, 0]);
    const large = await list({ actorId: ALICE.id, pageSize: 100 });
    expect(large.json.entries).toHaveLength(28);
  });

  it('filters by actor, entity type, entity, action and dates (whole New York days), combined', async () => {
    expect(indexes((await list({ actorId: BOB.id })).json.entries)).toEqual([3, 2]);
    const orders = await list({ entityType: 'order', startDate: '2001-01-01', endDate: '2001-12-31' });
    expect(indexes(orders.json.entries)).toEqual([3, 1, 0]);
    expect(indexes((await list({ entityType: 'order', entityId: 7 })).json.entries)).toEqual([1, 0]);
    expect(indexes((await list({ entityType: 'product', entityId: 7 })).json.entries)).toEqual([2]);
    const statusChanges = await list({
      action: 'order.status_changed',
      startDate: '2001-01-01',
      endDate: '2001-12-31',
    });
    expect(indexes(statusChanges.json.entries)).toEqual([3, 0]);
    // 2001-03-04T03:00Z is still March 3 in New York.
    const march3 = await list({ startDate: '2001-03-03', endDate: '2001-03-03' });
    expect(indexes(march3.json.entries)).toEqual([3, 2]);
    expect((await list({ actorId: ALICE.id, action: 'order.note_added' })).json.total).toBe(1);
    expect((await list({ actorId: 123_456_789 })).json).toMatchObject({ entries: [], total: 0 });
    // Empty parameters are no filter (a form's cleared field).
    expect((await list({ actorId: '', action: '', entityType: '', actorIdx: 'ignored' })).status).toBe(200);
  });

  it.each([
    [{ pageSize: 9 }, 'pageSize must be a whole number from 10 to 100.'],
    [{ pageSize: 101 }, 'pageSize must be a whole number from 10 to 100.'],
    [{ pageSize: 'ten' }, 'pageSize must be a whole number from 10 to 100.'],
    [{ page: 0 }, 'page must be a positive integer.'],
    [{ page: -1 }, 'page must be a positive integer.'],
    [{ page: '1.5' }, 'page must be a positive integer.'],
    [{ actorId: 'x' }, 'actorId must be a positive integer.'],
    [
      { entityType: 'coffee' },
      'entityType must be one of: order, product, user, campaign, invite, mail, pickup_option, shop.',
    ],
    [{ entityType: 'order', entityId: 0 }, 'entityId must be a positive integer.'],
    [{ entityId: 7 }, 'entityId needs an entityType (ids are only unique within a type).'],
    [{ action: 'order.deleted' }, 'action must be one of the recorded actions, e.g. order.status_changed.'],
    [{ startDate: '2001-02-30' }, 'Invalid start date.'],
    [{ endDate: 'yesterday' }, 'Invalid end date.'],
    [{ startDate: '2001-03-05', endDate: '2001-03-04' }, 'End date must not be before the start date.'],
  ])('refuses %o with 400 and a clear message', async (query, message) => {
    const { status, json } = await list(query);
    expect(status).toBe(400);
    expect(json).toEqual({ error: message });
  });
});

describe('GET /_api/admin/audit/actors', () => {
  it('lists everyone who has entries once, with the name and e-mail of their latest entry, by name', async () => {
    const db = await getDb();
    await db.transaction((tx) =>
      recordAudit(tx, { ...BOB, displayName: 'Bob B.' }, [
        { action: 'user.created', entityType: 'user', entityId: 1, entityLabel: 'x', changes: {} },
      ]),
    );
    const { status, json } = await call(auditActorsRoute, {
      path: '/_api/admin/audit/actors',
      headers: { cookie: adminCookie },
    });
    expect(status).toBe(200);
    const ours = json.actors.filter((actor: { id: number }) => actor.id >= 900_000);
    expect(ours).toEqual([
      { id: ALICE.id, name: 'Alice Admin', email: 'alice@example.com' },
      { id: BOB.id, name: 'Bob B.', email: 'bob@example.com' },
    ]);
  });
});

describe('recordAudit', () => {
  // Its speed is measured by `npm run bench:admin` (the bulk change of 1,000 orders), not by a timed test.
  it('writes 1,000 entries in one call', async () => {
    const db = await getDb();
    const entries = Array.from({ length: 1000 }, (_, i) => ({
      action: 'order.status_changed' as const,
      entityType: 'order' as const,
      entityId: 500_000 + i,
      entityLabel: `SG-BULK-${i}`,
      changes: { orderStatus: { from: 'pending', to: 'shipped' } },
    }));
    await db.transaction((tx) => recordAudit(tx, { ...ALICE, id: 900_100 }, entries));
    const { json } = await list({ actorId: 900_100, pageSize: 100 });
    expect(json.total).toBe(1000);
  });
});
