import { expect, test } from './support/fixtures';

test.describe('catalogue', () => {
  test('products page shows every seeded coffee with a two-decimal price', async ({ page, expectAccessible }) => {
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop Coffee' })).toBeVisible();
    const cards = page.getByRole('article');
    // admin-products.spec.ts adds and removes products of its own in parallel: the eight seeded ones must be there.
    await expect(cards.nth(7)).toBeVisible();
    const bourbon = cards.filter({ hasText: 'Bourbon Barrel-Aged Reserve' });
    await expect(bourbon).toContainText('$24.00');
    const image = bourbon.locator('img');
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectAccessible();
  });

  test('product detail has a breadcrumb back, price, and a quantity selector that stops at 1', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/products');
    await page.getByRole('link', { name: 'View details for Kenya Nyeri AA' }).click();
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await expect(page).toHaveTitle('Kenya Nyeri AA · Steam & Grind');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kenya Nyeri AA');
    // The price beside the title and, under the grind and size pickers, the default option's (issue 28).
    await expect(page.getByText('$22.50').first()).toBeVisible();

    const quantity = page.getByRole('spinbutton', { name: 'Quantity of Kenya Nyeri AA' });
    await expect(quantity).toHaveValue('1');
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toHaveValue('3');
    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(quantity).toHaveValue('2');
    await quantity.fill('0');
    await expect(quantity).toHaveValue('1');
    await expectAccessible();

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Shop Coffee' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('an unknown or malformed product id shows Product Not Found', async ({ page, expectAccessible }) => {
    for (const id of ['999999', 'abc', '0']) {
      const response = await page.goto(`/products/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    }
    await expectAccessible();
  });

  test('the product API answers JSON with exact prices and clear 400s', async ({ request }) => {
    const list = await request.get('/_api/products');
    expect(list.status()).toBe(200);
    const products = (await list.json()) as Array<{ price: string }>;
    expect(products.length).toBeGreaterThanOrEqual(8);
    for (const product of products) expect(product.price).toMatch(/^\d+\.\d{2}$/);
    const bad = await request.get('/_api/products/single?productId=-4');
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Product ID must be a positive integer.' });
  });
});
