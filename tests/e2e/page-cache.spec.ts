import { E2E_ADMIN } from '../../playwright.config';
import { expect, test } from './support/fixtures';
import { signIn } from './support/session';

// A product no other spec names, so changing its description cannot disturb them.
const PRODUCT_ID = 8;

test.describe('public page cache', () => {
  test('the catalogue is served from the cache and shows an admin change on the next visit', async ({ page }) => {
    // Other specs' product changes may invalidate the catalogue at any moment: a MISS right after one is fine.
    await expect(async () => {
      await page.request.get('/products');
      const cached = await page.request.get('/products');
      expect(cached.headers()['x-nextjs-cache']).toBe('HIT');
    }).toPass({ timeout: 20_000 });

    await signIn(page, E2E_ADMIN);
    const product = (
      (await (await page.request.get('/_api/admin/products?pageSize=100')).json()) as {
        products: Array<{ id: number; description: string }>;
      }
    ).products.find((p) => p.id === PRODUCT_ID)!;
    const marker = `Cache check ${Date.now()}`;
    try {
      const update = await page.request.post('/_api/admin/product/update', {
        data: { id: PRODUCT_ID, description: marker },
      });
      expect(update.status(), await update.text()).toBe(200);
      const fresh = await page.request.get('/products');
      expect(await fresh.text()).toContain(marker);
      const detail = await page.request.get(`/products/${PRODUCT_ID}`);
      expect(await detail.text()).toContain(marker);
      expect((await page.request.get('/_api/products')).ok()).toBe(true);
      expect(JSON.stringify(await (await page.request.get('/_api/products')).json())).toContain(marker);
    } finally {
      await page.request.post('/_api/admin/product/update', {
        data: { id: PRODUCT_ID, description: product.description },
      });
    }
  });

  test('who is signed in comes from the browser, never from the cached page', async ({ page }) => {
    await signIn(page, E2E_ADMIN);
    const html = await (await page.request.get('/products')).text();
    expect(html).not.toContain(E2E_ADMIN.email);
    await page.goto('/products');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: /Admin/ })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Login' })).toHaveCount(0);
  });

  test('unknown pages answer 404 from the cache as well', async ({ page }) => {
    for (let i = 0; i < 2; i++) {
      expect((await page.request.get('/fundraisers/nobody-at-all')).status()).toBe(404);
      expect((await page.request.get('/campaigns/no-campaign-here')).status()).toBe(404);
      expect((await page.request.get('/products/999999')).status()).toBe(404);
    }
  });

  test('an optimized image is encoded once, then served from the cache', async ({ page }) => {
    // A width no page asks for, so this test is the first to request it.
    const url = '/_next/image?url=%2Fimages%2Froastery.webp&w=48&q=75';
    const headers = { Accept: 'image/avif,image/webp,*/*' };
    const first = await page.request.get(url, { headers });
    expect(first.status()).toBe(200);
    const second = await page.request.get(url, { headers });
    expect(second.headers()['x-nextjs-cache']).toBe('HIT');
    expect(Buffer.compare(await first.body(), await second.body())).toBe(0);
  });
});
