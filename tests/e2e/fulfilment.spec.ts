import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { request as playwrightRequest, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { signIn, waitForStreamedPage } from './support/session';
import { expect, test } from './support/fixtures';

/*
 * The fulfilment sheet of a campaign set up through the API: a captain, two fundraisers (Ava and Ben), orders
 * credited to each and one to the campaign alone, and a second campaign the captain does not manage.
 */

type Setup = {
  campaignId: number;
  benId: number;
  productId: number;
  otherCampaignId: number;
  name: string;
  captain: { email: string; password: string };
};

const PASSWORD = 'Fulfil-e2e-pass-1';

/** "Printed Nov 27, 2026, 8:15 AM". */
const PRINTED = /Printed [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M/;
const PRINTED_LINE = new RegExp(`^${PRINTED.source}$`);

/** The PDF's text page by page through poppler's pdftotext, or null where it is not installed. */
function pdfPages(file: string): string[] | null {
  const result = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  return result.stdout.split('\f').filter((text) => text.trim() !== '');
}

async function ok(response: Promise<import('@playwright/test').APIResponse>) {
  const answered = await response;
  expect(answered.ok(), `${answered.url()} → ${answered.status()} ${await answered.text()}`).toBe(true);
  return answered.json();
}

async function setUpCampaign(baseURL: string, run: string): Promise<Setup> {
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
    const captain = await register('captain', `Captain ${run}`);
    await ok(
      admin.post('/_api/admin/user/update-role', { data: { userId: captain.id, newRole: 'fundraiser_captain' } }),
    );
    const { products } = (await ok(admin.get('/_api/admin/products?status=active'))) as {
      products: Array<{ id: number }>;
    };
    const [first, second] = products;
    const create = async (name: string, captainId: number | null) => {
      const { campaign } = await ok(
        admin.post('/_api/admin/createcampaign', {
          data: {
            name,
            slug: `fulfil-${name.split(' ')[0]!.toLowerCase()}-${run}`,
            // Started recently, not long ago: Team Management opens on the earliest campaign, which other specs pick.
            startDate: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10),
            endDate: '2030-12-31',
            captainId,
            isActive: true,
          },
        }),
      );
      await ok(
        admin.post('/_api/admin/campaign/products', {
          data: { campaignId: campaign.id, productIds: [first!.id, second!.id], isActive: true },
        }),
      );
      return campaign.id as number;
    };
    const name = `Harvest Drive ${run}`;
    const campaignId = await create(name, captain.id);
    const otherCampaignId = await create(`Other Drive ${run}`, null);
    const ava = await register('ava', `Ava ${run}`);
    const ben = await register('ben', `Ben ${run}`);
    for (const user of [ava, ben])
      await ok(admin.post('/_api/admin/campaign/participants', { data: { campaignId, userId: user.id } }));

    const order = (buyer: string, subAccountId: number | null, items: Array<[number, number]>) =>
      ok(
        admin.post('/_api/products/order', {
          data: {
            customerName: buyer,
            customerEmail: `${buyer.split(' ')[0]!.toLowerCase()}-${run}@example.com`,
            customerPhone: '(502) 555-0142',
            campaignId,
            subAccountId,
            items: items.map(([productId, quantity]) => ({ productId, quantity })),
          },
        }),
      );
    await order('Cora Buyer', ava.id, [[first!.id, 2]]);
    await order('Dan Buyer', ava.id, [
      [first!.id, 1],
      [second!.id, 1],
    ]);
    await order('Eli Buyer', ben.id, [[second!.id, 3]]);
    await order('Fay Buyer', null, [[first!.id, 1]]);
    return {
      campaignId,
      benId: ben.id,
      productId: first!.id,
      otherCampaignId,
      name,
      captain: { email: captain.email, password: PASSWORD },
    };
  } finally {
    for (const context of people) await context.dispose();
  }
}

