import { E2E_ADMIN } from '../../playwright.config';
import { expect, test } from './support/fixtures';
import { signIn, waitForStreamedPage } from './support/session';

test('a team member sets up a public fundraiser page from settings', async ({ page, expectAccessible }, testInfo) => {
  const stamp = `${testInfo.project.name}${Date.now()}`;
  const account = {
    firstName: 'Nora',
    lastName: 'Quinn',
    displayName: 'Nora Q',
    email: `nora-${stamp}@example.com`,
    password: 'Nora-pass-123',
    phone: null,
  };
  expect((await page.request.post('/_api/auth/register_with_password', { data: account })).status()).toBe(201);

  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Fundraiser Settings' })).toBeVisible();
  await page.getByRole('switch', { name: 'Public Page' }).click();
  // Issue 27: the leaderboard opt-out (on by default) and hints on the fields anyone can see.
  const onLeaderboard = page.getByRole('switch', { name: 'Show me on my campaign’s leaderboard' });
  await expect(onLeaderboard).toBeChecked();
  await expect(onLeaderboard).toHaveAccessibleDescription(
    'Your page still sells and every order still counts for you and your team.',
  );
  await onLeaderboard.click();
  await expect(page.getByLabel('Description')).toHaveAccessibleDescription('Shown on your public page.');
  await expect(page.getByLabel('Display name')).toHaveAccessibleDescription(
    'Shown on your fundraiser page and the leaderboard.',
  );
  await page.getByLabel('Description').fill('Sweeper on the U12 team.');
  await page.getByLabel('Custom message').fill('Every bag helps!');
  // Typing normalizes the address: spaces become hyphens, other characters are dropped.
  await page.getByLabel('Custom fundraiser URL').pressSequentially(`Nora Q! ${stamp}`);
  await expect(page.getByLabel('Custom fundraiser URL')).toHaveValue(`nora-q-${stamp}`);
  await expect(page.getByText(`/fundraisers/nora-q-${stamp}`)).toBeVisible();
  await page.getByLabel('Goal Amount ($)').fill('0');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Goal amount must be positive')).toBeVisible();
  await page.getByLabel('Goal Amount ($)').fill('300');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings updated successfully!')).toBeVisible();
  await expectAccessible();

  const saved = await (await page.request.get('/_api/users/settings')).json();
  expect(saved.settings).toMatchObject({
    isPublic: true,
    goalAmount: 30000,
    landingPageSlug: `nora-q-${stamp}`,
    onLeaderboard: false,
  });

  await page.goto(`/fundraisers/nora-q-${stamp}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nora Q' })).toBeVisible();
  await expect(page.getByText('Every bag helps!')).toBeVisible();
  await expect(page.getByText('There are no products available for this fundraiser at the moment.')).toBeVisible();
  await expectAccessible();
});

test('a captain sees the campaign links instead of a personal page', async ({ page }) => {
  // The demo captain's password is random; sign in as the e2e admin instead, who manages every campaign.
  await signIn(page, E2E_ADMIN);
  await page.goto('/settings');
  await waitForStreamedPage(page);
  await expect(page.getByText(/\/campaigns\/oldham-soccer-fall-drive$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy link for Oldham County Youth Soccer Fall Drive' })).toBeVisible();
  await expect(page.getByLabel('Custom fundraiser URL')).toHaveCount(0);
});
