import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { shopPickup } from './support/checkout';
import { expect, test } from './support/fixtures';
import { waitForStreamedPage } from './support/session';

/*
 * Issue 26, status actions: "Paid" no longer bypasses the payment dialog, the bulk bar stays in view, focus returns to
 * the button that opened a dialog, and cancelling an order that holds money asks whether it was refunded or kept.
 */

/** A new order of two bags for this project; its number and total in cents. */
async function placeOrder(request: APIRequestContext, lastName: string) {
  const products = (await (await request.get('/_api/admin/products?status=active')).json()) as {
    products: Array<{ id: number }>;
  };
  const placed = await request.post('/_api/products/order', {
    data: {
      ...(await shopPickup(request)),
      customerFirstName: 'Cass',
      customerLastName: lastName,
      customerEmail: `status-${randomBytes(4).toString('hex')}@example.com`,
      items: [{ productId: products.products[0]!.id, quantity: 2 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { orders } = (await (
    await request.get(`/_api/admin/orders?search=${encodeURIComponent(lastName)}`)
  ).json()) as { orders: Array<{ id: number; orderNumber: string; totalAmount: string }> };
  const order = orders[0]!;
  return { ...order, totalCents: Math.round(Number(order.totalAmount) * 100) };
}

const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

test.describe('status actions', () => {
  test('the order page offers Record payment instead of Paid, and focus returns to the button that opened it', async ({
    page,
    adminPage,
    expectAccessible,
  }, testInfo) => {
    test.slow();
    const order = await placeOrder(page.request, `Focus ${testInfo.project.name} ${randomBytes(3).toString('hex')}`);
    await page.goto(`/admin/orders/${order.orderNumber}`);
    await waitForStreamedPage(page);
    void adminPage;

    // The payment select: no Paid or Refunded (they would record "other" money with no collector).
    await page.getByRole('combobox', { name: 'Payment status' }).click();
    await expect(page.getByRole('option', { name: 'Paid', exact: true })).toHaveCount(0);
    await expect(page.getByRole('option', { name: 'Refunded', exact: true })).toHaveCount(0);
    await page.getByRole('option', { name: 'Record payment…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record payment' });
    await expect(dialog.getByLabel('Amount (USD)')).toHaveValue((order.totalCents / 100).toFixed(2));
    await expect(dialog.getByRole('combobox', { name: 'Method' })).toBeVisible();
    await expectAccessible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // Record payment on the Payments card: Escape gives focus back to the button.
    const button = page.getByRole('region', { name: 'Payments', exact: true }).getByRole('button', {
      name: 'Record payment',
    });
    await button.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test("Record payment names the order's fundraiser as its collector to start with", async ({ page, adminPage }) => {
    void adminPage;
    // A demo order credited to a fundraiser that still owes money.
    const listed = (await (await page.request.get('/_api/admin/orders?paymentStatus=pending&pageSize=100')).json()) as {
      orders: Array<{ orderNumber: string; orderStatus: string; fundraiserName: string | null }>;
    };
    const order = listed.orders.find((row) => row.fundraiserName && row.orderStatus !== 'cancelled');
    expect(order, 'the demo data has an unpaid order credited to a fundraiser').toBeDefined();
    await page.goto(`/admin/orders/${order!.orderNumber}`);
    await waitForStreamedPage(page);
    await page
      .getByRole('region', { name: 'Payments', exact: true })
      .getByRole('button', { name: 'Record payment' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Record payment' });
    await expect(dialog.getByRole('combobox', { name: 'Collected by' })).toContainText(order!.fundraiserName!);
  });

  test('cancelling an order that holds money asks whether it was refunded or kept', async ({
    page,
    adminPage,
    expectAccessible,
  }, testInfo) => {
    test.slow();
    const order = await placeOrder(page.request, `Cancel ${testInfo.project.name} ${randomBytes(3).toString('hex')}`);
    const paid = await page.request.post('/_api/admin/order/payments', {
      data: { orderId: order.id, amountCents: order.totalCents, method: 'cash' },
    });
    expect(paid.status()).toBe(201);
    await page.goto(`/admin/orders/${order.orderNumber}`);
    await waitForStreamedPage(page);
    void adminPage;

    await page.getByRole('combobox', { name: 'Order status' }).click();
    await page.getByRole('option', { name: 'Cancelled', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: `Cancel order ${order.orderNumber}?` });
    await expect(confirm).toContainText(`It holds ${dollars(order.totalCents)}.`);
    await expect(confirm.getByRole('button', { name: 'Cancel order' })).toBeDisabled();
    await confirm.getByRole('radio', { name: /It is kept/ }).check();
    await confirm.getByLabel('Note (optional)').fill('Donated to the team');
    await expectAccessible();
    await page.screenshot({ path: testInfo.outputPath('cancel-dialog.png') });
    await confirm.getByRole('button', { name: 'Cancel order' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByText(`Holds ${dollars(order.totalCents)}, kept`)).toBeVisible();
    await expect(page.getByText('Donated to the team', { exact: true })).toBeVisible();
    await expect(page.getByText(/Kept because: — → Donated to the team/)).toBeVisible();
  });

  test('the bulk action bar stays in view while a row near the end of a long page is ticked', async ({
    page,
    adminPage,
  }, testInfo) => {
    test.slow();
    // A full page of 50: top the seeded orders up with orders of our own.
    const { total } = (await (await page.request.get('/_api/admin/orders?pageSize=10')).json()) as { total: number };
    for (let i = total; i < 52; i++) await placeOrder(page.request, `Sticky ${randomBytes(3).toString('hex')}`);
    await adminPage.open('orders');
    await adminPage.choose('Rows per page', '50');
    const boxes = page.getByRole('checkbox', { name: /^Select order / });
    // The 25 rows of the default page stay until the 50 arrive.
    await expect(boxes).toHaveCount(50);
    const rows = 50;
    const nearEnd = boxes.nth(rows - 2);
    await nearEnd.scrollIntoViewIfNeeded();
    await nearEnd.check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await expect(bar).toContainText('1 order selected.');
    await expect(bar).toBeInViewport();
    await expect(nearEnd).toBeInViewport();
    await expect(bar.getByRole('combobox', { name: 'Set order status' })).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath('sticky-bar.png') });
  });
});
