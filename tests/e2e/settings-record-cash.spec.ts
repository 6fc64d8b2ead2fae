import { randomBytes } from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { expect, test } from './support/fixtures';
import { signIn, waitForStreamedPage } from './support/session';

/*
 * A fundraiser records cash a buyer handed them, from the Unpaid Orders card of their account page; the captain's
 * sheet and the admin's order page show the money, with the fundraiser as collector and as the one who recorded it.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const ok = async (response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<any> => {
  expect(response.status(), await response.text()).toBe(status);
  return response.json();
};

const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

const PASSWORD = 'Cash-e2e-pass-1';

async function setUp(baseURL: string, fundraiserId: number, tag: string, admin: APIRequestContext) {
  await ok(await admin.post('/_api/auth/login_with_password', { data: E2E_ADMIN }));
  const captainContext = await playwrightRequest.newContext({ baseURL });
  const captainEmail = `cash-captain-${tag}@example.com`;
  const { user: captain } = await ok(
    await captainContext.post('/_api/auth/register_with_password', {
      data: { email: captainEmail, password: PASSWORD, displayName: `Cap ${tag}`, firstName: 'Cap', lastName: 'Tain' },
    }),
    201,
  );
  await captainContext.dispose();
  await ok(
    await admin.post('/_api/admin/user/update-role', { data: { userId: captain.id, newRole: 'fundraiser_captain' } }),
  );
  const { campaign } = await ok(
    await admin.post('/_api/admin/createcampaign', {
      data: {
        name: `Cash Drive ${tag}`,
        slug: `cash-drive-${tag}`,
        startDate: '2020-01-01',
        endDate: '2099-12-31',
        isActive: true,
        captainId: captain.id,
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
  const order = async (first: string, last: string, quantity: number) =>
    ok(
      await admin.post('/_api/products/order', {
        data: {
          customerFirstName: first,
          customerLastName: last,
          customerEmail: `${first.toLowerCase()}-${tag}@example.com`,
          campaignId: campaign.id,
          subAccountId: fundraiserId,
          items: [{ productId, quantity }],
        },
      }),
      201,
    );
  const greta = await order('Greta', 'Hall', 2);
  await order('Omar', 'Said', 1);
  return {
    campaign: campaign as { id: number; name: string },
    captain: { email: captainEmail, password: PASSWORD },
    greta: greta as { orderNumber: string; total: string },
  };
}

test('a fundraiser records cash a buyer handed them; the captain and staff see it, to the cent', async ({
  page,
  playwright,
  expectAccessible,
}, testInfo) => {
  test.slow();
  const tag = `${testInfo.project.name}-${randomBytes(3).toString('hex')}`;
  const { user: fundraiser } = await ok(
    await page.request.post('/_api/auth/register_with_password', {
      data: {
        firstName: 'Nia',
        lastName: 'Cash',
        displayName: `Nia ${tag}`,
        email: `nia-${tag}@example.com`,
        password: PASSWORD,
        phone: null,
      },
    }),
    201,
  );
  const admin = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const drive = await setUp(testInfo.project.use.baseURL!, fundraiser.id, tag, admin);
  const totalCents = Math.round(Number(drive.greta.total) * 100);

  await page.goto('/settings');
  await waitForStreamedPage(page);
  const card = page.getByRole('heading', { name: 'Unpaid Orders' }).locator('xpath=ancestor::*[@data-slot="card"][1]');
  // The card says what is owed and where buyers learn how to pay; nobody is told to "reach out".
  await expect(card).toContainText('order page and e-mail tell them how and when to pay');
  await expect(page.getByText(/reach out to collect/i)).toHaveCount(0);
  const rows = card.getByRole('list', { name: 'Unpaid orders' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);

  const greta = rows.filter({ hasText: 'Greta Hall' });
  const button = greta.getByRole('button', {
    name: `Record cash I received for order ${drive.greta.orderNumber} of Greta Hall`,
  });
  const box = await button.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Record cash I received' });
  await expect(dialog).toBeVisible();
  const amount = dialog.getByLabel('Amount received (USD)');
  // The amount starts at what is owed, in cash.
  expect(Number(await amount.inputValue())).toBe(totalCents / 100);
  await expect(dialog.getByRole('combobox', { name: 'How they paid' })).toContainText('Cash');
  await expectAccessible();
  await page.screenshot({ path: testInfo.outputPath('record-cash-dialog.png') });

  // More than is owed is refused before it is sent.
  await amount.fill(((totalCents + 100) / 100).toFixed(2));
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(
    dialog.getByText(`Enter at most ${dollars(totalCents)}: that is what the buyer still owes.`),
  ).toBeVisible();

  // Part of it, by check.
  const partCents = 500;
  expect(totalCents).toBeGreaterThan(partCents * 2);
  await amount.fill((partCents / 100).toFixed(2));
  await dialog.getByRole('combobox', { name: 'How they paid' }).click();
  await page.getByRole('option', { name: 'Check' }).click();
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(
    page.getByText(
      `${dollars(partCents)} recorded on order ${drive.greta.orderNumber}. ${dollars(totalCents - partCents)} still owed.`,
    ),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(greta.getByRole('definition')).toHaveText([
    dollars(totalCents),
    dollars(partCents),
    dollars(totalCents - partCents),
  ]);

  // The rest, in cash: the order leaves the list.
  await greta.getByRole('button', { name: /Record cash I received/ }).click();
  await expect(dialog).toBeVisible();
  expect(Number(await amount.inputValue())).toBe((totalCents - partCents) / 100);
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText(`on order ${drive.greta.orderNumber}. It is paid in full.`)).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Omar Said');

  // At 320 px the card has no sideways scroll.
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  await admin.dispose();

  // The captain's sheet: Greta's order is paid, the fundraiser's group owes only Omar's order.
  const captainPage = await page.context().browser()!.newPage({ baseURL: testInfo.project.use.baseURL });
  await signIn(captainPage, drive.captain);
  await captainPage.goto(`/captain/campaigns/${drive.campaign.id}/fulfilment`);
  await waitForStreamedPage(captainPage);
  // A table row on wider screens, a stacked card on a phone (issue 26).
  const row = captainPage
    .getByRole('row', { name: /Greta Hall/ })
    .or(captainPage.getByRole('article', { name: /Greta Hall/ }));
  await expect(row).toContainText('Paid');
  await expect(row).not.toContainText('Unpaid');
  await captainPage.close();

  // Staff, on the order's page: both entries, the fundraiser as collector and as the one who recorded them.
  const adminContext = await page.context().browser()!.newContext({ baseURL: testInfo.project.use.baseURL });
  const adminBrowser = await adminContext.newPage();
  await signIn(adminBrowser, E2E_ADMIN);
  await adminBrowser.goto(`/admin/orders/${drive.greta.orderNumber}`);
  await waitForStreamedPage(adminBrowser);
  const ledgerRows = adminBrowser.getByRole('row').filter({ hasText: fundraiser.displayName });
  await expect(ledgerRows).toHaveCount(2);
  await expect(ledgerRows.first()).toContainText('Cash');
  await expect(ledgerRows.nth(1)).toContainText('Check');
  await adminContext.close();
});
