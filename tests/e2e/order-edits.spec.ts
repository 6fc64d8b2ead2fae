import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { shopPickup } from './support/checkout';
import { expect, test } from './support/fixtures';
import { waitForStreamedPage } from './support/session';

const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

type Product = { id: number; name: string; price: string };

/** A shop order of `quantity` bags of the first active coffee, found again by its buyer's unique last name. */
async function placeOrder(request: APIRequestContext, label: string, quantity: number) {
  const { products } = (await (await request.get('/_api/admin/products?status=active')).json()) as {
    products: Product[];
  };
  const lastName = `${label} ${randomBytes(3).toString('hex')}`;
  const placed = await request.post('/_api/products/order', {
    data: {
      ...(await shopPickup(request)),
      customerFirstName: 'Eddie',
      customerLastName: lastName,
      customerEmail: `edit-${randomBytes(4).toString('hex')}@example.com`,
      items: [{ productId: products[0]!.id, quantity }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { orders } = (await (
    await request.get(`/_api/admin/orders?search=${encodeURIComponent(lastName)}`)
  ).json()) as { orders: Array<{ id: number; orderNumber: string; totalAmount: string }> };
  return { order: orders[0]!, first: products[0]!, second: products[1]! };
}

const cents = (price: string) => Math.round(Number(price) * 100);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** At 320 px the page (and any open dialog) fits without a sideways scroll; the viewport is put back afterwards. */
async function expectNoSidewaysScroll(page: Page, screenshot: string) {
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height: viewport.height });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.screenshot({ path: screenshot, fullPage: true });
  await page.setViewportSize(viewport);
}

async function openOrder(page: Page, orderNumber: string) {
  await page.goto(`/admin/orders/${orderNumber}`);
  await waitForStreamedPage(page);
}

test.describe('order edits and returned bags (issue 26)', () => {
  test('staff edit the items (quantity, a coffee added), then refund a returned bag: what is owed drops with it', async ({
    page,
    adminPage,
    expectAccessible,
  }, testInfo) => {
    test.slow();
    void adminPage;
    const { order, first, second } = await placeOrder(page.request, `Editor ${testInfo.project.name}`, 3);
    const a = cents(first.price);
    const b = cents(second.price);
    await openOrder(page, order.orderNumber);

    const items = page.getByRole('region', { name: 'Items', exact: true });
    await items.getByRole('button', { name: 'Edit items' }).click();
    await items.getByLabel('Quantity').first().fill('2');
    await items.getByRole('combobox', { name: 'Add a coffee' }).click();
    await page.getByRole('option', { name: new RegExp(`^${escaped(second.name)} \\(`) }).click();
    await items.getByRole('button', { name: 'Add', exact: true }).click();
    const newTotal = 2 * a + b;
    await expect(items).toContainText(`Total${dollars(3 * a)} → ${dollars(newTotal)}`);
    await expect(items).toContainText(`Owed after${dollars(newTotal)}`);
    await expectAccessible();
    await page.screenshot({ path: testInfo.outputPath('items-edit.png'), fullPage: true });
    await expectNoSidewaysScroll(page, testInfo.outputPath('items-edit-320.png'));
    await items.getByRole('button', { name: 'Review change' }).click();
    await expect(items.getByRole('group', { name: 'Review the change' })).toContainText(
      `Total ${dollars(3 * a)} → ${dollars(newTotal)}. ${dollars(newTotal)} will be owed.`,
    );
    await items.getByRole('button', { name: 'Confirm change' }).click();
    await expect(
      page.getByText(`Order updated: total ${dollars(newTotal)}, ${dollars(newTotal)} outstanding.`),
    ).toBeVisible();
    await expect(items.getByRole('row').filter({ hasText: second.name })).toContainText(dollars(b));
    await expect(page.getByRole('list', { name: 'History, newest first' })).toContainText(
      `Lines: 3 × ${first.name} at ${dollars(a)} → 2 × ${first.name} at ${dollars(a)}, 1 × ${second.name} at ${dollars(b)}`,
    );
    await expect(page.getByRole('list', { name: 'History, newest first' })).toContainText('Why: edited by staff');

    // Paid in full, then one bag of the first coffee comes back.
    const paid = await page.request.post('/_api/admin/order/payments', {
      data: { orderId: order.id, amountCents: newTotal, method: 'cash' },
    });
    expect(paid.status(), await paid.text()).toBe(201);
    await page.reload();
    await waitForStreamedPage(page);
    const payments = page.getByRole('region', { name: 'Payments', exact: true });
    await payments.getByRole('button', { name: 'Record refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record refund' });
    await dialog.getByLabel(new RegExp(`^${escaped(first.name)}`)).fill('1');
    await expect(dialog.getByLabel('Refund amount (USD)')).toHaveValue((a / 100).toFixed(2));
    await expect(dialog).toContainText(`New total: ${dollars(newTotal - a)} (was ${dollars(newTotal)})`);
    await expectAccessible();
    await page.screenshot({ path: testInfo.outputPath('refund-returned-bag.png'), fullPage: true });
    await expectNoSidewaysScroll(page, testInfo.outputPath('refund-returned-bag-320.png'));
    await dialog.getByRole('button', { name: 'Record refund' }).click();
    await expect(page.getByText(`Refund of ${dollars(a)} recorded. $0.00 outstanding.`)).toBeVisible();
    await expect(payments).toContainText(`Collected${dollars(newTotal - a)}`);
    await expect(payments).toContainText('Outstanding$0.00');
    await expect(payments).toContainText('PaymentPaid');
    await expect(items).toContainText(dollars(newTotal - a));

    // Handed out: the items card says why it cannot be edited any more.
    const handedOut = await page.request.post('/_api/admin/order/update-status', {
      data: { orderId: order.id, orderStatus: 'delivered' },
    });
    expect(handedOut.status(), await handedOut.text()).toBe(200);
    await page.reload();
    await waitForStreamedPage(page);
    await expect(items).toContainText('Handed out: the items can no longer be edited.');
    await expect(items.getByRole('button', { name: 'Edit items' })).toHaveCount(0);
    await expectAccessible();
  });

  test('a session that ends while a payment is typed keeps the entry and offers to sign in again', async ({
    page,
    context,
    adminPage,
    expectAccessible,
  }, testInfo) => {
    test.slow();
    void adminPage;
    const { order } = await placeOrder(page.request, `Session ${testInfo.project.name}`, 2);
    await openOrder(page, order.orderNumber);
    const payments = page.getByRole('region', { name: 'Payments', exact: true });
    await payments.getByRole('button', { name: 'Record payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record payment' });
    await dialog.getByLabel('Amount (USD)').fill('5.00');
    await dialog.getByLabel('Reference').fill('envelope 9');

    await context.clearCookies();
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Your session has ended');
    // Said once, in the dialog: no toast over it repeating the server's words.
    await expect(page.getByText('You must be signed in.')).toHaveCount(0);
    await expect(dialog.getByLabel('Amount (USD)')).toHaveValue('5.00');
    await expect(dialog.getByLabel('Reference')).toHaveValue('envelope 9');
    const signInLink = dialog.getByRole('link', { name: 'Sign in again (opens a new tab)' });
    await expectAccessible();
    await page.screenshot({ path: testInfo.outputPath('session-ended.png'), fullPage: true });

    // Signing in in the new tab; back in the dialog, the same entry saves.
    const [tab] = await Promise.all([context.waitForEvent('page'), signInLink.click()]);
    await tab.waitForLoadState('networkidle');
    await tab.getByLabel('Email').fill(E2E_ADMIN.email);
    await tab.getByLabel('Password').fill(E2E_ADMIN.password);
    await tab.getByRole('button', { name: 'Sign In' }).click();
    await expect(tab).toHaveURL((url) => url.pathname === `/admin/orders/${order.orderNumber}`, { timeout: 30_000 });
    await tab.close();
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByText('Payment of $5.00 recorded.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(payments.getByRole('row').filter({ hasText: 'envelope 9' })).toContainText('$5.00');
  });
});
