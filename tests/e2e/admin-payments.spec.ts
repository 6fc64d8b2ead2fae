import { randomBytes } from 'node:crypto';
import { placeShopOrder } from './support/checkout';
import { expect, test } from './support/fixtures';
import { waitForStreamedPage } from './support/session';

test.describe('admin payments', () => {
  test('an admin records a partial payment and then the rest on the order page, and the order is paid', async ({
    page,
    adminPage,
    expectAccessible,
  }, testInfo) => {
    test.slow();
    // An order of its own for each browser project: three bags of the first active coffee.
    const lastName = `Payer ${testInfo.project.name} ${randomBytes(3).toString('hex')}`;
    await placeShopOrder(page.request, { firstName: 'Pat', lastName, quantity: 3 });
    const { orders } = (await (
      await page.request.get(`/_api/admin/orders?search=${encodeURIComponent(lastName)}`)
    ).json()) as { orders: Array<{ orderNumber: string; totalAmount: string }> };
    const order = orders[0]!;
    const totalCents = Math.round(Number(order.totalAmount) * 100);
    const dollars = (cents: number) =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

    await adminPage.page.goto(`/admin/orders/${order.orderNumber}`);
    await waitForStreamedPage(page);
    const payments = page.getByRole('region', { name: 'Payments', exact: true });
    await expect(payments.getByText('No payments recorded yet.')).toBeVisible();

    // A partial payment: $10.00 in cash.
    await payments.getByRole('button', { name: 'Record payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record payment' });
    await expect(dialog.getByLabel('Amount (USD)')).toHaveValue((totalCents / 100).toFixed(2));
    await dialog.getByLabel('Amount (USD)').fill('10.00');
    await dialog.getByLabel('Reference').fill('Meetup envelope 12');
    await expectAccessible();
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(
      page.getByText(`Payment of $10.00 recorded. ${dollars(totalCents - 1000)} outstanding.`),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(payments).toContainText(`Collected$10.00`);
    await expect(payments).toContainText(`Outstanding${dollars(totalCents - 1000)}`);
    await expect(payments.getByRole('row').filter({ hasText: 'Meetup envelope 12' })).toContainText('Cash');
    await expect(page.getByRole('combobox', { name: 'Payment status' })).toHaveText('Pending');

    // The rest, by Venmo: the amount starts at what is outstanding.
    await payments.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog.getByLabel('Amount (USD)')).toHaveValue(((totalCents - 1000) / 100).toFixed(2));
    await dialog.getByRole('combobox', { name: 'Method' }).click();
    await page.getByRole('option', { name: 'Venmo', exact: true }).click();
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByText(`Payment of ${dollars(totalCents - 1000)} recorded. $0.00 outstanding.`)).toBeVisible();
    await expect(payments).toContainText('Outstanding$0.00');
    await expect(payments).toContainText('PaymentPaid');
    await expect(page.getByRole('combobox', { name: 'Payment status' })).toHaveText('Paid');
    // Nothing left to collect: the button, the dialog's title and its default all say refund (issue 26).
    await payments.getByRole('button', { name: 'Record refund' }).click();
    const refundDialog = page.getByRole('dialog', { name: 'Record refund' });
    await expect(refundDialog.getByLabel('Refund amount (USD)')).toHaveValue((totalCents / 100).toFixed(2));
    await refundDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(refundDialog).toHaveCount(0);
    // The history lists both entries.
    await expect(page.getByRole('list', { name: 'History, newest first' })).toContainText('Method: Venmo');
    await expect(page.getByRole('list', { name: 'History, newest first' })).toContainText(
      'Reference: Meetup envelope 12',
    );
    await expectAccessible();
    await page.screenshot({ path: testInfo.outputPath('order-payments.png'), fullPage: true });
  });
});
