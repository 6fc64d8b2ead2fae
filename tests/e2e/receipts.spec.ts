import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { uniqueEmail } from './support/checkout';
import { expect, test } from './support/fixtures';
import { waitForMailMatching } from './support/mailbox';
import { waitForStreamedPage } from './support/session';

/*
 * Receipts (issue 29): the campaign dialog's beneficiary, a receipt per payment with the order page listing the
 * payments' split, and the year-end statement asked for on its own page.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const ok = async (response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<any> => {
  expect(response.status(), await response.text()).toBe(status);
  return response.json();
};

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function beneficiaryOf(request: APIRequestContext, name: string) {
  const { campaigns } = await ok(await request.get(`/_api/admin/campaigns?search=${encodeURIComponent(name)}`));
  return (campaigns as Array<{ name: string; beneficiary: unknown }>).find((c) => c.name === name)!.beneficiary;
}

test.describe('receipts', () => {
  test('an admin names the beneficiary in the campaign dialog, sees it again on edit, and clears it', async ({
    page,
    adminPage,
    expectAccessible,
  }, testInfo) => {
    // Two dialogs, an accessibility scan and the list reloaded twice: slow on a loaded 2-core machine.
    test.slow();
    const name = `Receipt Drive ${testInfo.project.name} ${randomBytes(3).toString('hex')}`;
    await adminPage.open('campaigns');
    await page.getByRole('button', { name: 'Create New Campaign' }).click();
    const dialog = adminPage.dialog('Create New Campaign');
    await dialog.getByLabel(/Campaign Name/).fill(name);
    const receipts = dialog.getByRole('region', { name: 'Receipts' });
    await receipts.getByLabel('Beneficiary Organisation').fill('Oldham County Youth Soccer');
    await receipts.getByLabel('Tax ID').fill('61-1234567');
    await receipts.getByLabel('The team’s share counts as a contribution').check();
    await expectAccessible();
    await dialog.getByRole('button', { name: 'Create Campaign' }).click();
    await expect(page.getByText('Campaign created successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await beneficiaryOf(page.request, name)).toEqual({
      name: 'Oldham County Youth Soccer',
      taxId: '61-1234567',
      shareIsContribution: true,
    });

    await adminPage.openCampaign(name);
    await adminPage
      .row(name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    const edit = adminPage.dialog('Edit Campaign');
    await expect(edit.getByLabel('Beneficiary Organisation')).toHaveValue('Oldham County Youth Soccer');
    await expect(edit.getByLabel('Tax ID')).toHaveValue('61-1234567');
    await expect(edit.getByLabel('The team’s share counts as a contribution')).toBeChecked();
    await edit.getByRole('region', { name: 'Receipts' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('beneficiary-dialog.png') });
    // Clearing the name removes the beneficiary.
    await edit.getByLabel('Beneficiary Organisation').fill('');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Campaign updated successfully!')).toBeVisible();
    await expect(edit).toBeHidden();
    expect(await beneficiaryOf(page.request, name)).toBeNull();
    await adminPage
      .row(name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    await expect(adminPage.dialog('Edit Campaign').getByLabel('Beneficiary Organisation')).toHaveValue('');
    await expect(adminPage.dialog('Edit Campaign').getByLabel('Tax ID')).toHaveValue('');
  });

  test('a payment sends its receipt, the order page splits it, and the year-end statement is mailed on request', async ({
    page,
    expectAccessible,
  }, testInfo) => {
    test.slow();
    // The staff side through the API, in a context of its own: the buyer's page stays signed out.
    const staff = await page.context().browser()!.newContext({ baseURL: testInfo.project.use.baseURL });
    const request = staff.request;
    const tag = randomBytes(4).toString('hex');
    await ok(await request.post('/_api/auth/login_with_password', { data: E2E_ADMIN }));
    const { campaign } = await ok(
      await request.post('/_api/admin/createcampaign', {
        data: {
          name: `Receipt Gifts ${tag}`,
          slug: `receipt-gifts-${tag}`,
          startDate: '2020-01-01',
          endDate: '2099-12-31',
          isActive: true,
          beneficiary: { name: 'Oldham Boosters', taxId: '61-7654321', shareIsContribution: false },
        },
      }),
      201,
    );
    const { products } = await ok(await request.get('/_api/admin/products?status=active&pageSize=100'));
    const coffee = products.find((p: { name: string }) => p.name === 'Midnight Espresso') as { id: number };
    await ok(
      await request.post('/_api/admin/campaign/products', {
        data: { campaignId: campaign.id, productIds: [coffee.id], isActive: true },
      }),
    );
    const email = uniqueEmail('receipt');
    const placed = await ok(
      await request.post('/_api/products/order', {
        data: {
          customerFirstName: 'Rita',
          customerLastName: `Receipt ${tag}`,
          customerEmail: email,
          campaignId: campaign.id,
          items: [{ productId: coffee.id, quantity: 1 }],
          giftCents: 3000,
        },
      }),
      201,
    );
    const totalCents = Math.round(Number(placed.total) * 100);
    await ok(
      await request.post('/_api/admin/order/payments', {
        data: { orderId: placed.orderId, amountCents: totalCents, method: 'check' },
      }),
      201,
    );
    await staff.close();

    const receipt = await waitForMailMatching(email, (mail) => mail.subject.startsWith('Payment received'), 30_000);
    const text = receipt.text.replace(/\s+/g, ' ');
    expect(text).toContain('Contribution in this payment: $30.00');
    expect(text).toContain('Tax ID: 61-7654321');

    await page.goto(placed.orderUrl);
    await waitForStreamedPage(page);
    const payments = page.getByRole('region', { name: 'Your payments' });
    await expect(payments).toContainText('Check');
    await expect(payments).toContainText('$30.00 contribution');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await expectAccessible();
    await page.screenshot({ path: testInfo.outputPath('order-payments.png'), fullPage: true });

    await payments.getByRole('link', { name: 'Ask for a year-end statement' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Year-end statement' })).toBeVisible();
    await page.setViewportSize({ width: 320, height: 720 });
    await page.getByLabel(/Email/).fill(email.toUpperCase());
    await expect(page.getByRole('combobox', { name: 'Year' })).toHaveText(String(new Date().getFullYear()));
    await expectAccessible();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath('statement-form-320.png'), fullPage: true });
    await page.getByRole('button', { name: 'Send my statement' }).click();
    await expect(page.getByRole('status')).toContainText(
      `If we have payments from that address in ${new Date().getFullYear()}, a statement is on its way.`,
    );
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath('statement-320.png'), fullPage: true });
    const statement = await waitForMailMatching(email, (mail) => mail.subject.includes('statement'), 30_000);
    expect(statement.text.replace(/\s+/g, ' ')).toContain('Total to Oldham Boosters (tax ID 61-7654321)');
  });
});
