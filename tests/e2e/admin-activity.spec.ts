import { waitForStreamedPage } from './support/session';
import { expect, test } from './support/fixtures';

/*
 * Issue 12: a status change shows in the Activity tab and on the order's own page, whose history and notes follow
 * every change made there. Each browser project works on its own seeded pending order, so parallel runs never race.
 */
test.describe('admin activity and order page', () => {
  test('a status change is in Activity and in the order history; a note is added; the page is accessible', async ({
    page,
    adminPage,
    expectAccessible,
  }, testInfo) => {
    // Two pages, four changes and three accessibility scans.
    test.slow();
    const customer = testInfo.project.name === 'phone' ? 'Chris Doyle' : 'Priya Raman';

    // Found by the list's search: other specs add orders, and the seeded one need not be on the first page.
    await adminPage.open('orders');
    await page.goto(`/admin?tab=orders&orders.search=${encodeURIComponent(customer)}`);
    await waitForStreamedPage(page);
    const row = page.getByRole('row').filter({ hasText: customer });
    const orderNumber = (await row.getByRole('rowheader').innerText()).trim();
    expect(orderNumber).toMatch(/^SG-/);
    await row.getByRole('combobox', { name: /^Order status for order / }).click();
    await page.getByRole('option', { name: 'Shipped' }).click();
    await expect(page.getByText('Order status updated successfully!')).toBeVisible();
    await expect(row.getByRole('combobox', { name: /^Order status for order / })).toHaveText('Shipped');

    // The Activity tab lists it, newest first, and filters by action through the URL.
    await adminPage.switchTo('activity');
    await expect(page.getByRole('heading', { level: 2, name: 'Activity' })).toBeVisible();
    const entry = page.getByRole('row').filter({ hasText: orderNumber }).first();
    await expect(entry).toContainText('Order status changed');
    await expect(entry).toContainText('Status: pending → shipped');
    await expect(entry).toContainText('admin@e2e.test');
    await adminPage.choose('Action', 'Order status changed');
    await expect(page).toHaveURL(/activity\.action=order\.status_changed/);
    await expect(entry).toContainText('Status: pending → shipped');
    await expectAccessible();

    // The order's page, from the entry's link.
    await entry.getByRole('link', { name: orderNumber }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
    await waitForStreamedPage(page);
    await expect(page.getByRole('table', { name: `Items in order ${orderNumber}` })).toBeVisible();
    await expect(page.getByText(customer.split(' ')[0]!, { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Order status' })).toHaveText('Shipped');
    const history = page.getByRole('list', { name: 'History, newest first' });
    await expect(history.getByRole('listitem').first()).toContainText('Status: pending → shipped');
    await expect(history.getByRole('listitem').first()).toContainText('by Admin');

    // A note: refused when empty, then added, newest first, and in the history.
    await page.getByRole('button', { name: 'Add Note' }).click();
    await expect(page.getByText('A note must not be empty.')).toBeVisible();
    const note = `Leave it with the coach (${testInfo.project.name})`;
    await page.getByLabel('New note').fill(note);
    await page.getByRole('button', { name: 'Add Note' }).click();
    await expect(page.getByText('Note added.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Notes, newest first' }).getByRole('listitem').first()).toContainText(
      note,
    );
    await expect(page.getByLabel('New note')).toHaveValue('');
    await expect(history.getByRole('listitem').first()).toContainText(`Note: ${note}`);

    // The payment status changes here too, with the list's select.
    // Issue 26: Paid is recorded through the payment dialog ("Record payment…" in the select), what is owed prefilled.
    await page.getByRole('combobox', { name: 'Payment status' }).click();
    await page.getByRole('option', { name: 'Record payment…' }).click();
    const paying = page.getByRole('dialog', { name: 'Record payment' });
    await paying.getByRole('button', { name: 'Record payment' }).click();
    await expect(paying).toHaveCount(0);
    await expect(history.getByRole('listitem').first()).toContainText('Payment: pending → paid');
    await expectAccessible();

    await page.getByRole('link', { name: 'Back to Orders' }).click();
    await expect(adminPage.tab('orders')).toHaveAttribute('aria-selected', 'true');
  });

  test('an unknown order number is a 404 page with a way back to the orders', async ({ page, adminPage }) => {
    // adminPage: the browser context is signed in as the admin.
    const response = await page.goto('/admin/orders/SG-000000-NONE0');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Orders' }).click();
    await expect(adminPage.tab('orders')).toHaveAttribute('aria-selected', 'true');
  });
});
