import { randomBytes } from 'node:crypto';
import { E2E_ADMIN } from '../../playwright.config';
import { expect, test } from './support/fixtures';

test.describe('admin users', () => {
  test('an admin creates a sub-account under a captain, promotes it to captain and deletes it', async ({
    page,
    adminPage,
    expectAccessible,
  }, testInfo) => {
    const suffix = `${testInfo.project.name.replace(/\W+/g, '')}${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
    const firstName = 'Elena';
    const lastName = `Tester ${suffix}`;
    const name = `${firstName} ${lastName}`;
    const email = `e2e-user-${suffix}@example.com`.toLowerCase();
    // A long journey (a dozen dialogs and three accessibility scans): slow on a 2-core machine.
    test.slow();
    // The row header is the name, followed by the display name when it differs.
    const userRow = (name: string) => adminPage.row(name, { exact: false });

    await adminPage.open();
    await adminPage.switchTo('users');
    await expect(page.getByRole('heading', { level: 2, name: 'Users' })).toBeVisible();
    // The list is paged on the server (newest first); search and role filters live in the URL.
    const search = page.getByLabel('Search users');
    await search.fill('lauren.mitchell@');
    const captainRow = userRow('Lauren Mitchell');
    await expect(captainRow).toContainText('Fundraiser Captain');
    await expect(page).toHaveURL(/users\.search=lauren\.mitchell%40/);
    await search.fill('Ava Thompson');
    await expect(userRow('Ava Thompson')).toContainText('/fundraisers/');
    await search.fill('');
    await adminPage.choose('Role', 'Fundraiser Captain');
    await expect(page).toHaveURL(/users\.role=fundraiser_captain/);
    await expect(captainRow).toBeVisible();
    await expect
      .poll(
        async () =>
          new Set(await page.locator('tr[data-role]').evaluateAll((rows) => rows.map((row) => row.dataset.role))),
      )
      .toEqual(new Set(['fundraiser_captain']));
    await search.fill(`nobody-${suffix}`);
    await expect(page.getByText('No users match these filters.')).toBeVisible();
    await expectAccessible();
    await page.getByRole('row').getByRole('button', { name: 'Clear filters' }).click();
    await expect(search).toHaveValue('');
    await expect(page).not.toHaveURL(/users\./);

    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = adminPage.dialog('Add User');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('First name is required')).toBeVisible();
    await expect(dialog.getByText('Invalid email address')).toBeVisible();
    await expect(dialog.getByText('A parent user is required for sub-accounts')).toBeVisible();
    // Beside the spec's words, what they mean.
    await expect(dialog.getByText(/Choose the captain this fundraiser belongs to/)).toBeVisible();

    // The captain select is only there for sub-accounts.
    await adminPage.choose('Role', 'Fundraiser Captain', dialog);
    await expect(dialog.getByRole('combobox', { name: 'Fundraiser Captain' })).toBeHidden();
    await adminPage.choose('Role', 'User', dialog);

    await dialog.getByLabel('First name').fill(firstName);
    await dialog.getByLabel('Last name').fill(lastName);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Display name').fill(`Elena ${suffix}`);
    await dialog.getByLabel('Phone (optional)').fill('(502) 555-0177');
    await dialog.getByRole('combobox', { name: 'Fundraiser Captain' }).click();
    await page.getByRole('option', { name: /^Coach Lauren \(/ }).click();
    await expect(dialog.getByRole('combobox', { name: 'Fundraiser Captain' })).toContainText('Coach Lauren');
    await expectAccessible();

    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('User created successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = userRow(name);
    await expect(row).toBeVisible();
    await expect(row).toContainText(email);
    await expect(row.getByRole('cell').nth(1)).toHaveText('User');
    await expect(row).toContainText('$0.00');
    await expect(row).toContainText('—');

    // The form starts empty the next time.
    await page.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog.getByLabel('First name')).toHaveValue('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await adminPage.rowAction(row, 'Make Fundraiser Captain');
    // The confirmation names the captain, and says the link is kept (issue 26: it was cleared silently).
    const confirm = page.getByRole('alertdialog', { name: `Make ${name} a Fundraiser Captain?` });
    await expect(confirm).toContainText(`${name} is on Lauren Mitchell’s team.`);
    await expect(confirm).toContainText('making them a User again puts them back on Lauren Mitchell’s team');
    await expectAccessible();
    await confirm.getByRole('button', { name: 'Make Fundraiser Captain' }).click();
    await expect(page.getByText('User role updated successfully!')).toBeVisible();
    await expect(row.getByRole('cell').nth(1)).toHaveText('Fundraiser Captain');
    // The row's menu now offers the way back.
    await adminPage.rowMenu(row).click();
    await expect(page.getByRole('menuitem', { name: 'Make User', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    const listed = (await (await page.request.get(`/_api/admin/users?search=${encodeURIComponent(email)}`)).json()) as {
      users: Array<{ email: string; role: string; parentUserId: number | null; parentName: string | null }>;
      total: number;
    };
    expect(listed.total).toBe(1);
    expect(listed.users[0]).toMatchObject({ email, role: 'fundraiser_captain', parentName: 'Lauren Mitchell' });
    expect(listed.users[0]!.parentUserId).not.toBeNull();

    // Export CSV downloads the users the filters match.
    await page.getByLabel('Search users').fill(email);
    await expect(page.getByRole('row').filter({ has: page.getByRole('rowheader') })).toHaveCount(1);
    const link = page.getByRole('link', { name: 'Export CSV' });
    await expect(link).toHaveAttribute('href', /\/_api\/admin\/users\/export\?search=/);
    const csv = await page.request.get((await link.getAttribute('href'))!);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'ID,Name,Display Name,Email,Phone,Role,Fundraiser Page,Page Public,Created (America/New_York)',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${email},(502) 555-0177,Fundraiser Captain,`);

    let confirmText = '';
    page.once('dialog', (confirmDialog) => {
      confirmText = confirmDialog.message();
      void confirmDialog.accept();
    });
    await adminPage.rowAction(row, 'Delete');
    await expect(page.getByText('User deleted successfully!')).toBeVisible();
    expect(confirmText).toBe(`Are you sure you want to delete user "${name}"? This action cannot be undone.`);
    await expect(row).toBeHidden();
    await expect(page.getByText('No users match these filters.')).toBeVisible();

    // Admin rows offer no actions.
    await page.getByLabel('Search users').fill(E2E_ADMIN.email);
    const adminRow = page.getByRole('row').filter({ hasText: E2E_ADMIN.email });
    await expect(adminRow).toContainText('Protected');
    await expect(adminRow.getByRole('button')).toHaveCount(0);
    await expectAccessible();
  });
});
