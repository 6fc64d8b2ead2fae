import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { expect, test } from './support/fixtures';
import { signIn, waitForStreamedPage } from './support/session';

/** The response's JSON once its status is as expected (the tests read the fields they check). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const ok = async (response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<any> => {
  expect(response.status(), await response.text()).toBe(status);
  return response.json();
};

/**
 * A campaign of its own (started long ago, so the demo drive stays the seeded fundraiser's newest) with one coffee,
 * the fundraiser on its team, and three orders: two credited to the fundraiser (one with a phone), one to the
 * campaign alone. Set up through the admin API in `admin`'s own session.
 */
async function setUpDrive(admin: APIRequestContext, fundraiserId: number, tag: string) {
  await ok(await admin.post('/_api/auth/login_with_password', { data: E2E_ADMIN }));
  const { campaign } = await ok(
    await admin.post('/_api/admin/createcampaign', {
      data: {
        name: `Balances Drive ${tag}`,
        slug: `balances-drive-${tag}`,
        startDate: '2020-01-01',
        endDate: '2099-12-31',
        isActive: true,
      },
    }),
    201,
  );
  const { products } = await ok(await admin.get('/_api/admin/products?status=active'));
  const productId = products[0].id as number;
  await ok(
    await admin.post('/_api/admin/campaign/products', {
      data: { campaignId: campaign.id, productIds: [productId], isActive: true },
    }),
  );
  await ok(
    await admin.post('/_api/admin/campaign/participants', { data: { campaignId: campaign.id, userId: fundraiserId } }),
  );
  const order = async (extra: object, quantity: number) =>
    ok(
      await admin.post('/_api/products/order', {
        data: {
          customerEmail: `buyer-${randomBytes(3).toString('hex')}@example.com`,
          campaignId: campaign.id,
          items: [{ productId, quantity }],
          ...extra,
        },
      }),
      201,
    );
  const first = await order({ customerFirstName: 'Greta', customerLastName: 'Hall', subAccountId: fundraiserId }, 1);
  const second = await order(
    {
      customerFirstName: 'Omar',
      customerLastName: 'Said',
      customerPhone: '(502) 555-0142',
      subAccountId: fundraiserId,
    },
    2,
  );
  const campaignOnly = await order({ customerFirstName: 'Lee', customerLastName: 'Park' }, 1);
  const cents = (o: { total: string }) => Math.round(Number(o.total) * 100);
  return {
    campaign: campaign as { id: number; name: string },
    fundraiserCents: cents(first) + cents(second),
    campaignOnlyCents: cents(campaignOnly),
    second,
  };
}

const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** Registers a new account in `request`'s session (a page's own, or a throw-away one). */
async function registerFundraiser(request: APIRequestContext, tag: string) {
  const { user } = await ok(
    await request.post('/_api/auth/register_with_password', {
      data: {
        firstName: 'Rosa',
        lastName: 'Balance',
        displayName: `Rosa ${tag}`,
        email: `rosa-${tag}@example.com`,
        password: 'Rosa-pass-123',
        phone: null,
      },
    }),
    201,
  );
  return user as { id: number; displayName: string };
}

test('a fundraiser sees the orders buyers still owe them, with the buyers’ contact, on their settings page', async ({
  page,
  playwright,
  expectAccessible,
}, testInfo) => {
  test.slow();
  const tag = `${testInfo.project.name}-${randomBytes(3).toString('hex')}`;
  const fundraiser = await registerFundraiser(page.request, tag);

  await page.goto('/settings');
  const card = page.getByRole('heading', { name: 'Unpaid Orders' }).locator('xpath=ancestor::*[@data-slot="card"][1]');
  await expect(card.getByText('No unpaid orders')).toBeVisible();

  const admin = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const drive = await setUpDrive(admin, fundraiser.id, tag);
  await admin.dispose();

  await page.reload();
  await waitForStreamedPage(page);
  await expect(card.getByText(`${dollars(drive.fundraiserCents)} still to collect on 2 orders.`)).toBeVisible();
  const orders = card.getByRole('list', { name: 'Unpaid orders' }).getByRole('listitem');
  await expect(orders).toHaveCount(2);
  // Newest first: Omar's order, with his phone as a tel: link.
  await expect(orders.first()).toContainText('Omar Said');
  await expect(orders.first()).toContainText(drive.second.orderNumber);
  await expect(orders.first()).toContainText(drive.campaign.name);
  await expect(orders.first().getByRole('link', { name: '(502) 555-0142' })).toHaveAttribute('href', 'tel:5025550142');
  await expect(orders.first().getByRole('link', { name: /^buyer-.*@example\.com$/ })).toHaveAttribute(
    'href',
    /^mailto:buyer-.*@example\.com$/,
  );
  await expect(orders.nth(1)).toContainText('Greta Hall');
  await expectAccessible();
});

test('a captain sees the team’s balances on team management, and the admin the same in Campaigns', async ({
  page,
  adminPage,
  playwright,
  expectAccessible,
}, testInfo) => {
  test.slow();
  const tag = `${testInfo.project.name}-${randomBytes(3).toString('hex')}`;
  const fundraiserContext = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const fundraiser = await registerFundraiser(fundraiserContext, tag);
  await fundraiserContext.dispose();
  const admin = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const drive = await setUpDrive(admin, fundraiser.id, tag);
  await admin.dispose();
  const ordered = drive.fundraiserCents + drive.campaignOnlyCents;

  // The e2e admin manages every campaign, as a captain manages theirs (the demo captain's password is random).
  await signIn(page, E2E_ADMIN);
  await page.goto(`/captain/team-management?campaign=${drive.campaign.id}`);
  await waitForStreamedPage(page);
  const balances = page.getByRole('region', { name: 'Balances', exact: true });
  await expect(balances.getByRole('definition').first()).toHaveText(dollars(ordered));
  await expect(balances.getByRole('definition').nth(1)).toHaveText('$0.00');
  await expect(balances.getByRole('definition').nth(2)).toHaveText(dollars(ordered));
  const row = balances.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `Rosa ${tag}` }) });
  await expect(row).toContainText(dollars(drive.fundraiserCents));
  const unassigned = balances
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Campaign (no fundraiser)' }) });
  await expect(unassigned).toContainText(dollars(drive.campaignOnlyCents));
  await expectAccessible();

  await adminPage.openCampaign(drive.campaign.name);
  await adminPage.rowAction(adminPage.row(drive.campaign.name), 'Balances');
  const dialog = adminPage.dialog('Balances');
  await expect(dialog.getByRole('rowheader', { name: `Rosa ${tag}` })).toBeVisible();
  await expect(dialog.getByRole('definition').nth(2)).toHaveText(dollars(ordered));
  await expect(dialog.getByText('Paid by method')).toBeVisible();
  await expectAccessible();
});
