import { randomBytes } from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { signIn, waitForStreamedPage } from './support/session';
import { expect, test } from './support/fixtures';

/*
 * Booth mode on a phone (issue 29): a captain's campaign selling an $18.50 coffee with three sellers, set up through
 * the API; the captain picks the three on shift, records two bags and a $10 gift paid cash, and sees the sale split
 * to the cent ($15.68, $15.66, $15.66), the shift total and each seller's balance; then the screen at 320 px.
 */

type Seller = { id: number; name: string };
type Setup = {
  campaignId: number;
  otherCampaignId: number;
  name: string;
  slug: string;
  coffee: string;
  sellers: Seller[];
  captain: { email: string; password: string };
};

const PASSWORD = 'Booth-e2e-pass-1';

async function ok(response: Promise<import('@playwright/test').APIResponse>) {
  const answered = await response;
  expect(answered.ok(), `${answered.url()} → ${answered.status()} ${await answered.text()}`).toBe(true);
  return answered.json();
}

async function setUp(baseURL: string, run: string): Promise<Setup> {
  const admin = await playwrightRequest.newContext({ baseURL });
  const people: APIRequestContext[] = [admin];
  try {
    await ok(admin.post('/_api/auth/login_with_password', { data: E2E_ADMIN }));
    const captainContext = await playwrightRequest.newContext({ baseURL });
    people.push(captainContext);
    const email = `booth-captain-${run}@example.com`;
    const { user: captain } = await ok(
      captainContext.post('/_api/auth/register_with_password', {
        data: { email, password: PASSWORD, displayName: `Captain ${run}`, firstName: 'Bo', lastName: 'Captain' },
      }),
    );
    await ok(
      admin.post('/_api/admin/user/update-role', { data: { userId: captain.id, newRole: 'fundraiser_captain' } }),
    );
    const coffee = `Booth Blend ${run}`;
    const { product } = await ok(
      admin.post('/_api/admin/product', { data: { name: coffee, price: '18.50', cost: '8.00' } }),
    );
    const create = async (name: string, captainId: number | null) => {
      const { campaign } = await ok(
        admin.post('/_api/admin/createcampaign', {
          data: {
            name,
            slug: `booth-${name.split(' ')[0]!.toLowerCase()}-${run}`,
            startDate: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10),
            endDate: '2030-12-31',
            captainId,
            isActive: true,
          },
        }),
      );
      await ok(
        admin.post('/_api/admin/campaign/products', {
          data: { campaignId: campaign.id, productIds: [product.id], isActive: true },
        }),
      );
      return campaign.id as number;
    };
    const name = `Game Day Booth ${run}`;
    const campaignId = await create(name, captain.id);
    const otherCampaignId = await create(`Elsewhere Booth ${run}`, null);
    const sellers: Seller[] = [];
    for (const first of ['Ava', 'Ben', 'Cy']) {
      const { user } = await ok(
        admin.post('/_api/admin/users', {
          data: {
            firstName: first,
            lastName: 'Seller',
            displayName: `${first} ${run}`,
            email: `${first.toLowerCase()}-${run}@example.com`,
            role: 'sub_account',
            parentUserId: captain.id,
          },
        }),
      );
      await ok(admin.post('/_api/admin/campaign/participants', { data: { campaignId, userId: user.id } }));
      sellers.push({ id: user.id, name: `${first} ${run}` });
    }
    const slug = `booth-game-${run}`;
    return { campaignId, otherCampaignId, name, slug, coffee, sellers, captain: { email, password: PASSWORD } };
  } finally {
    for (const context of people) await context.dispose();
  }
}

/** Every element's box is at least 44 px high and wide (the phone's touch targets). */
async function expectTouchTargets(targets: Locator[]) {
  for (const target of targets) {
    const box = await target.boundingBox();
    expect(box, String(target)).not.toBeNull();
    expect(box!.height, `${target} height`).toBeGreaterThanOrEqual(44);
    expect(box!.width, `${target} width`).toBeGreaterThanOrEqual(44);
  }
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: innerWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.view);
}

