// Next's response and data cache for this shop (next.config.mjs `cacheHandler`). Loaded by Node as is, not bundled.
//
// It is Next's own file-system cache (memory first, then disk) with three additions:
// 1. Nothing rendered before this instance started is served. `next build` prerenders the storefront without a
//    database (src/server/cache/public-reads.ts), and a restarted instance cannot know what changed while it was
//    down, so the first visit after a start renders from the live database.
// 2. Cached page HTML is kept as a one-byte string (./one-byte-html.mjs says why).
// 3. Several instances on one PostgreSQL: every tag invalidation is appended to the `cache_tag_events` table and
//    each instance applies the others' events once a second, so a change made through one instance is visible
//    through every other within about a second (docs/decisions.md "Public page cache"). The embedded PGlite
//    database serves one instance only, so it needs no log.
import { randomUUID } from 'node:crypto';
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { toOneByteHtml } from './one-byte-html.mjs';

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;
const startedAt = Date.now();
const POLL_MS = Number(process.env.CACHE_SYNC_INTERVAL_MS) || 1000;
const KEEP_EVENTS = '1 hour';

/** The shared tag log, or null with the embedded database and during `next build`. */
function sharedTagLog() {
  if (globalThis.__sgTagLog !== undefined) return globalThis.__sgTagLog;
  const url = process.env.DATABASE_URL ?? '';
  const driver = process.env.DATABASE_DRIVER || (url.startsWith('postgres') ? 'pg' : 'pglite');
  const shared = driver !== 'pglite' && url !== '' && process.env.NEXT_PHASE !== 'phase-production-build';
  globalThis.__sgTagLog = shared ? createTagLog(url) : null;
  return globalThis.__sgTagLog;
}

function createTagLog(connectionString) {
  const instance = randomUUID();
  let pool;
  let lastSeen = null; // highest event id applied; null until the first poll has read the current end of the log
  let polls = 0;
  const getPool = async () => {
    if (!pool) {
      const { default: pg } = await import('pg');
      pool = new pg.Pool({ connectionString, max: 2, idleTimeoutMillis: 30_000 });
      pool.on('error', (error) => console.error('[cache] tag log connection error', error.message));
    }
    return pool;
  };

  async function poll(applyLocally) {
    try {
      const db = await getPool();
      if (lastSeen === null) {
        const { rows } = await db.query('select coalesce(max(id), 0)::bigint as id from cache_tag_events');
        lastSeen = BigInt(rows[0].id);
        return;
      }
      const { rows } = await db.query(
        'select id, tag, expire_seconds, instance from cache_tag_events where id > $1 order by id limit 1000',
        [lastSeen.toString()],
      );
      for (const row of rows) {
        lastSeen = BigInt(row.id);
        if (row.instance === instance) continue;
        await applyLocally(row.tag, row.expire_seconds === null ? undefined : { expire: row.expire_seconds });
      }
      if (++polls % 60 === 0) {
        await db.query(`delete from cache_tag_events where created_at < now() - interval '${KEEP_EVENTS}'`);
      }
    } catch (error) {
      // The table appears with the app's migrations at start; a database hiccup is retried on the next tick.
      if (error?.code !== '42P01') console.error('[cache] tag log poll failed:', error?.message ?? error);
    }
  }

  return {
    instance,
    start(applyLocally) {
      if (this.timer) return;
      this.timer = setInterval(() => void poll(applyLocally), POLL_MS);
      this.timer.unref();
      void poll(applyLocally);
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
  };
}

/*
 * Optimized images (next.config `images.customCacheHandler`). Next's file-system cache keeps pages only, and its own
 * image disk cache is off with isrFlushToDisk, so they are kept here: in memory, least recently used first out
 * beyond IMAGE_CACHE_BYTES. The set is bounded anyway (local images × configured widths × formats).
 */
const IMAGE_KIND = 'IMAGE';
const IMAGE_CACHE_BYTES = 64 * 1024 * 1024;
const images = new Map();
let imageBytes = 0;

function getImage(key) {
  const entry = images.get(key);
  if (!entry) return null;
  images.delete(key);
  images.set(key, entry);
  return entry;
}

function setImage(key, value, cacheControl) {
  const previous = images.get(key);
  if (previous) {
    images.delete(key);
    imageBytes -= previous.value.buffer.byteLength;
  }
  if (!value?.buffer || value.buffer.byteLength > IMAGE_CACHE_BYTES) return;
  images.set(key, { value, lastModified: Date.now(), cacheControl });
  imageBytes += value.buffer.byteLength;
  for (const [oldest, entry] of images) {
    if (imageBytes <= IMAGE_CACHE_BYTES) break;
    images.delete(oldest);
    imageBytes -= entry.value.buffer.byteLength;
  }
}

export default class ShopCacheHandler extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    sharedTagLog()?.start((tag, durations) => super.revalidateTag([tag], durations));
  }

  async get(key, ctx) {
    if (ctx?.kind === IMAGE_KIND) return getImage(key);
    const entry = await super.get(key, ctx);
    if (entry && typeof entry.lastModified === 'number' && entry.lastModified < startedAt) return null;
    return entry;
  }

  async set(key, data, ctx) {
    if (ctx?.kind === IMAGE_KIND) return setImage(key, data, ctx.cacheControl);
    if (data?.kind === 'APP_PAGE' && typeof data.html === 'string') {
      return super.set(key, { ...data, html: toOneByteHtml(data.html) }, ctx);
    }
    return super.set(key, data, ctx);
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    const list = typeof tags === 'string' ? [tags] : tags;
    const log = sharedTagLog();
    if (log && list.length > 0) {
      try {
        await log.publish(list, durations);
      } catch (error) {
        console.error('[cache] could not publish tag invalidation:', error?.message ?? error);
      }
    }
  }
}
