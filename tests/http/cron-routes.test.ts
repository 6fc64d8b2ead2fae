import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import * as cacheSync from '@/app/%5Fapi/cron/cache-sync/route';
import * as dbMaintenance from '@/app/%5Fapi/cron/db-maintenance/route';
import * as mailOutbox from '@/app/%5Fapi/cron/mail-outbox/route';
import * as weeklySummaries from '@/app/%5Fapi/cron/weekly-summaries/route';
import { getDb } from '@/server/db';
import { cacheTagEvents, rateLimitEvents, revokedSessions } from '@/server/db/schema';
import { apiRoutes } from '@/server/http/api-routes';
import { call } from '../support/http';
import { setEnv } from '../mail/env';

/*
 * Every periodic job has a route a scheduler calls (vercel.json `crons`), behind CRON_SECRET like the weekly
 * summaries: 404 while it is unset, 401 for a wrong secret, 200 with what the job did.
 */
const SECRET = 'cron-secret-for-tests-0123456789';
const root = path.resolve(import.meta.dirname, '../..');
const restore = setEnv({ CRON_SECRET: undefined });
afterAll(() => restore());

type Route = { GET: Parameters<typeof call>[0]; POST: Parameters<typeof call>[0] };
const routes: Record<string, Route> = {
  '/_api/cron/db-maintenance': dbMaintenance,
  '/_api/cron/cache-sync': cacheSync,
  '/_api/cron/weekly-summaries': weeklySummaries,
  '/_api/cron/mail-outbox': mailOutbox,
};

const cron = (route: Route, routePath: string, method: 'GET' | 'POST', authorization?: string) =>
  call(route[method], { method, path: routePath, headers: authorization ? { authorization } : {} });

function withSecret<T>(run: () => Promise<T>): Promise<T> {
  const undo = setEnv({ CRON_SECRET: SECRET });
  return run().finally(undo);
}

describe.each(Object.entries(routes))('%s', (routePath, route) => {
  it('does not exist without CRON_SECRET (404) and refuses a missing or wrong secret (401)', async () => {
    for (const method of ['GET', 'POST'] as const) {
      expect((await cron(route, routePath, method, `Bearer ${SECRET}`)).status).toBe(404);
    }
    await withSecret(async () => {
      for (const header of [undefined, 'Bearer', `Bearer ${SECRET}x`, SECRET, `Basic ${SECRET}`]) {
        for (const method of ['GET', 'POST'] as const) {
          const refused = await cron(route, routePath, method, header);
          expect(refused.status, `${method} ${String(header)}`).toBe(401);
          expect(refused.json).toEqual({ error: 'A valid cron secret is required.' });
        }
      }
    });
  });
});

describe('GET /_api/cron/db-maintenance', () => {
  it('deletes expired throttling events, logout records and cache tag events, and keeps the live ones', async () => {
    const db = await getDb();
    const now = Date.now();
    const hours = (n: number) => new Date(now - n * 3_600_000);
    await db.insert(rateLimitEvents).values([
      { bucket: 'cron-maintenance', key: 'old', createdAt: hours(25) },
      { bucket: 'cron-maintenance', key: 'fresh', createdAt: hours(1) },
    ]);
    await db.insert(revokedSessions).values([
      { sessionId: 'cron-expired', expiresAt: new Date(now - 1000) },
      { sessionId: 'cron-live', expiresAt: new Date(now + 86_400_000) },
    ]);
    await db.insert(cacheTagEvents).values([
      { tag: 'cron-old', instance: 'elsewhere', createdAt: hours(2) },
      { tag: 'cron-fresh', instance: 'elsewhere' },
    ]);

    const done = await withSecret(() => cron(dbMaintenance, '/_api/cron/db-maintenance', 'GET', `Bearer ${SECRET}`));
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ rateLimitEvents: 1, revokedSessions: 1, cacheTagEvents: 1 });
    // A throw-away in-memory PGlite or PostgreSQL: no vacuum pass of our own (autovacuum, or nothing to keep).
    expect(done.json.embeddedDatabase).toBeNull();

    const keys = await db.select({ key: rateLimitEvents.key }).from(rateLimitEvents);
    expect(keys.map((r) => r.key).filter((k) => k === 'old' || k === 'fresh')).toEqual(['fresh']);
    const sessions = await db.select({ id: revokedSessions.sessionId }).from(revokedSessions);
    expect(sessions.map((r) => r.id)).toEqual(['cron-live']);
    const tags = await db
      .select({ tag: cacheTagEvents.tag })
      .from(cacheTagEvents)
      .where(inArray(cacheTagEvents.tag, ['cron-old', 'cron-fresh']));
    expect(tags.map((r) => r.tag)).toEqual(['cron-fresh']);

    const again = await withSecret(() => cron(dbMaintenance, '/_api/cron/db-maintenance', 'POST', `Bearer ${SECRET}`));
    expect(again.json).toMatchObject({ rateLimitEvents: 0, revokedSessions: 0, cacheTagEvents: 0 });
  });
});

describe('GET /_api/cron/cache-sync', () => {
  const shared = process.env.TEST_DB_KIND !== 'pglite';

  it.skipIf(shared)('answers that there is no shared log with the embedded database', async () => {
    const done = await withSecret(() => cron(cacheSync, '/_api/cron/cache-sync', 'GET', `Bearer ${SECRET}`));
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ shared: false, applied: 0 });
  });

  it.skipIf(!shared)("applies another instance's invalidation to this instance's cache", async () => {
    const db = await getDb();
    // @ts-expect-error -- the cache handler (plain .mjs, no declarations), as Next constructs it for a request.
    const { default: ShopCacheHandler } = await import('@/server/cache/cache-handler.mjs');
    // Next's own module, where its file-system cache keeps what each tag's invalidation said.
    const { tagsManifest } = await import('next/dist/server/lib/incremental-cache/tags-manifest.external.js');
    const { sharedTagLog } = await import('@/server/cache/tag-log.mjs');
    new ShopCacheHandler({ dev: false, flushToDisk: false, serverDistDir: '/nonexistent', revalidatedTags: [] });
    await sharedTagLog()!.poll(); // this instance has read the log's end
    const tag = `probe:${randomUUID()}`;
    await db.execute(sql`insert into cache_tag_events (tag, expire_seconds, instance) values (${tag}, 0, 'elsewhere')`);

    const done = await withSecret(() => cron(cacheSync, '/_api/cron/cache-sync', 'GET', `Bearer ${SECRET}`));
    expect(done.status).toBe(200);
    expect(done.json.shared).toBe(true);
    // Applied by the call, or by the instance's own timer just before it: either way, done when the call returns.
    expect(tagsManifest.get(tag)?.expired).toBeLessThanOrEqual(Date.now());
    await sharedTagLog()!.close();
  });
});

describe('vercel.json', () => {
  const crons: Array<{ path: string; schedule: string }> = JSON.parse(
    readFileSync(path.join(root, 'vercel.json'), 'utf8'),
  ).crons;

  it('schedules every cron route, and each scheduled path is a GET route of the app', () => {
    const cronRoutes = apiRoutes.filter((r) => r.method === 'GET' && r.path.startsWith('/_api/cron/'));
    expect(crons.map((c) => c.path).sort()).toEqual(expect.arrayContaining(cronRoutes.map((r) => r.path).sort()));
    for (const { path: cronPath, schedule } of crons) {
      expect(schedule, cronPath).toMatch(/^(\S+ ){4}\S+$/);
      expect(
        apiRoutes.some((r) => r.method === 'GET' && r.path === cronPath),
        cronPath,
      ).toBe(true);
    }
  });
});
