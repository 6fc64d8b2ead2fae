import { expect, test } from './support/fixtures';

test.describe('site navigation', () => {
  test('desktop header links to every public section', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the desktop row is hidden on phones');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Shop Coffee' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await page.getByRole('link', { name: 'Steam & Grind, home' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('phone menu opens with the hamburger, locks scrolling, and closes on Escape and outside click', async ({
    page,
    isMobile,
    expectAccessible,
  }) => {
    test.skip(!isMobile, 'the slide-out menu is for phones');
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    const overflow = await page.evaluate(() => getComputedStyle(document.body).overflow);
    expect(overflow).toBe('hidden');
    await expectAccessible();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();
  });

  test('a URL hash scrolls to its section', async ({ page }) => {
    await page.goto('/about#visit-us');
    await expect(page.getByRole('heading', { name: 'Visit Us' })).toBeInViewport();
  });
});
