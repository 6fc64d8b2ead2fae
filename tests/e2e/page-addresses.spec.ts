import { randomBytes } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { expect, test } from './support/fixtures';

/*
 * Issue 26: changing a fundraiser page's address kept every printed flyer and shared link working only until the
 * change ("Fundraiser Not Found"). Now the earlier address answers a permanent redirect, query and all, until
 * someone else claims the address; a page that is not public offers its campaign.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const ok = async (response: APIResponse, status = 200): Promise<any> => {
  expect(response.status(), await response.text()).toBe(status);
  return response.json();
};

const settings = (slug: string, isPublic = true) => ({
  isPublic,
  landingPageSlug: slug,
  goalAmount: null,
  customMessage: null,
  description: null,
});

async function register(request: APIRequestContext, tag: string, displayName: string) {
  return (
    await ok(
      await request.post('/_api/auth/register_with_password', {
        data: {
          firstName: displayName.split(' ')[0],
          lastName: 'Mover',
          displayName,
          email: `${tag}@example.com`,
          password: 'Move-pass-1234',
          phone: null,
        },
      }),
      201,
    )
  ).user as { id: number };
}

/** The status and the Location's path and query of an answer, not followed. */
const redirectOf = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path, { maxRedirects: 0 });
  const location = new URL(response.headers()['location'] ?? '/', 'http://x');
  return `${response.status()} ${location.pathname}${location.search}`;
};

test('an earlier page address redirects permanently, query kept, until someone else claims it', async ({
  page,
  playwright,
  expectAccessible,
}, testInfo) => {
  test.slow();
  const tag = `${testInfo.project.name}-${randomBytes(3).toString('hex')}`;
  const [before, after] = [`move-a-${tag}`, `move-b-${tag}`];
  await register(page.request, `mover-${tag}`, 'Mona Mover');
  await ok(await page.request.post('/_api/users/settings', { data: settings(before) }));
  await page.goto(`/fundraisers/${before}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mona Mover' })).toBeVisible();

  await ok(await page.request.post('/_api/users/settings', { data: settings(after) }));
  expect(await redirectOf(page.request, `/fundraisers/${before}`)).toBe(`308 /fundraisers/${after}`);
  expect(await redirectOf(page.request, `/fundraisers/${before}?src=qr`)).toBe(`308 /fundraisers/${after}?src=qr`);
  for (const file of ['flyer', 'card.png', 'qr.png', 'qr.svg']) {
    expect(await redirectOf(page.request, `/fundraisers/${before}/${file}`)).toBe(`308 /fundraisers/${after}/${file}`);
  }
  expect(await redirectOf(page.request, `/fundraisers/${before}/flyer?src=link&utm_source=club`)).toBe(
    `308 /fundraisers/${after}/flyer?src=link&utm_source=club`,
  );
  // No shared cache may keep the redirect past the next request (the address may be claimed).
  const answer = await page.request.get(`/fundraisers/${before}`, { maxRedirects: 0 });
  expect(answer.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');

  // A visitor with a printed QR code lands on the current page.
  await page.goto(`/fundraisers/${before}?src=qr`);
  await expect(page).toHaveURL(new RegExp(`/fundraisers/${after}(\\?src=qr)?$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Mona Mover' })).toBeVisible();

  // Someone else claims the old address: it is their page now, at once (the cached redirect is invalidated).
  const claimer = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await register(claimer, `claimer-${tag}`, 'Cleo Claimer');
  await ok(await claimer.post('/_api/users/settings', { data: settings(before) }));
  expect((await page.request.get(`/fundraisers/${before}`, { maxRedirects: 0 })).status()).toBe(200);
  await page.goto(`/fundraisers/${before}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cleo Claimer' })).toBeVisible();
  await expectAccessible();
  await claimer.dispose();
});

test('a page that is not public offers the campaign instead of a dead end', async ({
  page,
  playwright,
  expectAccessible,
}, testInfo) => {
  test.slow();
  const tag = `${testInfo.project.name}-${randomBytes(3).toString('hex')}`;
  const slug = `hidden-${tag}`;
  const kid = await register(page.request, `hidden-${tag}`, 'Hana Hidden');
  const admin = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await ok(await admin.post('/_api/auth/login_with_password', { data: E2E_ADMIN }));
  const { campaign } = await ok(
    await admin.post('/_api/admin/createcampaign', {
      data: {
        name: `Hidden Drive ${tag}`,
        slug: `hidden-drive-${tag}`,
        startDate: '2020-01-01',
        endDate: '2099-12-31',
        isActive: true,
        goalAmount: 100_000,
      },
    }),
    201,
  );
  await ok(
    await admin.post('/_api/admin/campaign/participants', { data: { campaignId: campaign.id, userId: kid.id } }),
  );
  await admin.dispose();
  await ok(await page.request.post('/_api/users/settings', { data: settings(slug, false) }));

  await page.goto(`/fundraisers/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This Fundraiser Page Is Not Available' })).toBeVisible();
  await expect(page.getByText('Hana')).toHaveCount(0);
  await expectAccessible();
  for (const width of [1280, 390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: testInfo.outputPath(`hidden-${width}.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await page.getByRole('link', { name: `Visit the Hidden Drive ${tag} page` }).click();
  await expect(page).toHaveURL(`/campaigns/hidden-drive-${tag}`);
  await expect(page.getByRole('heading', { level: 1, name: `Hidden Drive ${tag}` })).toBeVisible();

  // An address nobody ever had is still simply not found.
  expect((await page.goto(`/fundraisers/never-${tag}`))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Fundraiser Not Found' })).toBeVisible();
});
