import { choosePickup } from './support/checkout';
import { expect, test } from './support/fixtures';

test.describe('cart and checkout', () => {
  test('a guest adds two coffees, changes quantities, orders, and the cart empties', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/products');
    const cart = page.getByRole('region', { name: 'Your Cart' });
    await expect(cart.getByText('Your cart is empty.')).toBeVisible();

    await page.getByRole('button', { name: 'Add to Cart for Kenya Nyeri AA' }).click();
    await expect(page.getByText('Item added to cart.').first()).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart for Midnight Espresso' }).click();
    const items = cart.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
    await expect(items).toHaveCount(2);

    await cart.getByRole('button', { name: 'Increase quantity of Kenya Nyeri AA' }).click();
    await cart.getByRole('button', { name: 'Increase quantity of Kenya Nyeri AA' }).click();
    await cart.getByRole('button', { name: 'Increase quantity of Midnight Espresso' }).click();
    await cart.getByRole('button', { name: 'Decrease quantity of Midnight Espresso' }).click();
    // 3 × $22.50 + 1 × $17.50
    await expect(cart.getByTestId('cart-total')).toHaveText('$85.00');
    await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('4');
    await expectAccessible();

    const checkout = page.getByRole('region', { name: 'Checkout' });
    await checkout.getByRole('button', { name: 'Place Order' }).click();
    await expect(checkout.getByText('First name is required.')).toBeVisible();
    await expect(checkout.getByText('Invalid email address')).toBeVisible();
    await checkout.getByLabel('First Name').fill('Marcus');
    await checkout.getByLabel('Last Name').fill('Bell');
    await checkout.getByLabel('Email').fill('marcus.bell@example.com');
    await choosePickup(checkout);
    await checkout.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Your order has been submitted successfully!')).toBeVisible();
    // The buyer lands on their order page (issue 25); the cart is empty.
    await expect(page).toHaveURL(/\/orders\/[^/?]+\?key=[0-9a-f]{32}$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Order / })).toBeFocused();
    await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveCount(0);
  });

  test('checking out with an empty cart says so', async ({ page }) => {
    await page.goto('/products');
    const checkout = page.getByRole('region', { name: 'Checkout' });
    await checkout.getByLabel('First Name').fill('Empty');
    await checkout.getByLabel('Last Name').fill('Handed');
    await checkout.getByLabel('Email').fill('empty@example.com');
    await checkout.getByRole('button', { name: 'Place Order' }).click();
    await expect(checkout.getByText('Your cart is empty.')).toBeVisible();
  });

  test('the product page adds the chosen quantity', async ({ page }) => {
    await page.goto('/products');
    await page.getByRole('link', { name: 'View details for Bluegrass Morning Blend' }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to Cart for Bluegrass Morning Blend' }).click();
    await expect(page.getByText('Item added to cart.')).toBeVisible();
    await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('2');
  });

  test('a guest cart survives a reload and is synced to the account after login', async ({ page }, testInfo) => {
    const email = `sync-${testInfo.project.name}-${Date.now()}@example.com`;
    const account = {
      firstName: 'Sy',
      lastName: 'Nc',
      displayName: 'Syncer',
      email,
      password: 'Sync-pass-123',
      phone: null,
    };
    expect((await page.request.post('/_api/auth/register_with_password', { data: account })).status()).toBe(201);
    await page.context().clearCookies();

    await page.goto('/products');
    await page.getByRole('button', { name: 'Add to Cart for Swiss Water Decaf Peru' }).click();
    await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('1');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your Cart' }).getByText('Swiss Water Decaf Peru')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('sg-guest-cart'))).toContain('"quantity":1');

    await page.goto('/login?next=/products');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Sync-pass-123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('region', { name: 'Your Cart' }).getByText('Swiss Water Decaf Peru')).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('sg-guest-cart'))).toBeNull();
    const serverCart = await (await page.request.get('/_api/cart/get')).json();
    expect(serverCart.json.cartItems).toEqual([
      expect.objectContaining({ name: 'Swiss Water Decaf Peru', quantity: 1, price: '17.00' }),
    ]);
  });
});
