import { randomBytes } from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext, type APIResponse } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { signIn, waitForStreamedPage } from './support/session';
import { expect, test } from './support/fixtures';

/*
 * The campaign plan on a phone (issue 25): a captain opens their campaign's plan page from Team Management, sets the
 * order deadline and payment instructions, and adds a meetup; the public reads answer them. The page fits 320 px
 * with no accessibility violation, and another captain's campaign is a 404.
 */

const PASSWORD = 'Plan-e2e-pass-1';

async function ok(response: Promise<APIResponse>) {
  const answered = await response;
  expect(answered.ok(), `${answered.url()} → ${answered.status()} ${await answered.text()}`).toBe(true);
  return answered.json();
}

type Setup = {
  campaignId: number;
  slug: string;
  otherCampaignId: number;
  captain: { email: string; password: string };
};

async function setUp(baseURL: string, run: string): Promise<Setup> {
  const admin = await playwrightRequest.newContext({ baseURL });
  const contexts: APIRequestContext[] = [admin];
  try {
    await ok(admin.post('/_api/auth/login_with_password', { data: E2E_ADMIN }));
    const guest = await playwrightRequest.newContext({ baseURL });
    contexts.push(guest);
    const email = `plan-captain-${run}@example.com`;
    const { user } = await ok(
      guest.post('/_api/auth/register_with_password', {
        data: { email, password: PASSWORD, displayName: `Captain ${run}`, firstName: 'Casey', lastName: 'Plan' },
      }),
    );
    await ok(admin.post('/_api/admin/user/update-role', { data: { userId: user.id, newRole: 'fundraiser_captain' } }));
    const create = async (name: string, slug: string, captainId: number | null) => {
      const { campaign } = await ok(
        admin.post('/_api/admin/createcampaign', {
          data: {
            name,
            slug,
            startDate: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
            endDate: '2030-12-31',
            captainId,
            isActive: true,
          },
        }),
      );
      return campaign.id as number;
    };
    const slug = `plan-drive-${run}`;
    const campaignId = await create(`Plan Drive ${run}`, slug, user.id);
    const otherCampaignId = await create(`Other Plan Drive ${run}`, `other-plan-${run}`, null);
    return { campaignId, slug, otherCampaignId, captain: { email, password: PASSWORD } };
  } finally {
    await Promise.all(contexts.map((context) => context.dispose()));
  }
}

const sidewaysOverflow = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;

test.describe('the campaign plan page', () => {
  let setup: Setup;

  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'A phone flow: the phone project (390 px) runs it');
    setup = await setUp(testInfo.project.use.baseURL!, randomBytes(4).toString('hex'));
  });

  test('a captain at 390 px sets the deadline and payment, adds a meetup, and buyers’ reads answer them', async ({
    page,
    expectAccessible,
  }) => {
    await signIn(page, setup.captain);
    await page.goto(`/captain/team-management?campaign=${setup.campaignId}`);
    await page.getByRole('link', { name: 'Plan & pickup' }).click();
    await expect(page).toHaveURL(new RegExp(`/captain/campaigns/${setup.campaignId}/plan$`));
    await waitForStreamedPage(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Plan Drive/);
    await expect(page.getByText('No pickup options yet.')).toBeVisible();
    await expectAccessible();

    // Deadline and payment instructions.
    await page.getByLabel('Order deadline').fill('2030-06-01T20:00');
    await page.getByRole('checkbox', { name: 'Cash' }).check();
    await page.getByRole('checkbox', { name: 'Venmo' }).check();
    await page.getByLabel('Venmo/Zelle handle').fill('@plan-drive');
    await page.getByRole('button', { name: 'Save plan' }).click();
    await expect(page.getByText('Campaign plan saved.')).toBeVisible();
    await expect(page.getByText(/^Orders close Jun 1, 2030, 8:00\s?PM/)).toBeVisible();

    // A meetup with a capacity.
    await page.getByRole('button', { name: 'Add pickup option' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add pickup option' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Add option' }).click();
    await expect(dialog.getByText('Pickup name is required.')).toBeVisible();
    await expectAccessible();
    await dialog.getByLabel('Place').fill('School gym');
    await dialog.getByLabel('Address').fill('12 Oak St');
    await dialog.getByLabel('Starts').fill('2030-06-05T10:00');
    await dialog.getByLabel('Ends').fill('2030-06-05T12:00');
    await dialog.getByLabel('Capacity (orders)').fill('30');
    await dialog.getByRole('button', { name: 'Add option' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Pickup option "School gym" added.')).toBeVisible();
    const row = page
      .getByRole('region', { name: 'Pickup options' })
      .getByRole('listitem')
      .filter({ hasText: 'School gym' });
    await expect(row).toContainText('12 Oak St');
    await expect(row).toContainText('Wed, Jun 5, 10:00 AM – 12:00 PM');
    await expect(row).toContainText('0 orders of 30');
    await expectAccessible();

    // What buyers' pages read.
    const { pickupOptions } = await ok(page.request.get(`/_api/campaign/pickup-options?campaignSlug=${setup.slug}`));
    expect(pickupOptions).toEqual([
      expect.objectContaining({ kind: 'meetup', name: 'School gym', address: '12 Oak St', remaining: 30 }),
    ]);
    const board = await ok(page.request.get(`/_api/campaign/leaderboard?campaignSlug=${setup.slug}`));
    expect(board.campaign.orderDeadline).toBe('2030-06-02T00:00:00.000Z');
    expect(board.campaign.paymentInstructions).toEqual({ methods: ['cash', 'venmo'], handle: '@plan-drive' });

    // After a reload the form holds what was saved.
    await page.reload();
    await waitForStreamedPage(page);
    await expect(page.getByLabel('Order deadline')).toHaveValue('2030-06-01T20:00');
    await expect(page.getByRole('checkbox', { name: 'Venmo' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Check', exact: true })).not.toBeChecked();
  });

  test('the plan page and its dialog fit 320 px with targets of 44 px', async ({ page, expectAccessible }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await signIn(page, setup.captain);
    await page.goto(`/captain/campaigns/${setup.campaignId}/plan`);
    await waitForStreamedPage(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(sidewaysOverflow)).toBe(0);
    for (const name of ['Save plan', 'Add pickup option']) {
      const box = await page.getByRole('button', { name }).boundingBox();
      expect(box!.height, name).toBeGreaterThanOrEqual(44);
    }
    const cash = await page.getByText('Cash', { exact: true }).boundingBox();
    expect(cash!.height).toBeGreaterThanOrEqual(44);
    await expectAccessible();
    await page.getByRole('button', { name: 'Add pickup option' }).click();
    await expect(page.getByRole('dialog', { name: 'Add pickup option' })).toBeVisible();
    expect(await page.evaluate(sidewaysOverflow)).toBe(0);
    await expectAccessible();
  });

  test('another captain’s campaign is not found, and so is its pickup list', async ({ page }) => {
    await signIn(page, setup.captain);
    const response = await page.goto(`/captain/campaigns/${setup.otherCampaignId}/plan`);
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Campaign Not Found' })).toBeVisible();
    const list = await page.request.get(`/_api/captain/pickup-options?campaignId=${setup.otherCampaignId}`);
    expect(list.status()).toBe(404);
  });
});
