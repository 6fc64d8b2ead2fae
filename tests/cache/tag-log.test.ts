import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { createTagLog, type TagLog } from '@/server/cache/tag-log.mjs';

/*
 * The shared log of cache invalidations (src/server/cache/tag-log.mjs) against the machine's PostgreSQL: the log
 * exists only for instances sharing one PostgreSQL. Rows get their ids at insert and become visible at commit, so
 * these tests commit a lower id after a higher one has been read.
 */
type Applied = Map<string, number[]>;

const onPostgres = process.env.TEST_DB_KIND === 'pg';
const url = () => process.env.DATABASE_URL!;
const insertEvent = 'insert into cache_tag_events (tag, instance) values ($1, $2) returning id';
const logs: TagLog[] = [];
const clients: pg.Client[] = [];

function newLog(instance: string, options: { gapWaitMs?: number } = {}): TagLog {
  const log = createTagLog(url(), { instance, ...options });
  logs.push(log);
  return log;
}

async function newClient() {
  const client = new pg.Client({ connectionString: url() });
  await client.connect();
  clients.push(client);
  return client;
}

function recorder() {
  const applied: Applied = new Map();
  const apply = (tag: string) => applied.set(tag, [...(applied.get(tag) ?? []), Date.now()]);
  return { applied, apply };
}

describe.skipIf(!onPostgres)('shared cache tag log (PostgreSQL)', () => {
  beforeAll(async () => {
    await getDb(); // migrates this file's database
  });

  afterAll(async () => {
    await Promise.all(logs.map((log) => log.close()));
    await Promise.all(clients.map((client) => client.end()));
  });

  it('applies an event whose lower id commits after a higher one was read, and applies each event once', async () => {
    const reader = newLog('reader');
    const { applied, apply } = recorder();
    await reader.poll(apply); // reads where the log ends

    const slow = await newClient();
    const fast = await newClient();
    await slow.query('begin');
    const lower = await slow.query(insertEvent, ['committed-late', 'writer-a']);
    const higher = await fast.query(insertEvent, ['committed-first', 'writer-b']);
    expect(BigInt(lower.rows[0].id)).toBeLessThan(BigInt(higher.rows[0].id));

    await reader.poll(apply);
    expect([...applied.keys()]).toEqual(['committed-first']);
    expect(reader.pendingGaps()).toBe(1);

    await slow.query('commit');
    await reader.poll(apply);
    await reader.poll(apply);
    expect(Object.fromEntries([...applied].map(([tag, times]) => [tag, times.length]))).toEqual({
      'committed-first': 1,
      'committed-late': 1,
    });
    expect(reader.pendingGaps()).toBe(0);
  });

  it('applies an event that was still in flight when the reader started', async () => {
    const slow = await newClient();
    const fast = await newClient();
    await slow.query('begin');
    await slow.query(insertEvent, ['in-flight-at-start', 'writer-a']);
    await fast.query(insertEvent, ['committed-before-start', 'writer-b']);

    const reader = newLog('late-starter');
    const { applied, apply } = recorder();
    await reader.poll(apply); // reads where the log ends: above the id still in flight
    await slow.query('commit');
    await reader.poll(apply);
    expect([...applied.keys()]).toEqual(['in-flight-at-start']);
  });

  it('skips its own events and stops asking for an id whose insert rolled back once the wait is over', async () => {
    const reader = newLog('reader-2', { gapWaitMs: 50 });
    const { applied, apply } = recorder();
    await reader.poll(apply);

    const client = await newClient();
    await client.query('begin');
    await client.query(insertEvent, ['rolled-back', 'writer-a']);
    await client.query('rollback');
    await client.query(insertEvent, ['own', 'reader-2']);
    await client.query(insertEvent, ['other', 'writer-a']);

    await reader.poll(apply);
    expect([...applied.keys()]).toEqual(['other']);
    expect(reader.pendingGaps()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await reader.poll(apply);
    expect(reader.pendingGaps()).toBe(0);
    expect([...applied.keys()]).toEqual(['other']);
  });

  it('two instances, 1,000 interleaved invalidations from both: every one applied on the other within 2 s, once', async () => {
    // Both poll on their own timers at the production interval (1 s), as two running servers do.
    const instances = { A: newLog('A'), B: newLog('B') };
    const seen = { A: recorder(), B: recorder() };
    instances.A.start(seen.A.apply);
    instances.B.start(seen.B.apply);
    await Promise.all([instances.A.poll(seen.A.apply), instances.B.poll(seen.B.apply)]);

    const committedAt = new Map<string, number>();
    const held = { A: await newClient(), B: await newClient() };

    async function writeFrom(name: 'A' | 'B') {
      for (let i = 0; i < 500; i += 10) {
        // Every tenth event is inserted in a transaction held open while the next nine commit: its lower id
        // becomes visible after higher ones, from this instance and from the other one.
        const late = `${name}:${i}`;
        await held[name].query('begin');
        await held[name].query(insertEvent, [late, name]);
        await Promise.all(
          Array.from({ length: 9 }, async (_, k) => {
            const tag = `${name}:${i + k + 1}`;
            await instances[name].publish([tag]);
            committedAt.set(tag, Date.now());
          }),
        );
        await held[name].query('commit');
        committedAt.set(late, Date.now());
      }
    }
    await Promise.all([writeFrom('A'), writeFrom('B')]);
    expect(committedAt.size).toBe(1000);

    const missing = () =>
      [...committedAt.keys()].filter((tag) => !seen[tag.startsWith('A:') ? 'B' : 'A'].applied.has(tag)).length;
    const lastCommit = Math.max(...committedAt.values());
    while (missing() > 0 && Date.now() - lastCommit < 5_000) await new Promise((resolve) => setTimeout(resolve, 50));

    const delays: number[] = [];
    for (const [tag, at] of committedAt) {
      const [publisher, other] = tag.startsWith('A:') ? (['A', 'B'] as const) : (['B', 'A'] as const);
      expect(seen[publisher].applied.has(tag), `${publisher} applied its own ${tag} again`).toBe(false);
      const times = seen[other].applied.get(tag);
      expect(times, `${other} never applied ${tag}`).toBeDefined();
      expect(times!.length, `${other} applied ${tag} ${times!.length} times`).toBe(1);
      delays.push(times![0]! - at);
    }
    const slowest = Math.max(...delays);
    console.log(`[tag log] 1,000 events applied on the other instance; slowest after ${slowest} ms`);
    expect(slowest).toBeLessThanOrEqual(2_000);
  });
});
