import { randomBytes } from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { signIn, waitForStreamedPage, type Credentials } from './support/session';
import { expect, test } from './support/fixtures';

/*
 * Issue 26 on a captain's phone: the hand-out sheet as one stacked card per order with a search box, "Mark handed
 * out" asking before unpaid bags leave and offering Undo, a 99-character buyer name without spaces that widens no
 * page, and every captain screen at 390 px with its primary actions on screen and no axe violation.
 */

const PASSWORD = 'Sheet-phone-pass-1';
/** 99 characters, no spaces: the buyer's first name. */
const LONG_NAME = 'Bartholomew'.repeat(9);

type Setup = {
  campaignId: number;
  name: string;
  captain: Credentials;
  fundraiser: Credentials;
  longOrder: { orderNumber: string; orderUrl: string };
};

async function ok(response: Promise<import('@playwright/test').APIResponse>) {
  const answered = await response;
  expect(answered.ok(), `${answered.url()} → ${answered.status()} ${await answered.text()}`).toBe(true);
  return answered.json();
}

async function setUp(baseURL: string, run: string): Promise<Setup> {
  const admin = await playwrightRequest.newContext({ baseURL });
  const people: APIRequestContext[] = [admin];
  try {
    await ok(admin.post('/_api/auth/login_with_password', { data: E2E_ADMIN }));
    const register = async (key: string, displayName: string) => {
      const context = await playwrightRequest.newContext({ baseURL });
      people.push(context);
      const email = `${key}-${run}@example.com`;
      const { user } = await ok(
        context.post('/_api/auth/register_with_password', {
          data: { email, password: PASSWORD, displayName, firstName: displayName.split(' ')[0], lastName: 'Seller' },
        }),
      );
      return { id: user.id as number, email };
    };
    const captain = await register('sheet-captain', `Captain ${run}`);
    await ok(
      admin.post('/_api/admin/user/update-role', { data: { userId: captain.id, newRole: 'fundraiser_captain' } }),
    );
    const { products } = (await ok(admin.get('/_api/admin/products?status=active'))) as {
      products: Array<{ id: number }>;
    };
    const name = `Phone Drive ${run}`;
    const { campaign } = await ok(
      admin.post('/_api/admin/createcampaign', {
        data: {
          name,
          slug: `phone-drive-${run}`,
          startDate: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10),
          endDate: '2030-12-31',
          captainId: captain.id,
          isActive: true,
        },
      }),
    );
    await ok(
      admin.post('/_api/admin/campaign/products', {
        data: { campaignId: campaign.id, productIds: [products[0]!.id], isActive: true },
      }),
    );
    const ava = await register('sheet-ava', `Ava ${run}`);
    await ok(admin.post('/_api/admin/campaign/participants', { data: { campaignId: campaign.id, userId: ava.id } }));
    const order = (first: string, last: string, subAccountId: number | null) =>
      ok(
        admin.post('/_api/products/order', {
          data: {
            customerFirstName: first,
            customerLastName: last,
            customerEmail: `${last.toLowerCase()}-${run}@example.com`,
            customerPhone: '(502) 555-0142',
            campaignId: campaign.id,
            subAccountId,
            items: [{ productId: products[0]!.id, quantity: 2 }],
          },
        }),
      );
    await order('Cora', 'Buyer', ava.id);
    await order('Dan', 'Buyer', null);
    const long = await order(LONG_NAME, 'Longname', ava.id);
    return {
      campaignId: campaign.id,
      name,
      captain: { email: captain.email, password: PASSWORD },
      fundraiser: { email: ava.email, password: PASSWORD },
      longOrder: { orderNumber: long.orderNumber, orderUrl: long.orderUrl },
    };
  } finally {
    for (const context of people) await context.dispose();
  }
}

