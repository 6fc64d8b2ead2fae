import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { expect, test } from './support/fixtures';

/*
 * The campaign plan on the public pages (issue 25): "How it works" with the days left, how to pay and the pickup
 * options; a campaign whose deadline has passed says "Orders closed" where its coffees were and offers no cart.
 * Each test sets up a campaign of its own through the admin API (the captain's plan call, which admins may use too).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const ok = async (response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<any> => {
  expect(response.status(), await response.text()).toBe(status);
  return response.json();
};

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A new active campaign selling one demo coffee, with its plan: `deadlineIn` ms from now (negative: passed). */
async function setUpCampaign(page: Page, deadlineIn: number) {
  const tag = randomBytes(4).toString('hex');
  const admin = page.request;
  await ok(await admin.post('/_api/auth/login_with_password', { data: E2E_ADMIN }));
  const slug = `plan-${tag}`;
  const name = `Plan Drive ${tag}`;
  const { campaign } = await ok(
    await admin.post('/_api/admin/createcampaign', {
      data: { name, slug, startDate: '2020-01-01', endDate: '2099-12-31', isActive: true },
    }),
    201,
  );
  const { products } = await ok(await admin.get('/_api/admin/products?status=active&pageSize=100'));
  const coffee = products.find((p: { name: string }) => p.name === 'Midnight Espresso') as { id: number };
  await ok(
    await admin.post('/_api/admin/campaign/products', {
      data: { campaignId: campaign.id, productIds: [coffee.id], isActive: true },
    }),
  );
  await ok(
    await admin.post('/_api/captain/campaign/plan', {
      data: {
        campaignId: campaign.id,
        orderDeadline: new Date(Date.now() + deadlineIn).toISOString(),
        paymentInstructions: { methods: ['cash', 'venmo'], handle: `@plan-${tag}`, payableTo: name },
      },
    }),
  );
  const startsAt = new Date(Date.now() + 10 * DAY);
  await ok(
    await admin.post('/_api/admin/pickup-options', {
      data: {
        campaignId: campaign.id,
        kind: 'meetup',
        name: 'School gym',
        address: '12 Oak St',
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 2 * HOUR).toISOString(),
        capacity: null,
      },
    }),
    201,
  );
  // The visitor is anyone: the public page is the same for everybody.
  await page.context().clearCookies();
  return { slug, name, tag };
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('the campaign plan on the public pages', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a campaign page shows the days left, how to pay and a pickup option, and sells', async ({
    page,
    expectAccessible,
  }) => {
    const { slug, tag } = await setUpCampaign(page, 7 * DAY - HOUR);
    await page.goto(`/campaigns/${slug}`);
    const plan = page.getByRole('region', { name: 'How it works' });
    await expect(plan).toBeVisible();
    await expect(plan).toContainText(/7 days left · orders close \w{3} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M/);
    await expect(plan).toContainText('Pay by Cash or Venmo.');
    await expect(plan).toContainText(`Venmo: @plan-${tag}`);
    await expect(plan).toContainText('Meetup: School gym, 12 Oak St');
    await expect(page.getByText('Orders closed')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add to Cart for Midnight Espresso' })).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(0);
    await expectAccessible();

    await page.setViewportSize({ width: 320, height: 640 });
    await expect(plan).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(0);
  });

  test('a campaign whose deadline has passed says "Orders closed" and offers no cart', async ({
    page,
    expectAccessible,
  }) => {
    const { slug, name } = await setUpCampaign(page, -HOUR);
    await page.goto(`/campaigns/${slug}`);
    await expect(page.getByRole('region', { name: 'How it works' })).toContainText(/Orders closed · the deadline was /);
    await expect(page.getByText(`Orders for ${name} closed on`)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Add to Cart/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Checkout' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Buy coffee for the team' })).toHaveCount(0);
    await expectAccessible();

    await page.setViewportSize({ width: 320, height: 640 });
    expect(await noSidewaysScroll(page)).toBe(0);
  });
});