/** A seller's tap target: the label around the (visually hidden) checkbox. */
const sellerTile = (page: Page, name: string) => page.locator('label').filter({ hasText: name });

test.describe('booth mode', () => {
  test.describe.configure({ mode: 'serial' });
  let setup: Setup;
  const run = randomBytes(3).toString('hex');

  test.beforeAll(async ({}, testInfo) => {
    setup = await setUp(testInfo.project.use.baseURL!, `${testInfo.project.name}-${run}`);
  });

  test.beforeEach(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'Booth mode is a phone screen: its tests run at phone width');
  });

  test('a booth sale split across three sellers credits each the right cents', async ({
    page,
    expectAccessible,
  }, testInfo) => {
    test.slow();
    const [ava, ben, cy] = setup.sellers as [Seller, Seller, Seller];
    await signIn(page, setup.captain);
    await page.goto(`/captain/campaigns/${setup.campaignId}/booth`);
    await waitForStreamedPage(page);
    await expect(page.getByRole('heading', { level: 1, name: setup.name })).toBeVisible();
    await expect(page.getByText('No booth sales yet today.')).toBeVisible();
    // The public leaderboard, read (and cached) before the sale.
    const board = async () =>
      (await ok(page.request.get(`/_api/campaign/leaderboard?campaignSlug=${setup.slug}`))) as {
        totalRaised: string;
        totalBags: number;
      };
    expect(await board()).toMatchObject({ totalRaised: '0.00', totalBags: 0 });

    for (const seller of [ava, ben, cy]) {
      await sellerTile(page, seller.name).click();
      await expect(page.getByRole('checkbox', { name: seller.name })).toBeChecked();
    }
    await expect(page.getByText('Sales are split equally across these 3 sellers.')).toBeVisible();

    const more = page.getByRole('button', { name: `One more ${setup.coffee}` });
    await more.click();
    await more.click();
    await expect(page.getByRole('status', { name: `Bags of ${setup.coffee}` })).toHaveText('2');
    await page.getByLabel('Gift for the team ($, optional)').fill('10');
    await expect(page.getByRole('radio', { name: 'Cash' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Handed over now' })).toHaveAttribute('aria-checked', 'true');
    const recordButton = page.getByRole('button', { name: 'Record sale $47.00' });
    await expectTouchTargets([
      recordButton,
      more,
      page.getByRole('button', { name: `One less ${setup.coffee}` }),
      sellerTile(page, ava.name),
      page.locator('label').filter({ hasText: 'Venmo' }),
      page.getByRole('switch', { name: 'Handed over now' }),
    ]);
    await expectAccessible();
    await page.screenshot({ path: testInfo.outputPath('booth-390-before.png'), fullPage: true });

    await recordButton.click();
    const split = `$15.68 to ${ava.name}, $15.66 to ${ben.name}, $15.66 to ${cy.name}`;
    await expect(page.getByText(`Recorded $47.00: ${split}`)).toBeVisible();
    await expect(page.locator('[data-sonner-toast]')).toContainText(`Sale recorded: $47.00. ${split}.`);
    // The steppers and the gift start again for the next buyer; the shift keeps its sellers.
    await expect(page.getByRole('button', { name: 'Record sale $0.00' })).toBeDisabled();
    const total = page.getByLabel('Shift total');
    await expect(total).toContainText('Shift total $47.00');
    await expect(total).toContainText('1 sale · 2 bags');
    await expect(total).toContainText('Cash $47.00');
    const perSeller = page.getByRole('list', { name: 'Credit per seller' });
    await expect(perSeller.getByRole('listitem')).toHaveText([
      `${ava.name}$15.68`,
      `${ben.name}$15.66`,
      `${cy.name}$15.66`,
    ]);
    await expect(page.getByRole('list', { name: 'Sales this shift' })).toContainText(split);
    await expectAccessible();
    await page.screenshot({ path: testInfo.outputPath('booth-390-after.png'), fullPage: true });

    // Each seller's balance, to the cent, as the captain's balances read them.
    const balances = await page.request.get(`/_api/captain/campaign/balances?campaignId=${setup.campaignId}`);
    expect(balances.status()).toBe(200);
    const body = (await balances.json()) as {
      orderedCents: number;
      collectedCents: number;
      fundraisers: Array<{ userId: number; orderedCents: number; collectedCents: number; outstandingCents: number }>;
    };
    expect(body).toMatchObject({ orderedCents: 4700, collectedCents: 4700 });
    const credit = (id: number) => body.fundraisers.find((f) => f.userId === id);
    expect([ava, ben, cy].map((seller) => credit(seller.id))).toEqual([
      expect.objectContaining({ orderedCents: 1568, collectedCents: 1568, outstandingCents: 0 }),
      expect.objectContaining({ orderedCents: 1566, collectedCents: 1566, outstandingCents: 0 }),
      expect.objectContaining({ orderedCents: 1566, collectedCents: 1566, outstandingCents: 0 }),
    ]);

    // The public figures count the sale at once: a booth sale expires the cached campaign pages like an order does.
    expect(await board()).toMatchObject({ totalRaised: '47.00', totalBags: 2 });

    // The shift's sellers are remembered on this phone.
    await page.reload();
    await waitForStreamedPage(page);
    for (const seller of [ava, ben, cy]) await expect(page.getByRole('checkbox', { name: seller.name })).toBeChecked();
    await expect(page.getByLabel('Shift total')).toContainText('Shift total $47.00');
  });

  test('at 320 px: a team sale to be picked up, no sideways scroll, 44 px targets', async ({
    page,
    expectAccessible,
  }, testInfo) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await signIn(page, setup.captain);
    await page.goto(`/captain/campaigns/${setup.campaignId}/booth`);
    await waitForStreamedPage(page);
    await expectNoSidewaysScroll(page);
    // Nobody on shift: the sale is the team's.
    for (const seller of setup.sellers) {
      const box = page.getByRole('checkbox', { name: seller.name });
      if (await box.isChecked()) await sellerTile(page, seller.name).click();
      await expect(box).not.toBeChecked();
    }
    await expect(page.getByText('None picked: sales are credited to the team.')).toBeVisible();
    await page.getByRole('button', { name: `One more ${setup.coffee}` }).click();
    await page.locator('label').filter({ hasText: 'Venmo' }).click();
    await page.getByRole('switch', { name: 'Handed over now' }).click();
    await expect(page.getByText('The bags are picked up later.')).toBeVisible();
    await expectTouchTargets([
      page.getByRole('link', { name: 'Back to the fulfilment sheet' }),
      page.getByRole('button', { name: 'Record sale $18.50' }),
    ]);
    await page.getByRole('button', { name: 'Record sale $18.50' }).click();
    await expect(page.getByText('Recorded $18.50: $18.50 to the team')).toBeVisible();
    await expect(page.getByLabel('Shift total')).toContainText('Shift total $65.50');
    await expect(page.getByLabel('Shift total')).toContainText('Venmo $18.50');
    await expect(page.getByRole('list', { name: 'Sales this shift' }).getByRole('listitem').first()).toContainText(
      'To be picked up',
    );
    await expectNoSidewaysScroll(page);
    await expectAccessible();
    await page.screenshot({ path: testInfo.outputPath('booth-320.png'), fullPage: true });
  });

  test("the sheet links to booth mode; another campaign's booth is a 404 for the captain; staff open it from /admin", async ({
    page,
  }) => {
    await signIn(page, setup.captain);
    await page.goto(`/captain/campaigns/${setup.campaignId}/fulfilment`);
    await page.getByRole('link', { name: 'Booth mode' }).click();
    await expect(page).toHaveURL(new RegExp(`/captain/campaigns/${setup.campaignId}/booth$`));
    await expect(page.getByRole('heading', { level: 1, name: setup.name })).toBeVisible();

    const refused = await page.goto(`/captain/campaigns/${setup.otherCampaignId}/booth`);
    expect(refused?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Campaign Not Found' })).toBeVisible();

    await signIn(page, E2E_ADMIN);
    await page.goto(`/admin/campaigns/${setup.otherCampaignId}/booth`);
    await expect(page.getByRole('heading', { level: 1, name: /^Elsewhere Booth/ })).toBeVisible();
  });
});