/** The page does not scroll sideways; on failure, names the elements that stick out. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1 && element.getClientRects().length > 0)
      .slice(-5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120));
    return { scrollWidth: root.scrollWidth, clientWidth: width, culprits };
  });
  expect(overflow.scrollWidth, `${where}: ${overflow.culprits.join(' | ')}`).toBeLessThanOrEqual(overflow.clientWidth);
}

/** Whether the element lies horizontally within the viewport. */
async function expectWithinViewport(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

test.describe('captain screens on a phone', () => {
  let setup: Setup;

  // Each worker sets up its own campaign (its own run tag), so the tests can run side by side.
  test.beforeAll(async ({}, testInfo) => {
    setup = await setUp(testInfo.project.use.baseURL!, `${testInfo.project.name}-${randomBytes(3).toString('hex')}`);
  });

  const sheetPath = () => `/captain/campaigns/${setup.campaignId}/fulfilment`;
  const group = (page: Page, name: RegExp | string) =>
    page.locator('section[data-fulfilment-group]').filter({ has: page.getByRole('heading', { level: 2, name }) });
  const card = (page: Page, name: RegExp | string) => page.getByRole('article', { name });

  test('the sheet stacks one card per order, searches, asks before unpaid bags leave and undoes', async ({
    page,
    expectAccessible,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'The stacked sheet is the phone layout');
    test.slow();
    await signIn(page, setup.captain);
    await page.goto(sheetPath());
    await expect(page.getByRole('heading', { level: 1, name: setup.name })).toBeVisible();
    await waitForStreamedPage(page);

    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoSidewaysScroll(page, `sheet at ${width}`);
      for (const section of await page.locator('section[data-fulfilment-group]').all())
        expect(await section.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      const long = card(page, new RegExp(LONG_NAME));
      await expectWithinViewport(page, long.getByRole('heading', { name: new RegExp(LONG_NAME) }));
      await expectWithinViewport(page, long.getByRole('button', { name: /^Mark handed out/ }));
      await page.screenshot({ path: testInfo.outputPath(`sheet-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 390, height: 844 });
    // On a phone the orders are cards, not a table that scrolls sideways.
    await expect(page.getByRole('table', { name: /^Orders of/ })).toHaveCount(0);
    await expectAccessible();

    // The search narrows the sheet to what matches, on screen.
    const search = page.getByRole('searchbox', { name: 'Search the sheet' });
    await search.fill('cora');
    await expect(page.getByRole('status').filter({ hasText: '1 order matches.' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(group(page, 'Team orders (no fundraiser)')).toBeHidden();
    await search.fill('no such buyer');
    await expect(page.getByRole('status').filter({ hasText: 'No orders match.' })).toBeVisible();
    await search.fill('ava');
    await expect(page.getByRole('article')).toHaveCount(2);
    await search.fill('');
    await expect(page.getByRole('article')).toHaveCount(3);

    // Cora owes the whole order: handing out asks first, with Record payment as the other way.
    const cora = card(page, 'Cora Buyer');
    await cora.getByRole('button', { name: /^Mark handed out/ }).click();
    const ask = page.getByRole('alertdialog', { name: /^\$[\d.,]+ not paid yet — hand out anyway\?$/ });
    await expect(ask).toBeVisible();
    await expect(ask.getByRole('button', { name: 'Record payment' })).toBeVisible();
    await expectAccessible();
    await page.screenshot({ path: testInfo.outputPath('sheet-unpaid-ask.png') });
    await ask.getByRole('button', { name: 'Hand out anyway' }).click();
    await expect(ask).toBeHidden();
    await expect(cora).toContainText('Delivered');
    await expect(cora).toContainText('Handed out ·');

    // Undo on the card puts it back.
    await cora.getByRole('button', { name: /^Undo hand-out of order/ }).click();
    await expect(page.getByText(/^Undone: order .* is no longer handed out\.$/)).toBeVisible();
    await expect(cora.getByRole('button', { name: /^Mark handed out/ })).toBeVisible();
    await expect(cora).toContainText('Pending');

    // And the toast's Undo does the same.
    await cora.getByRole('button', { name: /^Mark handed out/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Hand out anyway' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: '1 order marked handed out.' }).last();
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(cora.getByRole('button', { name: /^Mark handed out/ })).toBeVisible();

    // Record payment is the other way out of the question.
    await cora.getByRole('button', { name: /^Mark handed out/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByRole('dialog', { name: 'Record payment' })).toBeVisible();
    await page.keyboard.press('Escape');

    // On paper the sheet stays the table, whatever the search.
    await search.fill('cora');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('table', { name: /^Orders of Ava / })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByRole('table', { name: /^Orders of Team orders/ })).toBeVisible();
    await page.setViewportSize({ width: 816, height: 1056 });
    await page.screenshot({ path: testInfo.outputPath('sheet-print.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  });

  test('a 99-character name without spaces widens none of the pages it appears on', async ({
    page,
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'Measured at phone width');
    test.slow();
    const pages: Array<[string, string]> = [
      ['sheet', sheetPath()],
      ['meetup mode', `/captain/campaigns/${setup.campaignId}/meetup`],
      ['team management', '/captain/team-management'],
    ];
    await signIn(page, setup.captain);
    for (const [where, path] of pages) {
      await page.goto(path);
      await waitForStreamedPage(page);
      await expectNoSidewaysScroll(page, where);
    }
    // Meetup mode: the order found and opened.
    await page.goto(`/captain/campaigns/${setup.campaignId}/meetup`);
    await page.getByLabel('Find an order').fill('Longname');
    await page.getByRole('button', { name: new RegExp(LONG_NAME) }).click();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(LONG_NAME) })).toBeVisible();
    await expectNoSidewaysScroll(page, 'meetup order');
    await page.screenshot({ path: testInfo.outputPath('meetup-long.png'), fullPage: true });

    // The buyer's own order page.
    await page.goto(setup.longOrder.orderUrl);
    await expect(page.getByText(`Thank you, ${LONG_NAME}!`)).toBeVisible();
    await expectNoSidewaysScroll(page, 'buyer order page');

    // The fundraiser's Settings, where the unpaid order is listed.
    const fundraiser = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const settings = await fundraiser.newPage();
    await signIn(settings, setup.fundraiser);
    await settings.goto('/settings');
    await waitForStreamedPage(settings);
    await expect(settings.getByRole('list', { name: 'Unpaid orders' })).toContainText(LONG_NAME);
    await expectNoSidewaysScroll(settings, 'settings');
    await settings.screenshot({ path: testInfo.outputPath('settings-long.png'), fullPage: true });
    await fundraiser.close();

    // The admin's order page.
    const admin = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const adminPage = await admin.newPage();
    await signIn(adminPage, E2E_ADMIN);
    await adminPage.goto(`/admin/orders/${setup.longOrder.orderNumber}`);
    await waitForStreamedPage(adminPage);
    await expect(adminPage.getByText(LONG_NAME).first()).toBeVisible();
    await expectNoSidewaysScroll(adminPage, 'admin order page');
    await admin.close();
  });

  test('every captain screen at 390 px shows its primary actions without sideways scrolling', async ({
    page,
    expectAccessible,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'Measured at phone width');
    test.slow();
    await signIn(page, setup.captain);
    const screens: Array<[string, string, (page: Page) => Locator[]]> = [
      [
        'team management',
        '/captain/team-management',
        (p) => [p.getByRole('link', { name: 'Fulfilment sheet' }), p.getByRole('button', { name: /^Invite/ }).first()],
      ],
      [
        'sheet',
        sheetPath(),
        (p) => [
          p.getByRole('button', { name: 'Print' }),
          p.getByRole('button', { name: /Mark group handed out/ }).first(),
          p.getByRole('button', { name: /^Mark handed out/ }).first(),
        ],
      ],
      ['plan', `/captain/campaigns/${setup.campaignId}/plan`, (p) => [p.getByRole('button', { name: 'Save plan' })]],
      [
        'meetup',
        `/captain/campaigns/${setup.campaignId}/meetup`,
        (p) => [p.getByLabel('Find an order'), p.getByRole('button', { name: /Scan/ }).first()],
      ],
      ['settings', '/settings', (p) => [p.getByRole('link', { name: 'Manage your team' })]],
    ];
    for (const [where, path, actions] of screens) {
      await page.goto(path);
      await waitForStreamedPage(page);
      await expectNoSidewaysScroll(page, where);
      for (const action of actions(page)) await expectWithinViewport(page, action);
      await expectAccessible();
      await page.screenshot({ path: testInfo.outputPath(`captain-${where.replace(/ /g, '-')}.png`), fullPage: true });
    }
  });
});
