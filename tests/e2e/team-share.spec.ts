import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { expect, test } from './support/fixtures';

/** The response's JSON once its status is as expected (the tests read the fields they check). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const ok = async (response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<any> => {
  expect(response.status(), await response.text()).toBe(status);
  return response.json();
};

const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

const COFFEES = ['Midnight Espresso', 'Swiss Water Decaf Peru'] as const;

/**
 * A drive of its own: a new fundraiser with a public page on its team (only there, so their page sells it), two demo
 * coffees, and one order credited to them of 3 + 2 bags. Set up through the API, each party in its own session.
 */
async function setUpDrive(newContext: () => Promise<APIRequestContext>, tag: string) {
  const person = await newContext();
  const { user } = await ok(
    await person.post('/_api/auth/register_with_password', {
      data: {
        firstName: 'Nora',
        lastName: 'Share',
        displayName: `Nora ${tag}`,
        email: `nora-${tag}@example.com`,
        password: 'Nora-pass-123',
        phone: null,
      },
    }),
    201,
  );
  const pageSlug = `nora-${tag}`;
  await ok(await person.post('/_api/users/settings', { data: { isPublic: true, landingPageSlug: pageSlug } }));
  await person.dispose();

  const admin = await newContext();
  await ok(await admin.post('/_api/auth/login_with_password', { data: E2E_ADMIN }));
  const name = `Team Share Drive ${tag}`;
  const { campaign } = await ok(
    await admin.post('/_api/admin/createcampaign', {
      data: { name, slug: `team-share-${tag}`, startDate: '2020-01-01', endDate: '2099-12-31', isActive: true },
    }),
    201,
  );
  const { products } = await ok(await admin.get('/_api/admin/products?status=active&pageSize=100'));
  const coffees = COFFEES.map((coffee) => products.find((p: { name: string }) => p.name === coffee)) as Array<{
    id: number;
    price: string;
  }>;
  await ok(
    await admin.post('/_api/admin/campaign/products', {
      data: { campaignId: campaign.id, productIds: coffees.map((c) => c.id), isActive: true },
    }),
  );
  await ok(
    await admin.post('/_api/admin/campaign/participants', { data: { campaignId: campaign.id, userId: user.id } }),
  );
  await ok(
    await admin.post('/_api/products/order', {
      data: {
        customerFirstName: 'Proud',
        customerLastName: 'Parent',
        customerEmail: `parent-${tag}@example.com`,
        campaignId: campaign.id,
        subAccountId: user.id,
        items: [
          { productId: coffees[0]!.id, quantity: 3 },
          { productId: coffees[1]!.id, quantity: 2 },
        ],
      },
    }),
    201,
  );
  await admin.dispose();
  const priceCents = coffees.map((c) => Math.round(Number(c.price) * 100));
  return { name, campaignSlug: campaign.slug as string, pageSlug, priceCents };
}

test.describe('the team’s share per bag', () => {
  test('an admin sets a 20 % share in the campaign dialog; the fundraiser and campaign pages show it', async ({
    page,
    playwright,
    adminPage,
    expectAccessible,
  }, testInfo) => {
    // Setup, a dialog, the balances, two public pages and four accessibility scans: slow on a 2-core machine.
    test.slow();
    const tag = `${testInfo.project.name}-${randomBytes(3).toString('hex')}`;
    const drive = await setUpDrive(() => playwright.request.newContext({ baseURL: testInfo.project.use.baseURL }), tag);
    // 20 % of one bag, rounded half up to the cent; the order had 3 + 2 bags.
    const perBag = drive.priceCents.map((price) => Math.floor((price * 200 + 500) / 1000));
    const raised = perBag[0]! * 3 + perBag[1]! * 2;

    // Without a share the page is as before (and is now in the public page cache).
    await page.goto(`/fundraisers/${drive.pageSlug}`);
    await expect(page.getByRole('heading', { level: 1, name: `Nora ${tag}` })).toBeVisible();
    await expect(page.getByText(/of this bag goes to/)).toHaveCount(0);
    await expect(page.getByText(/raised for the team/)).toHaveCount(0);

    await adminPage.openCampaign(drive.name);
    const row = adminPage.row(drive.name);
    await row.getByRole('button', { name: `Edit ${drive.name}` }).click();
    const dialog = adminPage.dialog('Edit Campaign');
    await expect(dialog.getByRole('combobox', { name: 'Team Share' })).toHaveText('No team share');
    await adminPage.choose('Team Share', 'Percentage of the price', dialog);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      dialog.getByText('Team share must be a percentage from 0 to 100 with at most one decimal.'),
    ).toBeVisible();
    await dialog.getByLabel('Share of the Price (%)').fill('20');
    await expectAccessible();
    await page.screenshot({ path: testInfo.outputPath('campaign-dialog-team-share.png') });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Campaign updated successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The admin's campaign view: what the campaign owes its team.
    await adminPage.rowAction(row, 'Balances');
    const balances = adminPage.dialog('Balances');
    await expect(balances.getByText('Team share: 20% of each bag’s price.')).toBeVisible();
    const owed = balances.getByRole('definition').filter({ hasText: dollars(raised) });
    await expect(balances.getByRole('term').filter({ hasText: 'Owed to the team' })).toBeVisible();
    await expect(owed).toBeVisible();
    await expectAccessible();
    await page.screenshot({ path: testInfo.outputPath('balances-team-owed.png') });
    await balances.getByRole('button', { name: 'Close' }).first().click();

    // The fundraiser page: the change invalidated the cached page; a line on each coffee and the team's total.
    await page.goto(`/fundraisers/${drive.pageSlug}`);
    for (const [index, coffee] of COFFEES.entries()) {
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: coffee }) });
      await expect(card.getByText(`${dollars(perBag[index]!)} of this bag goes to ${drive.name}`)).toBeVisible();
    }
    await expect(page.getByText(`${dollars(raised)} raised for the team`)).toBeVisible();
    await expectAccessible();
    await page.screenshot({ path: testInfo.outputPath('fundraiser-team-share.png'), fullPage: true });

    // The campaign page: beside the total raised.
    await page.goto(`/campaigns/${drive.campaignSlug}`);
    await expect(page.getByText(`${dollars(raised)} raised for the team`)).toBeVisible();
    await expectAccessible();
    await page.screenshot({ path: testInfo.outputPath('campaign-team-share.png'), fullPage: true });

    // The public answers agree with the pages.
    const details = await ok(await page.request.get(`/_api/fundraiser/details?fundraiserSlug=${drive.pageSlug}`));
    expect(details.teamRaised).toBe((raised / 100).toFixed(2));
    const board = await ok(await page.request.get(`/_api/campaign/leaderboard?campaignSlug=${drive.campaignSlug}`));
    expect(board.teamRaised).toBe((raised / 100).toFixed(2));
  });
});