test.describe('fulfilment sheet', () => {
  test.describe.configure({ mode: 'serial' });
  let setup: Setup;
  const run = randomBytes(3).toString('hex');

  test.beforeAll(async ({}, testInfo) => {
    setup = await setUpCampaign(testInfo.project.use.baseURL!, `${testInfo.project.name}-${run}`);
  });

  const groupSection = (page: Page, name: RegExp | string) =>
    page.locator('section[data-fulfilment-group]').filter({ has: page.getByRole('heading', { level: 2, name }) });
  /** An order of a group: a table row on wider screens, a stacked card on a phone (issue 26). */
  const orderEntry = (section: Locator, name: RegExp) =>
    section.getByRole('row', { name }).or(section.getByRole('article', { name }));

  test('an admin opens the sheet, marks an order and then a fundraiser group handed out', async ({
    page,
    adminPage,
    expectAccessible,
  }, testInfo) => {
    test.slow();
    await page.goto('/admin?tab=campaigns');
    await waitForStreamedPage(page);
    await adminPage.rowAction(adminPage.row(setup.name), 'Fulfilment');
    await expect(page).toHaveURL(new RegExp(`/admin/campaigns/${setup.campaignId}/fulfilment$`));
    await expect(page.getByRole('heading', { level: 1, name: setup.name })).toBeVisible();
    await waitForStreamedPage(page);

    const roast = page.getByRole('table', { name: /^Bags to roast per coffee/ });
    await expect(roast.getByRole('row')).toHaveCount(3);
    const groups = page.locator('section[data-fulfilment-group] h2');
    await expect(groups).toHaveText([/^Ava /, /^Ben /, 'Team orders (no fundraiser)']);
    await expect(page.getByRole('link', { name: '(502) 555-0142' }).first()).toHaveAttribute('href', 'tel:5025550142');
    await expectAccessible();
    await page.screenshot({ path: testInfo.outputPath('sheet.png'), fullPage: true });

    // What is left: 8 bags to roast, all still to hand out; Ava's box holds 3 of one coffee and 1 of the other.
    const figure = (label: string) => page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
    await expect(figure('Bags to roast').getByRole('definition')).toHaveText('8');
    await expect(figure('Bags to hand out').getByRole('definition')).toHaveText('8');
    const avaPicks = groupSection(page, /^Ava /).getByRole('region', { name: /^Pick list: Ava .*'s box$/ });
    await expect(avaPicks.getByRole('listitem')).toHaveText([/^3 × /, /^1 × /]);
    await expect(orderEntry(groupSection(page, /^Ben /), /Eli Buyer/)).toContainText('No pickup chosen');

    // One order on its own; Eli has not paid, so the sheet asks first (issue 26).
    const ben = groupSection(page, /^Ben /);
    await ben.getByRole('button', { name: /Mark handed out order .* for Eli Buyer/ }).click();
    await page
      .getByRole('alertdialog', { name: /not paid yet — hand out anyway\?$/ })
      .getByRole('button', { name: 'Hand out anyway' })
      .click();
    await expect(page.getByText('1 order marked handed out.')).toBeVisible();
    await expect(orderEntry(ben, /Eli Buyer/)).toContainText('Delivered');
    await expect(ben.getByRole('button', { name: /All handed out/ })).toBeDisabled();

    // Ava's whole group, behind a confirmation.
    const ava = groupSection(page, /^Ava /);
    await ava.getByRole('button', { name: /Mark group handed out/ }).click();
    const dialog = page.getByRole('alertdialog', { name: /Mark 2 orders of Ava .* handed out\?/ });
    await expect(dialog).toBeVisible();
    await expectAccessible();
    await dialog.getByRole('button', { name: 'Mark handed out' }).click();
    await expect(page.getByText('2 orders marked handed out.')).toBeVisible();
    await expect(dialog).toBeHidden();
    for (const buyer of ['Cora Buyer', 'Dan Buyer'])
      await expect(orderEntry(ava, new RegExp(buyer))).toContainText('Delivered');
    await expect(page.getByRole('definition').filter({ hasText: /^3 of 4$/ })).toBeVisible();
    // Only the team's one bag is left to hand out; Ava's box is empty.
    await expect(figure('Bags to hand out').getByRole('definition')).toHaveText('1');
    await expect(figure('Bags handed out').getByRole('definition')).toHaveText('7');
    await expect(avaPicks).toContainText('Nothing left to pack');
    // The team's order is untouched.
    await expect(orderEntry(groupSection(page, 'Team orders (no fundraiser)'), /Fay Buyer/)).toContainText('Pending');
    await page.screenshot({ path: testInfo.outputPath('sheet-after.png'), fullPage: true });
    // At 320 px the page itself never scrolls sideways (on a phone each order is a stacked card).
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.screenshot({ path: testInfo.outputPath('sheet-320.png'), fullPage: true });
  });

  test('the sheet downloads as CSV and prints one fundraiser group per letter page', async ({
    page,
    adminPage,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'A download and a PDF: once is enough');
    void adminPage;
    await page.goto(`/admin/campaigns/${setup.campaignId}/fulfilment`);
    await expect(page.getByRole('heading', { level: 1, name: setup.name })).toBeVisible();
    await waitForStreamedPage(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^fulfilment-fulfil-harvest-.*\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(5);
    expect(csv).toContain('Handed Out');

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    // Every fundraiser's page carries a header with their name, the campaign and when it was printed.
    const headers = page.locator('[data-print-header]');
    await expect(headers).toHaveCount(3);
    for (const [index, name] of [/^Ava /, /^Ben /, /^Team orders/].entries()) {
      await expect(headers.nth(index)).toBeVisible();
      await expect(headers.nth(index)).toContainText(name);
      await expect(headers.nth(index)).toContainText(`${setup.name} · fulfilment sheet · Printed `);
      await expect(headers.nth(index)).toContainText(PRINTED);
    }
    await expect(page.locator('[data-printed-at]')).toHaveText(PRINTED_LINE);
    const pdf = await page.pdf({ format: 'Letter', printBackground: true, path: testInfo.outputPath('sheet.pdf') });
    // Chromium writes one page object per page: the first page (totals and bags to roast) + one per group.
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? [];
    expect(pages).toHaveLength(1 + 3);

    // Where poppler's pdftotext is installed, read the paper itself: each page numbered "Page n of 4", each group's
    // page headed by its fundraiser and the campaign, the printed time on every page.
    const letter = pdfPages(testInfo.outputPath('sheet.pdf'));
    if (letter) {
      expect(letter).toHaveLength(4);
      letter.forEach((text, index) => {
        expect(text).toContain(`Page ${index + 1} of 4`);
        expect(text).toMatch(PRINTED);
      });
      expect(letter[0]).toContain('Bags per coffee');
      for (const [index, name] of ['Ava ', 'Ben ', 'Team orders (no fundraiser)'].entries()) {
        expect(letter[index + 1]).toContain(`${name}`);
        expect(letter[index + 1]).toContain(`${setup.name} · fulfilment sheet · Printed`);
        expect(letter[index + 1]).toContain('Pick list');
      }
    }

    // Ben sells 30 more orders: his group now runs over several pages, and every one of them says it is his.
    for (let i = 0; i < 30; i += 1) {
      const response = await page.request.post('/_api/products/order', {
        data: {
          customerName: `Gus Buyer${String(i).padStart(2, '0')}`,
          customerEmail: `gus-${i}-${run}@example.com`,
          customerPhone: '(502) 555-0143',
          campaignId: setup.campaignId,
          subAccountId: setup.benId,
          items: [{ productId: setup.productId, quantity: 1 }],
        },
      });
      expect(response.status(), await response.text()).toBe(201);
    }
    await page.reload();
    await waitForStreamedPage(page);
    await expect(page.locator('[data-print-header]').nth(1)).toContainText(/^Ben /);
    const long = await page.pdf({ format: 'Letter', path: testInfo.outputPath('sheet-long.pdf') });
    const longCount = (long.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;
    expect(longCount).toBeGreaterThan(1 + 3);
    const paper = pdfPages(testInfo.outputPath('sheet-long.pdf'));
    if (paper) {
      expect(paper).toHaveLength(longCount);
      paper.forEach((text, index) => expect(text).toContain(`Page ${index + 1} of ${longCount}`));
      const heads = paper.slice(1).map((text) => /^\s*(.+?) · .* · fulfilment sheet · Printed/m.exec(text)?.[1]);
      expect(heads.every(Boolean)).toBe(true);
      // Ava, then Ben on every page his orders fill, then the team.
      expect(heads[0]).toMatch(/^Ava /);
      expect(heads.filter((head) => head?.startsWith('Ben ')).length).toBeGreaterThan(1);
      expect(heads.at(-1)).toBe('Team orders (no fundraiser)');
    }
  });

  test('a captain opens the sheet of their campaign and is refused another campaign', async ({ page }) => {
    await signIn(page, setup.captain);
    await page.goto('/captain/team-management');
    await waitForStreamedPage(page);
    await page.getByRole('link', { name: 'Fulfilment sheet' }).click();
    await expect(page).toHaveURL(new RegExp(`/captain/campaigns/${setup.campaignId}/fulfilment$`));
    await expect(page.getByRole('heading', { level: 1, name: setup.name })).toBeVisible();
    await expect(page.locator('section[data-fulfilment-group] h2')).toHaveCount(3);

    const refused = await page.goto(`/captain/campaigns/${setup.otherCampaignId}/fulfilment`);
    expect(refused?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Campaign Not Found' })).toBeVisible();
    await expect(page.getByText(`Other Drive`)).toHaveCount(0);
    const api = await page.request.get(`/_api/captain/campaign/fulfilment?campaignId=${setup.otherCampaignId}`);
    expect(api.status()).toBe(404);
    const admin = await page.goto(`/admin/campaigns/${setup.campaignId}/fulfilment`);
    expect(admin?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(
      page.getByText('Access denied. Your role (Fundraiser Captain) lacks required permissions.'),
    ).toBeVisible();
  });

  test('a captain at phone width records a cash payment from the sheet and sees the order paid', async ({
    page,
    expectAccessible,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'The captain collects cash with a phone in hand');
    await signIn(page, setup.captain);
    await page.goto(`/captain/campaigns/${setup.campaignId}/fulfilment`);
    await expect(page.getByRole('heading', { level: 1, name: setup.name })).toBeVisible();
    await waitForStreamedPage(page);

    const team = groupSection(page, 'Team orders (no fundraiser)');
    const row = team.getByRole('article', { name: /Fay Buyer/ });
    await expect(row).toContainText('Unpaid');
    await row.getByRole('button', { name: /Record payment for order .* of Fay Buyer/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Record payment' });
    await expect(dialog).toBeVisible();
    // The whole amount due, in cash, unless the captain says otherwise.
    const amount = await dialog.getByLabel('Amount (USD)').inputValue();
    expect(Number(amount)).toBeGreaterThan(0);
    await expect(dialog.getByRole('combobox', { name: 'Method' })).toContainText('Cash');
    await expectAccessible();
    await page.screenshot({ path: testInfo.outputPath('captain-record-payment.png') });
    // Refunds are staff's: the captain's form records payments only.
    await expect(dialog.getByRole('checkbox', { name: 'Refund' })).toHaveCount(0);
    // Whom the captain may name, as the server lists it: staff, the campaign's fundraisers and themself.
    await dialog.getByRole('combobox', { name: 'Collected by' }).click();
    for (const name of [/\(staff\)$/, /^Ava .*\(fundraiser\)$/, /^Ben .*\(fundraiser\)$/])
      await expect(page.getByRole('option', { name }).first()).toBeVisible();
    await page.getByRole('option', { name: /^Captain .*\(captain\)$/ }).click();

    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByText(/Payment of \$[\d.,]+ recorded\. \$0\.00 outstanding\./)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Paid');
    await expect(row).not.toContainText('Unpaid');
    await expect(row).toContainText('$0.00');
  });
});
