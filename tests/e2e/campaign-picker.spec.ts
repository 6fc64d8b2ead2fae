import type { APIRequestContext } from '@playwright/test';
import { adminOrder, campaignLeaderboard, fillCheckout, placeOrder, uniqueEmail } from './support/checkout';
import { expect, test } from './support/fixtures';

/*
 * The campaign page sells the campaign's coffees with "Who are you supporting?"; QR codes mark where a buyer came
 * from; the leaderboard ranks by dollars, bags or supporters. At phone width, as most buyers arrive by QR code.
 */

const SLUG = 'oldham-soccer-fall-drive';
const CAMPAIGN = `/campaigns/${SLUG}`;
const overflow = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;

const leaderboard = (request: APIRequestContext, rankBy = 'raised') => campaignLeaderboard(request, SLUG, rankBy);

test.describe('campaign picker at phone width', () => {
  test.skip(({ isMobile }) => !isMobile, 'the phone project (390 px) is the one this flow is for');

  test('a buyer opens the campaign QR link, picks a fundraiser, and the order is credited with its source', async ({
    page,
    playwright,
    baseURL,
    expectAccessible,
  }) => {
    test.slow(); // a purchase, a reload, two accessibility scans and the ranking switch
    const { campaign, leaderboard: board } = await leaderboard(page.request);
    const liam = board.find((e) => e.displayName === 'Liam Carter')!;

    await page.goto(`${CAMPAIGN}?src=qr`);
    // The browser remembers the scan and drops the marker from the address bar (a copied link is not a scan).
    await expect(page).toHaveURL(new RegExp(`${CAMPAIGN}$`));
    await expect(page.getByRole('term').filter({ hasText: 'Bags Sold' })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Supporters' })).toBeVisible();
    await expectAccessible();

    await page.getByRole('button', { name: 'Add to Cart for Guatemala Huehuetenango' }).click();
    await expect(page.getByRole('region', { name: 'Your Cart' }).getByText('Guatemala Huehuetenango')).toBeVisible();
    // No choice yet: the order waits for one.
    const checkout = await fillCheckout(page, 'nobody-chosen@example.com');
    await checkout.getByRole('button', { name: 'Place Order' }).click();
    await expect(checkout.getByText(/Choose who you are supporting \(a fundraiser or the whole team\)/)).toBeVisible();

    const picker = page.getByRole('group', { name: 'Who are you supporting?' });
    await picker.getByLabel('Search fundraisers by name').fill('lia');
    await expect(picker.getByRole('radio')).toHaveCount(2); // the whole team, and Liam
    await picker.getByRole('radio', { name: 'Liam Carter' }).check();
    await expect(checkout.getByTestId('checkout-supporting')).toContainText('Supporting Liam Carter');

    // The choice and the cart survive a reload.
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Liam Carter' })).toBeChecked();
    await expect(page.getByTestId('checkout-supporting')).toContainText('Supporting Liam Carter');
    await expect(page.getByRole('region', { name: 'Your Cart' }).getByText('Guatemala Huehuetenango')).toBeVisible();
    await expectAccessible();

    const orderNumber = await placeOrder(page, uniqueEmail('picker'));
    const admin = await playwright.request.newContext({ baseURL });
    // The campaign's own QR code brought the buyer, the picker chose Liam: credited to Liam, source campaign-picker.
    expect(await adminOrder(admin, orderNumber)).toMatchObject({
      campaign: { id: campaign.id },
      fundraiser: { id: liam.userId },
      source: 'campaign-picker',
    });
    await admin.dispose();

    // The buyer is on their order page now (issue 25): back to the campaign page.
    await page.goto(CAMPAIGN);
    // The leaderboard switches to bags, in the URL too, and keeps it on reload.
    await page
      .getByRole('navigation', { name: 'Rank fundraisers by' })
      .getByRole('link', { name: 'Bags sold' })
      .click();
    await expect(page).toHaveURL(/\?rankBy=bags$/);
    const ranking = page.getByRole('list', { name: 'Fundraisers ranked by bags sold' });
    await expect(ranking).toBeVisible();
    await expect(async () => {
      await page.reload();
      const expected = (await leaderboard(page.request, 'bags')).leaderboard.map((e) => e.displayName);
      await expect(ranking.getByRole('link')).toHaveCount(expected.length);
      expect(await ranking.getByTestId('fundraiser-name').allTextContents()).toEqual(expected);
    }).toPass({ timeout: 20_000 });
    await expect(
      page.getByRole('navigation', { name: 'Rank fundraisers by' }).getByRole('link', { name: 'Bags sold' }),
    ).toHaveAttribute('aria-current', 'true');
  });

  test("a fundraiser's QR code survives a reload and marks the order qr; the whole team is the campaign alone", async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.slow();
    const { campaign, leaderboard: board } = await leaderboard(page.request);
    const sofia = board.find((e) => e.displayName === 'Sofia Nguyen')!;

    await page.goto('/fundraisers/sofia-nguyen?src=qr');
    await expect(page).toHaveURL(/\/fundraisers\/sofia-nguyen$/);
    await page.reload();
    await page.getByRole('button', { name: 'Add to Cart for Bluegrass Morning Blend' }).click();
    await expect(page.getByRole('region', { name: 'Your Cart' }).getByText('Bluegrass Morning Blend')).toBeVisible();
    const qrOrder = await placeOrder(page, uniqueEmail('qr'));

    // Then the campaign page without a QR code, for the whole team.
    await page.goto(CAMPAIGN);
    await page.getByRole('button', { name: 'Add to Cart for Bluegrass Morning Blend' }).click();
    await expect(page.getByRole('region', { name: 'Your Cart' }).getByText('Bluegrass Morning Blend')).toBeVisible();
    await page
      .getByRole('group', { name: 'Who are you supporting?' })
      .getByRole('radio', { name: /The whole team/ })
      .check();
    const teamOrder = await placeOrder(page, uniqueEmail('team'));

    const admin = await playwright.request.newContext({ baseURL });
    expect(await adminOrder(admin, qrOrder)).toMatchObject({
      campaign: { id: campaign.id },
      fundraiser: { id: sofia.userId },
      source: 'qr',
    });
    expect(await adminOrder(admin, teamOrder)).toMatchObject({
      campaign: { id: campaign.id },
      fundraiser: null,
      source: 'campaign-picker',
    });
    await admin.dispose();
  });

  test('one cached page serves every ranking and every QR visit (the server reads no query)', async ({ request }) => {
    await expect(async () => {
      const plain = await request.get(CAMPAIGN);
      const ranked = await request.get(`${CAMPAIGN}?rankBy=bags&src=qr`);
      expect(plain.headers()['x-nextjs-cache']).toBe('HIT');
      expect(ranked.headers()['x-nextjs-cache']).toBe('HIT');
      expect(await ranked.text()).toBe(await plain.text());
    }).toPass({ timeout: 20_000 });
  });

  test('the campaign page fits 320 px without scrolling sideways, picker included', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(CAMPAIGN);
    // The picker's code loads as the visitor scrolls towards it (LoadWhenNeeded), as a phone visitor does.
    await page.locator('#supporter-picker').scrollIntoViewIfNeeded();
    await expect(page.getByRole('group', { name: 'Who are you supporting?' })).toBeAttached();
    await page.getByRole('group', { name: 'Who are you supporting?' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(overflow), 'the campaign page scrolls sideways').toBeLessThanOrEqual(0);
  });
});
