import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** The table row of a seeded order, found by its customer's name. */
const orderRow = (page: Page, customer: string) => page.getByRole('row').filter({ hasText: customer });

test.describe('admin orders', () => {
  test('an admin sees the orders and statistics, changes an order status that sticks, and filters by date', async ({
    page,
    adminPage,
    expectAccessible,
  }, testInfo) => {
    // Each browser project changes its own seeded pending order, so parallel runs never race on one row.
    const customer = testInfo.project.name === 'phone' ? 'Janelle Brooks' : 'Hannah Ortiz';
    // Statistics, a status change that survives a reload, a date filter and two accessibility scans.
    test.slow();

    await adminPage.open('orders');
    await expect(page.getByRole('heading', { level: 2, name: 'Orders', exact: true })).toBeVisible();
    for (const label of ['Total Sales', 'Total Orders', 'Average Order Value', 'Campaign Sales', 'Regular Sales']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Sales Breakdown' })).toBeVisible();
    for (const column of ['Order #', 'Customer', 'Campaign', 'Date', 'Total', 'Payment Status', 'Order Status']) {
      await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }

    // The seeded orders are listed: regular ones and campaign ones.
    await expect(orderRow(page, 'Ellen Park')).toBeVisible();
    await expect(orderRow(page, 'Grace Whitfield')).toContainText('Oldham County Youth Soccer Fall Drive');
    const row = orderRow(page, customer);
    const orderStatus = row.getByRole('combobox', { name: /^Order status for order / });
    await expect(orderStatus).toHaveText('Pending');
    await expect(row.getByRole('combobox', { name: /^Payment status for order / })).toHaveText('Pending');
    await expectAccessible();

    // N/A is offered but choosing it changes nothing.
    await orderStatus.click();
    await page.getByRole('option', { name: 'N/A' }).click();
    await expect(orderStatus).toHaveText('Pending');

    await orderStatus.click();
    await page.getByRole('option', { name: 'Processing' }).click();
    await expect(page.getByText('Order status updated successfully!')).toBeVisible();
    await expect(orderStatus).toHaveText('Processing');
    await expect(orderStatus).toBeEnabled();

    await page.reload();
    await expect(orderRow(page, customer).getByRole('combobox', { name: /^Order status for order / })).toHaveText(
      'Processing',
    );

    // A date range before the shop existed finds nothing.
    await page.getByLabel('Start Date').fill('2000-01-01');
    await page.getByLabel('End Date').fill('2000-01-31');
    await expect(page.getByText('No orders found.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Ellen Park' })).toHaveCount(0);
    await expect(page.getByRole('definition').filter({ hasText: '$0.00' }).first()).toBeVisible();
    await expectAccessible();

    await page.getByRole('button', { name: 'Clear dates' }).click();
    await expect(orderRow(page, 'Ellen Park')).toBeVisible();
  });
});
