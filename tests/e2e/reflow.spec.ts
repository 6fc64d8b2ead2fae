import { expect, test } from './support/fixtures';
import { signIn } from './support/session';

/** WCAG 1.4.10 Reflow: at 320 CSS px every public page fits without scrolling sideways. */
const PUBLIC_PAGES = [
  '/',
  '/about',
  '/contact',
  '/products',
  '/products/1',
  '/campaigns/oldham-soccer-fall-drive',
  '/fundraisers/liam-carter',
];

const overflow = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;

test.describe('reflow at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test.skip(({ isMobile }) => !isMobile, 'one narrow phone is enough');

  test('every public page fits 320 px signed out, header controls included, with no accessibility violation', async ({
    page,
    expectAccessible,
  }) => {
    test.slow(); // seven pages, each with an accessibility scan
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
      expect(await page.evaluate(overflow), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Open menu' })).toBeInViewport({ ratio: 1 });
      await expectAccessible();
    }
  });

  test('the pages that sell still fit 320 px with a coffee in the cart', async ({ page }) => {
    // The cart's line (image, name, price, quantity buttons) once widened the aside's grid column past the screen.
    for (const path of ['/products', '/fundraisers/liam-carter', '/campaigns/oldham-soccer-fall-drive']) {
      await page.goto(path);
      await page
        .getByRole('button', { name: /add to cart/i })
        .first()
        .click();
      await expect(
        page.getByRole('region', { name: 'Your Cart' }).getByRole('button', { name: 'Remove' }).first(),
      ).toBeVisible();
      expect(await page.evaluate(overflow), `${path} scrolls sideways with a line in the cart`).toBeLessThanOrEqual(0);
    }
  });

  test('signed in, the account menu fits beside the cart and the menu button', async ({ page }) => {
    const account = {
      firstName: 'Wilhelmina',
      lastName: 'Featherstonehaugh',
      displayName: 'Wilhelmina Featherstonehaugh',
      email: `reflow-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
      password: 'Reflow-pass-1',
      phone: null,
    };
    expect((await page.request.post('/_api/auth/register_with_password', { data: account })).status()).toBe(201);
    await page.context().clearCookies();
    await signIn(page, { email: account.email, password: account.password });
    for (const path of ['/', '/products']) {
      await page.goto(path);
      const menu = page.getByRole('banner').getByRole('button', { name: 'Wilhelmina Featherstonehaugh' });
      await expect(menu).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(overflow), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
});
