import { request as playwrightRequest, type APIResponse } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { expect, test } from './support/fixtures';

/*
 * Issue 27, a page per campaign: a member who joins a second campaign keeps their first page (address, campaign) and
 * gets a page of the new one; Settings lets them pick which page they edit, and each campaign's leaderboard links
 * its own page.
 */

const DAY = 86_400_000;

async function ok(response: Promise<APIResponse>) {
  const answer = await response;
  expect(answer.ok(), `${answer.url()} ${answer.status()} ${await answer.text()}`).toBe(true);
  return answer.json();
}

test('a member in two campaigns edits each page from settings and keeps the first page where it was', async ({
  page,
  expectAccessible,
}, testInfo) => {
  const stamp = `${testInfo.project.name}${Date.now().toString(36)}`;
  const baseURL = testInfo.project.use.baseURL!;
  const admin = await playwrightRequest.newContext({ baseURL });
  await ok(admin.post('/_api/auth/login_with_password', { data: E2E_ADMIN }));
  const { products } = (await ok(admin.get('/_api/admin/products?status=active'))) as {
    products: Array<{ id: number }>;
  };
  const campaignIds: number[] = [];
  for (const [label, startedDaysAgo] of [
    ['Soccer', 20],
    ['Hoops', 2],
  ] as const) {
    const { campaign } = await ok(
      admin.post('/_api/admin/createcampaign', {
        data: {
          name: `${label} ${stamp}`,
          slug: `${label.toLowerCase()}-${stamp}`,
          startDate: new Date(Date.now() - startedDaysAgo * DAY).toISOString().slice(0, 10),
          endDate: '2030-12-31',
          isActive: true,
          goalAmount: 1000,
        },
      }),
    );
    campaignIds.push(campaign.id);
    await ok(
      admin.post('/_api/admin/campaign/products', {
        data: { campaignId: campaign.id, productIds: [products[0]!.id], isActive: true },
      }),
    );
  }
  const [soccer, hoops] = campaignIds as [number, number];

  const account = {
    firstName: 'Liam',
    lastName: 'Carter',
    displayName: 'Liam C',
    email: `liam-${stamp}@example.com`,
    password: 'Liam-pass-123',
    phone: null,
  };
  const { user } = await ok(page.request.post('/_api/auth/register_with_password', { data: account }));
  await ok(page.request.post('/_api/users/settings', { data: { isPublic: true, landingPageSlug: `liam-${stamp}` } }));
  await ok(admin.post('/_api/admin/campaign/participants', { data: { campaignId: soccer, userId: user.id } }));
  // Joining the newer campaign used to move his only page to it.
  await ok(admin.post('/_api/admin/campaign/participants', { data: { campaignId: hoops, userId: user.id } }));

  await page.goto(`/fundraisers/liam-${stamp}`);
  await expect(page.getByRole('link', { name: `Soccer ${stamp}` }).first()).toBeVisible();

  await page.goto('/settings');
  const picker = page.getByRole('navigation', { name: 'Your fundraiser pages' });
  await expect(picker.getByRole('link', { name: `Hoops ${stamp}` })).toHaveAttribute('aria-current', 'page');
  await picker.getByRole('link', { name: `Soccer ${stamp}` }).click();
  await expect(picker.getByRole('link', { name: `Soccer ${stamp}` })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel('Custom fundraiser URL')).toHaveValue(`liam-${stamp}`);
  await page.getByLabel('Custom message').fill('Nets for the keeper!');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings updated successfully!')).toBeVisible();
  await expectAccessible();
  await page.screenshot({ path: testInfo.outputPath('settings-page-picker.png'), fullPage: true });

  // The soccer page got the message; the hoops page did not.
  const soccerSettings = await ok(page.request.get(`/_api/users/settings?campaignId=${soccer}`));
  expect(soccerSettings.settings).toMatchObject({
    landingPageSlug: `liam-${stamp}`,
    customMessage: 'Nets for the keeper!',
  });
  const hoopsSettings = await ok(page.request.get('/_api/users/settings'));
  expect(hoopsSettings.settings.customMessage).toBeNull();

  // Each leaderboard links the page of its own campaign.
  const soccerBoard = await ok(page.request.get(`/_api/campaign/leaderboard?campaignSlug=soccer-${stamp}`));
  const hoopsBoard = await ok(page.request.get(`/_api/campaign/leaderboard?campaignSlug=hoops-${stamp}`));
  expect(soccerBoard.leaderboard.map((e: { landingPageSlug: string }) => e.landingPageSlug)).toEqual([`liam-${stamp}`]);
  expect(hoopsBoard.leaderboard.map((e: { landingPageSlug: string }) => e.landingPageSlug)).toEqual([
    hoopsSettings.settings.landingPageSlug,
  ]);

  // Switched off again: the spec's own campaigns stay out of the other specs' lists and the sitemap.
  for (const [id, label] of [
    [soccer, 'Soccer'],
    [hoops, 'Hoops'],
  ] as const) {
    await admin.post('/_api/admin/campaign/update', {
      data: { id, name: `${label} ${stamp}`, slug: `${label.toLowerCase()}-${stamp}`, isActive: false },
    });
  }
  await admin.dispose();
});
