import { expect, test } from './support/fixtures';

test.describe('public pages', () => {
  test('home page shows the hero, story, features and seeded coffees', async ({ page, expectAccessible }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Steam & Grind/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coffee worth slowing down for.');
    await expect(page.getByRole('main').getByRole('link', { name: 'Shop Coffee' })).toHaveAttribute(
      'href',
      '/products',
    );
    await expect(page.getByRole('heading', { name: 'Why people come back' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ethiopia Yirgacheffe Kochere' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Steam & Grind. All Rights Reserved.`);
    await expectAccessible();
  });

  test('cached public pages carry one same-origin script policy without a nonce', async ({ page }) => {
    const first = await page.goto('/');
    const csp = first!.headers()['content-security-policy']!;
    expect(csp).toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).not.toContain('nonce-');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(first!.headers()['x-content-type-options']).toBe('nosniff');
    expect(first!.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const second = await page.goto('/about');
    expect(second!.headers()['content-security-policy']).toBe(csp);
    // The app's own scripts ran under that policy: the header asked who is signed in and shows Login.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('per-request pages keep a fresh nonce-only script policy', async ({ page }) => {
    const first = await page.goto('/login');
    const csp = first!.headers()['content-security-policy']!;
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');
    const second = await page.goto('/register');
    expect(second!.headers()['content-security-policy']).not.toBe(csp);
    await expect(page.locator('script[nonce]').first()).toBeAttached();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('about page tells the story, values, founders and where we are', async ({ page, expectAccessible }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crafted with Passion, From Bean to Cup.');
    for (const heading of ['Our Story', 'Our Core Values', 'Meet the Founders', 'Visit Us']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    for (const value of ['Uncompromising quality', 'Ethical sourcing', 'Building community']) {
      await expect(page.getByRole('heading', { name: value })).toBeVisible();
    }
    await expect(page.getByText('online roastery based in the suburbs of Louisville, Kentucky')).toBeVisible();
    await expectAccessible();
  });

  test('contact page validates, sends and thanks the visitor', async ({ page, expectAccessible }, testInfo) => {
    await page.goto('/contact');
    await expect(page.getByText('Monday – Friday')).toBeVisible();
    await expect(page.getByText('9:00 AM – 5:00 PM')).toBeVisible();
    await expect(page.getByText('10:00 AM – 3:00 PM')).toBeVisible();
    await expect(page.getByText('Closed')).toBeVisible();
    await expectAccessible();

    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name must be at least 2 characters.')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Subject must be at least 3 characters.')).toBeVisible();
    await expect(page.getByText('Message must be at least 10 characters.')).toBeVisible();

    await page.getByLabel('Name').fill('Jordan Miles');
    // One sender per run: each sender e-mail may write 5 messages an hour.
    await page.getByLabel('Email').fill(`jordan.${testInfo.project.name}.${Date.now()}@example.com`);
    await page.getByLabel('Subject').fill('Team fundraiser');
    await page.getByLabel('Message').fill('We would like to run a coffee fundraiser for our swim team.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  });

  test('unknown paths show the Not Found page with a link home', async ({ page, expectAccessible }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expectAccessible();
  });

  test('robots.txt and sitemap.xml list the public pages', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/about', '/products', '/contact', '/products/1']) expect(sitemap).toContain(`${path}</loc>`);
  });
});
