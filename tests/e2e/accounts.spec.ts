import { E2E_ADMIN } from '../../playwright.config';
import { waitForMail } from './support/mailbox';
import { expect, test } from './support/fixtures';

const unique = (label: string, project: string) =>
  `${label}-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function openAccountMenu(page: import('@playwright/test').Page, name: string) {
  await page.getByRole('banner').getByRole('button', { name }).click();
}

test.describe('accounts', () => {
  test('register, log out, log in again', async ({ page, expectAccessible }, testInfo) => {
    test.slow(); // a multi-page journey with accessibility checks on each page
    const email = unique('newbie', testInfo.project.name);
    await page.goto('/register');
    await expectAccessible();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Display name is required.')).toBeVisible();
    await expect(page.getByText('First name is required.')).toBeVisible();

    await page.getByLabel('First name').fill('Nadia');
    await page.getByLabel('Last name').fill('Rose');
    await page.getByLabel('Display name').fill('Nadia R');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('weakpass');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Must contain at least one uppercase letter')).toBeVisible();
    await page.getByLabel('Password').fill('Strong-pass-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');

    await openAccountMenu(page, 'Nadia R');
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expectAccessible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Wrong-pass-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
    await page.getByLabel('Password').fill('Strong-pass-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Nadia R' })).toBeVisible();
  });

  test('registering an e-mail twice suggests logging in', async ({ page }, testInfo) => {
    const email = unique('twice', testInfo.project.name);
    const form = {
      firstName: 'Tw',
      lastName: 'Ice',
      displayName: 'Twice',
      email,
      password: 'Strong-pass-1',
      phone: null,
    };
    expect((await page.request.post('/_api/auth/register_with_password', { data: form })).status()).toBe(201);
    await page.context().clearCookies();
    await page.goto('/register');
    await page.getByLabel('First name').fill('Tw');
    await page.getByLabel('Last name').fill('Ice');
    await page.getByLabel('Display name').fill('Twice');
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByLabel('Password').fill('Strong-pass-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('This email is already registered. Please try logging in instead.')).toBeVisible();
  });

  test('forgot password, reset from the e-mailed link, signed in afterwards', async ({
    page,
    expectAccessible,
  }, testInfo) => {
    test.slow(); // a multi-page journey with accessibility checks on each page
    const email = unique('forgot', testInfo.project.name);
    const form = {
      firstName: 'For',
      lastName: 'Got',
      displayName: 'Forgot Me',
      email,
      password: 'Original-pass-1',
      phone: null,
    };
    expect((await page.request.post('/_api/auth/register_with_password', { data: form })).status()).toBe(201);
    await page.context().clearCookies();

    await page.goto('/reset-password');
    await expect(page.getByText('No reset token found. Please request a new password reset link.')).toBeVisible();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // The login page also has an Email field: wait for the new page before typing.
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await expectAccessible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();

    const mail = await waitForMail(email);
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expectAccessible();
    await page.getByLabel('New password', { exact: true }).fill('Replaced-pass-2');
    await page.getByLabel('Confirm new password').fill('Replaced-pass-3');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await page.getByLabel('Confirm new password').fill('Replaced-pass-2');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Forgot Me' })).toBeVisible();
  });

  test('protected pages: sign in first and come back; a sub_account is denied the admin area', async ({
    page,
    expectAccessible,
  }, testInfo) => {
    test.slow(); // a multi-page journey with accessibility checks on each page
    const email = unique('member', testInfo.project.name);
    const form = {
      firstName: 'Mem',
      lastName: 'Ber',
      displayName: 'Member',
      email,
      password: 'Member-pass-1',
      phone: null,
    };
    expect((await page.request.post('/_api/auth/register_with_password', { data: form })).status()).toBe(201);
    await page.context().clearCookies();

    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Member-pass-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { name: 'Profile & Settings' })).toBeVisible();
    await expectAccessible();

    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('Access denied. Your role (User) lacks required permissions.')).toBeVisible();
    await expectAccessible();
    await page.goto('/captain/team-management');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });

  test('an admin reaches the dashboard from the account menu', async ({ page, expectAccessible }) => {
    await page.goto('/login?next=/');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await openAccountMenu(page, 'Admin');
    await page.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText('Total Orders')).toBeVisible();
    await expectAccessible();
  });

  test('an admin who signs in without a return address lands on the dashboard', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    // Already signed in: the sign-in page sends the admin on to the same place.
    await page.goto('/login');
    await expect(page).toHaveURL((url) => url.pathname === '/admin');
  });
});
