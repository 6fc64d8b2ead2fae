import { expect, test } from './support/fixtures';

/*
 * No shared cache (CDN, a host's edge, a corporate proxy) may keep a public page beyond the next request: the shop's
 * invalidations reach its own cache only, so a page taken down must not live on at an edge. The pages are still
 * served from the shop's own cache (x-nextjs-cache: HIT).
 */
const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

const cachedPaths = [
  '/',
  '/about',
  '/products',
  '/products/1',
  '/campaigns/oldham-soccer-fall-drive',
  '/campaigns/oldham-soccer-fall-drive/card.png',
  '/fundraisers/liam-carter',
  '/fundraisers/liam-carter/qr.svg',
  '/fundraisers/liam-carter/flyer',
  '/fundraisers/nobody-at-all',
];

test('cached public pages tell shared caches to ask again every time, and are still served from the shop cache', async ({
  request,
}) => {
  test.skip(test.info().project.name !== 'desktop', 'headers: one run proves it');
  for (const path of cachedPaths) {
    // Other specs' orders and product changes invalidate these pages at any moment: a MISS right after one is fine.
    await expect(async () => {
      await request.get(path);
      const again = await request.get(path);
      expect(again.headers()['x-nextjs-cache'], path).toBe('HIT');
      expect(again.headers()['cache-control'], path).toBe(PAGE_CACHE_CONTROL);
    }).toPass({ timeout: 20_000 });
  }
});

test('per-request pages stay private and build files immutable', async ({ request }) => {
  test.skip(test.info().project.name !== 'desktop', 'headers: one run proves it');
  expect((await request.get('/login')).headers()['cache-control']).toBe(
    'private, no-cache, no-store, max-age=0, must-revalidate',
  );
  const html = await (await request.get('/about')).text();
  const script = html.match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
  expect(script).toBeTruthy();
  expect((await request.get(script!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
