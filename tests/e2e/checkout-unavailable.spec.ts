import { ORDER_NOT_PLACED } from '@/lib/validation/orders';
import { choosePickup } from './support/checkout';
import { expect, test } from './support/fixtures';

test('checkout while the shop is briefly unavailable says the order was not placed, keeps the form, and the retry places it once', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/products');
  const cart = page.getByRole('region', { name: 'Your Cart' });
  await page.getByRole('button', { name: 'Add to Cart for Kenya Nyeri AA' }).click();
  await expect(cart.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);

  // The server's answer while its database is unreachable (tests/db/database-unavailable.test.ts proves it).
  const keys: string[] = [];
  await page.route('**/_api/products/order', async (route) => {
    keys.push((await route.request().headerValue('idempotency-key')) ?? '');
    await route.fulfill({
      status: 503,
      headers: { 'Retry-After': '5', 'Cache-Control': 'no-store' },
      contentType: 'application/json',
      body: JSON.stringify({ error: ORDER_NOT_PLACED }),
    });
  });

  const checkout = page.getByRole('region', { name: 'Checkout' });
  await checkout.getByLabel('First Name').fill('Dana');
  await checkout.getByLabel('Last Name').fill('Downtime');
  await checkout.getByLabel('Email').fill('dana.downtime@example.com');
  await choosePickup(checkout);
  await checkout.getByRole('button', { name: 'Place Order' }).click();
  await expect(checkout.getByText(ORDER_NOT_PLACED)).toBeVisible();
  await expect(checkout.getByLabel('First Name')).toHaveValue('Dana');
  await expect(checkout.getByLabel('Email')).toHaveValue('dana.downtime@example.com');
  await expect(cart.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);

  await page.unroute('**/_api/products/order');
  const placed = page.waitForRequest('**/_api/products/order');
  await checkout.getByRole('button', { name: 'Place Order' }).click();
  expect(await (await placed).headerValue('idempotency-key')).toBe(keys[0]);
  await expect(page.getByText('Your order has been submitted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/[^/?]+\?key=/);
  // The browser logs the 503 this test provokes on purpose; any other console error still fails it.
  const provoked = consoleErrors.filter((error) => / status of 503 /.test(error));
  expect(provoked).toHaveLength(1);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !provoked.includes(error)));
});
