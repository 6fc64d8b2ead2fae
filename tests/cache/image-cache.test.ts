import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs module loaded by Next at run time; it has no type declarations.
import ShopCacheHandler from '@/server/cache/cache-handler.mjs';

type Handler = {
  get: (key: string, ctx: { kind: string }) => Promise<{ value: { buffer: Buffer } } | null>;
  set: (key: string, value: unknown, ctx: { kind: string; cacheControl: unknown }) => Promise<void>;
};

const image = (megabytes: number, fill: number) => ({
  kind: 'IMAGE',
  buffer: Buffer.alloc(megabytes * 1024 * 1024, fill),
  etag: `e${fill}`,
  extension: 'avif',
  revalidate: 14400,
});

describe('optimized image cache (cache handler)', () => {
  const handler = new ShopCacheHandler({
    dev: false,
    flushToDisk: false,
    serverDistDir: '/nonexistent',
    revalidatedTags: [],
    _requestHeaders: {},
  }) as Handler;
  const ctx = { kind: 'IMAGE', cacheControl: { revalidate: 14400, expire: undefined } };

  it('keeps an encoded image, so the next request for it is not encoded again', async () => {
    expect(await handler.get('img-a', ctx)).toBeNull();
    await handler.set('img-a', image(1, 1), ctx);
    const hit = await handler.get('img-a', ctx);
    expect(hit?.value.buffer[0]).toBe(1);
  });

  it('lets the least recently used images go beyond 64 MB', async () => {
    await handler.set('big-1', image(20, 2), ctx);
    await handler.set('big-2', image(20, 3), ctx);
    await handler.set('big-3', image(20, 4), ctx);
    expect(await handler.get('img-a', ctx)).not.toBeNull(); // used again: now the most recent
    await handler.set('big-4', image(20, 5), ctx);
    expect(await handler.get('big-1', ctx)).toBeNull();
    expect(await handler.get('big-2', ctx)).not.toBeNull();
    expect(await handler.get('img-a', ctx)).not.toBeNull();
    expect(await handler.get('big-4', ctx)).not.toBeNull();
  });
});
