// Next's response and data cache for this shop (next.config.mjs `cacheHandler`). Loaded by Node as is, not bundled.
//
// It is Next's own file-system cache (memory first, then disk) with three additions:
// 1. Nothing rendered before this instance started is served. `next build` prerenders the storefront without a
//    database (src/server/cache/public-reads.ts), and a restarted instance cannot know what changed while it was
//    down, so the first visit after a start renders from the live database.
// 2. Cached page HTML is kept as a one-byte string (./one-byte-html.mjs says why).
// 3. Several instances on one PostgreSQL: every tag invalidation is appended to the `cache_tag_events` table and
//    each instance applies the others' events once a second (./tag-log.mjs), so a change made through one instance
//    is visible through every other within about a second (docs/decisions/cache-tag-sync.md). An instance whose
//    timer could not run (a serverless function frozen between requests) reads the log before it answers from its
//    cache. The embedded PGlite database serves one instance only, so it needs no log.
// 4. An entry is dated from the lookup that led to its render, not from when the render ended (see renderedSince).
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { toOneByteHtml } from './one-byte-html.mjs';
import { sharedTagLog } from './tag-log.mjs';

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;
const startedAt = Date.now();

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

/*
 * Next dates a cached entry when it is stored. A render that read the database before a change but is stored after
 * the change's tag invalidation would then look newer than the invalidation, and the old page would be served until
 * the next change (seen with two instances under load: a product page kept its old text). So each entry is dated from
 * the lookup that led to its render: the miss (or, for a time-based refresh, the first hit since the entry was
 * stored). Misses of one key within RENDER_WINDOW_MS keep the earliest, for reads of one key running side by side.
 */
const RENDER_WINDOW_MS = 30_000;
const MAX_PENDING_KEYS = 10_000;
/** key → { at: ms of the lookup, miss: whether it found nothing } since the key was last stored. */
const lookups = new Map();

function noteLookup(key, found) {
  const now = Date.now();
  const pending = lookups.get(key);
  if (found ? pending : pending?.miss && now - pending.at <= RENDER_WINDOW_MS) return;
  lookups.delete(key);
  lookups.set(key, { at: now, miss: !found });
  if (lookups.size > MAX_PENDING_KEYS) lookups.delete(lookups.keys().next().value);
}

function renderedSince(key) {
  const pending = lookups.get(key);
  lookups.delete(key);
  return pending?.at;
}

export default class ShopCacheHandler extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    sharedTagLog()?.start((tag, durations) => super.revalidateTag([tag], durations));
  }

  async get(key, ctx) {
    if (ctx?.kind === IMAGE_KIND) return getImage(key);
    await sharedTagLog()?.catchUp();
    let entry = await super.get(key, ctx);
    if (entry && typeof entry.lastModified === 'number' && entry.lastModified < startedAt) entry = null;
    noteLookup(key, entry !== null);
    return entry;
  }

  async set(key, data, ctx) {
    if (ctx?.kind === IMAGE_KIND) return setImage(key, data, ctx.cacheControl);
    const since = renderedSince(key);
    const value =
      data?.kind === 'APP_PAGE' && typeof data.html === 'string' ? { ...data, html: toOneByteHtml(data.html) } : data;
    await super.set(key, value, ctx);
    const stored = FileSystemCache.memoryCache?.get(key);
    if (since !== undefined && stored?.value === value && stored.lastModified > since) stored.lastModified = since;
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
