import { E2E_ADMIN } from '../../playwright.config';
import { signIn, waitForStreamedPage } from './support/session';
import { expect, test } from './support/fixtures';

/*
 * Issue 25's admin screens: the shop's own pickup options (/admin/pickup) and a campaign's plan page
 * (/admin/campaigns/[id]/plan) — accessible at 1,280 px, and without sideways scroll at 320 px for the admin who
 * checks them on a phone.
 */

const overflow = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;

test('the shop’s pickup options and a campaign’s plan page: axe 0, no sideways scroll at 320 px', async ({
  page,
  expectAccessible,
}) => {
  await signIn(page, E2E_ADMIN);
  const campaigns = await page.request.get('/_api/admin/campaigns');
  expect(campaigns.status()).toBe(200);
  const campaignId = (await campaigns.json()).campaigns[0].id as number;

  await page.goto('/admin/pickup');
  await waitForStreamedPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Shop pickup options' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add pickup option' })).toBeVisible();
  await expectAccessible();
  await page.getByRole('button', { name: 'Add pickup option' }).click();
  await expect(page.getByRole('dialog', { name: 'Add pickup option' })).toBeVisible();
  await expectAccessible();
  await page.keyboard.press('Escape');

  await page.goto(`/admin/campaigns/${campaignId}/plan`);
  await waitForStreamedPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add pickup option' })).toBeVisible();
  await expectAccessible();

  for (const path of ['/admin/pickup', `/admin/campaigns/${campaignId}/plan`]) {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(path);
    await waitForStreamedPage(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(overflow), path).toBeLessThanOrEqual(0);
  }
});
