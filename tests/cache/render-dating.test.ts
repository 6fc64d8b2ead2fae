import { afterEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error -- a plain .mjs module loaded by Next at run time; it has no type declarations.
import ShopCacheHandler from '@/server/cache/cache-handler.mjs';

type Entry = { value: { kind: string; data: { body: string } } } | null;
type Handler = {
  get: (key: string, ctx: { kind: string; tags: string[]; softTags: string[] }) => Promise<Entry>;
  set: (key: string, value: unknown, ctx: { fetchCache: boolean; tags: string[] }) => Promise<void>;
  revalidateTag: (tags: string[], durations?: { expire?: number }) => Promise<void>;
};

/*
 * A read that started before a change but is stored after the change's invalidation must not be served as fresh:
 * the cache dates it from the lookup that led to it (src/server/cache/cache-handler.mjs, renderedSince).
 */
describe('cache entries are dated from the lookup that led to them', () => {
  const handler = new ShopCacheHandler({
    dev: false,
    flushToDisk: false,
    serverDistDir: '/nonexistent',
    revalidatedTags: [],
    maxMemoryCacheSize: 8 * 1024 * 1024,
    _requestHeaders: {},
  }) as Handler;
  const tags = ['products'];
  const lookup = (key: string) => handler.get(key, { kind: 'FETCH', tags, softTags: [] });
  const store = (key: string, body: string) =>
    handler.set(
      key,
      { kind: 'FETCH', data: { headers: {}, body, status: 200 }, revalidate: 300 },
      { fetchCache: true, tags },
    );

  afterEach(() => vi.useRealTimers());

  it('drops an entry whose read began before the invalidation, and keeps one that began after', async () => {
    vi.useFakeTimers({ now: Date.now() + 1_000, toFake: ['Date', 'performance'] });
    expect(await lookup('product-5')).toBeNull(); // the miss: a read of the old text begins
    vi.advanceTimersByTime(50);
    await handler.revalidateTag(tags, { expire: 0 }); // the change lands while that read runs
    vi.advanceTimersByTime(50);
    await store('product-5', 'old text'); // the slow read is stored after the invalidation
    vi.advanceTimersByTime(10);
    expect(await lookup('product-5')).toBeNull(); // not served: it may hold the old text

    vi.advanceTimersByTime(10);
    await store('product-5', 'new text'); // the read after that miss began after the change
    vi.advanceTimersByTime(10);
    expect((await lookup('product-5'))?.value.data.body).toBe('new text');
  });

  it('dates a time-based refresh from the first hit since the entry was stored', async () => {
    vi.useFakeTimers({ now: Date.now() + 30_000, toFake: ['Date', 'performance'] });
    expect(await lookup('product-6')).toBeNull();
    await store('product-6', 'first text');
    vi.advanceTimersByTime(10);
    // A hit past the entry's refresh time: Next serves it and renders again in the background.
    expect((await lookup('product-6'))?.value.data.body).toBe('first text');
    vi.advanceTimersByTime(10);
    await handler.revalidateTag(tags, { expire: 0 }); // a change lands while that background render runs
    vi.advanceTimersByTime(10);
    await store('product-6', 'read before the change');
    vi.advanceTimersByTime(10);
    expect(await lookup('product-6')).toBeNull();
  });

  it('keeps serving an entry stored before any invalidation', async () => {
    vi.useFakeTimers({ now: Date.now() + 60_000, toFake: ['Date', 'performance'] });
    expect(await lookup('catalogue')).toBeNull();
    vi.advanceTimersByTime(20);
    await store('catalogue', 'list');
    vi.advanceTimersByTime(20);
    expect((await lookup('catalogue'))?.value.data.body).toBe('list');
    vi.advanceTimersByTime(20);
    expect((await lookup('catalogue'))?.value.data.body).toBe('list');
  });
});
