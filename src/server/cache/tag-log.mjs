// The shared log of cache tag invalidations, for several instances on one PostgreSQL (docs/decisions/cache-tag-sync.md).
// Plain JavaScript: the cache handler (./cache-handler.mjs) is loaded by Node as is; the cron route imports it too.
//
// Each instance appends its invalidations to `cache_tag_events` and applies the other instances' events. Ids come
// from a sequence at insert, but rows become visible at commit, so a lower id can appear after a higher one has been
// read. The reader therefore keeps every id it has not seen below the highest one it read (a "gap") and asks for
// those ids again on each poll, until the row appears or the gap is older than GAP_WAIT_MS (an id whose insert
// rolled back, or skipped by the sequence after a crash, never appears). Each id is applied once.
import { randomUUID } from 'node:crypto';

const KEEP_EVENTS = '1 hour';
const BATCH = 5000;
/** Gaps kept at most; more would mean a huge jump of the sequence, not transactions in flight. */
const MAX_GAPS = 10_000;
const PRUNE_EVERY_POLLS = 60;
/** At start, the last ids looked at for transactions still in flight. */
const START_WINDOW = 1000;

/**
 * @param {string} connectionString
 * @param {{ pollMs?: number, gapWaitMs?: number, instance?: string }} [options]
 */
export function createTagLog(connectionString, options = {}) {
  const pollMs = options.pollMs ?? 1000;
  const gapWaitMs = options.gapWaitMs ?? 60_000;
  const instance = options.instance ?? randomUUID();
  let pool;
  let maxSeen = null; // highest id read; null until the first poll has read the current end of the log
  const gaps = new Map(); // id not seen below maxSeen → when it was first missed (ms)
  let polls = 0;
  let inFlight = null;
  let syncedAt = 0; // when the last successful poll started: every event committed before it has been applied
  let attemptedAt = 0;
  let apply = null;
  let timer = null;

  const getPool = async () => {
    if (!pool) {
      const { default: pg } = await import('pg');
      pool = new pg.Pool({ connectionString, max: 2, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 });
      pool.on('error', (error) => console.error('[cache] tag log connection error', error.message));
    }
    return pool;
  };

  function noteGaps(from, to, now) {
    for (let id = from; id < to && gaps.size < MAX_GAPS; id++) gaps.set(id, now);
  }

  async function readOnce(applyEvent) {
    const startedAt = Date.now();
    attemptedAt = startedAt;
    const db = await getPool();
    if (maxSeen === null) {
      // Start at the end of the log; ids missing among the last START_WINDOW may be transactions still in flight.
      const { rows } = await db.query(
        `select id from cache_tag_events
         where id > (select coalesce(max(id), 0) - ${START_WINDOW} from cache_tag_events) order by id`,
      );
      const ids = rows.map((row) => BigInt(row.id));
      const end = ids.at(-1) ?? 0n;
      const present = new Set(ids);
      for (let id = end - BigInt(START_WINDOW) + 1n; id < end && gaps.size < MAX_GAPS; id++) {
        if (id > 0n && !present.has(id)) gaps.set(id, startedAt);
      }
      maxSeen = end;
      syncedAt = startedAt;
      return 0;
    }
    const { rows } = await db.query(
      `select id, tag, expire_seconds, instance from cache_tag_events
       where id > $1 or id = any($2::bigint[]) order by id limit ${BATCH}`,
      [maxSeen.toString(), [...gaps.keys()].map(String)],
    );
    let applied = 0;
    for (const row of rows) {
      const id = BigInt(row.id);
      if (!gaps.delete(id)) {
        if (id <= maxSeen) continue;
        noteGaps(maxSeen + 1n, id, startedAt);
        maxSeen = id;
      }
      if (row.instance === instance) continue;
      await applyEvent(row.tag, row.expire_seconds === null ? undefined : { expire: row.expire_seconds });
      applied++;
    }
    for (const [id, since] of gaps) if (startedAt - since > gapWaitMs) gaps.delete(id);
    if (rows.length < BATCH) syncedAt = startedAt;
    if (++polls % PRUNE_EVERY_POLLS === 0) await prune();
    return applied;
  }

  /** Applies every event committed since the last poll (one poll at a time; a second caller shares it). */
  function poll(applyEvent = apply) {
    if (!applyEvent) return Promise.resolve(0);
    inFlight ??= readOnce(applyEvent).finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  async function pollQuietly() {
    try {
      return await poll();
    } catch (error) {
      // The table appears with the app's migrations at start; a database hiccup is retried on the next tick.
      if (error?.code !== '42P01') console.error('[cache] tag log poll failed:', error?.message ?? error);
      return 0;
    }
  }

  async function prune() {
    const db = await getPool();
    const { rowCount } = await db.query(
      `delete from cache_tag_events where created_at < now() - interval '${KEEP_EVENTS}'`,
    );
    return rowCount ?? 0;
  }

  return {
    instance,
    poll,
    prune,
    /** Ids still awaited below the highest one read (for tests and diagnostics). */
    pendingGaps: () => gaps.size,
    /** Polls every `pollMs` in this process (a long-running server). Idempotent. */
    start(applyEvent) {
      apply ??= applyEvent;
      if (timer) return;
      timer = setInterval(() => void pollQuietly(), pollMs);
      timer.unref();
      void pollQuietly();
    },
    /**
     * Before a cached answer: when this process has not read the log for a while (a serverless instance frozen
     * between requests, whose timer did not fire), read it now, waiting at most `waitMs`.
     */
    async catchUp(waitMs = 2_000) {
      const now = Date.now();
      if (!apply || now - syncedAt <= 2 * pollMs || now - attemptedAt < pollMs) return;
      let timeout;
      await Promise.race([
        pollQuietly(),
        new Promise((resolve) => {
          timeout = setTimeout(resolve, waitMs);
          timeout.unref?.();
        }),
      ]);
      clearTimeout(timeout);
    },
    async publish(tags, durations) {
      const db = await getPool();
      const expire = durations?.expire ?? null;
      await db.query('insert into cache_tag_events (tag, expire_seconds, instance) select unnest($1::text[]), $2, $3', [
        tags,
        expire,
        instance,
      ]);
    },
    async close() {
      clearInterval(timer);
      timer = null;
      await inFlight?.catch(() => {});
      await pool?.end();
      pool = undefined;
    },
  };
}

/** The process's shared tag log, or null with the embedded database (one instance by construction) and at build. */
export function sharedTagLog() {
  if (globalThis.__sgTagLog !== undefined) return globalThis.__sgTagLog;
  const url = process.env.DATABASE_URL ?? '';
  const driver = process.env.DATABASE_DRIVER || (url.startsWith('postgres') ? 'pg' : 'pglite');
  const shared = driver !== 'pglite' && url !== '' && process.env.NEXT_PHASE !== 'phase-production-build';
  globalThis.__sgTagLog = shared
    ? createTagLog(url, { pollMs: Number(process.env.CACHE_SYNC_INTERVAL_MS) || 1000 })
    : null;
  return globalThis.__sgTagLog;
}
