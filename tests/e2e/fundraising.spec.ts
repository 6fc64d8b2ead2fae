import { choosePickup } from './support/checkout';
import { expect, test } from './support/fixtures';

const CAMPAIGN = '/campaigns/oldham-soccer-fall-drive';

test.describe('fundraising pages', () => {
  test('the campaign leaderboard ranks the seeded fundraisers with a crown for first place', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto(CAMPAIGN);
    await expect(page.getByRole('heading', { level: 1, name: 'Oldham County Youth Soccer Fall Drive' })).toBeVisible();
    await expect(page.getByText('Total Raised')).toBeVisible();
    await expect(page.getByText('Campaign Goal')).toBeVisible();
    await expect(page.getByText('$2,500')).toBeVisible();
    const ranking = page.getByRole('list').filter({ has: page.getByLabel('Rank 1') });
    await expect(ranking.getByRole('listitem')).toHaveCount(3);
    await expect(ranking.getByRole('listitem').first().getByLabel('Rank 1').locator('svg')).toBeAttached();
    await expectAccessible();
  });

  test('an order from a fundraiser page is credited to that fundraiser', async ({ page, expectAccessible }) => {
    await page.goto('/fundraisers/liam-carter');
    await expect(page.getByRole('heading', { level: 1, name: 'Liam Carter' })).toBeVisible();
    await expect(page.getByText('Fundraising for')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Support Liam by purchasing these products' })).toBeVisible();
    // What the fundraiser's orders add up to is "raised" (issue 25: "collected" means paid).
    const raised = page.getByText(/^\$[\d,.]+ raised(?! for)/);
    await expect(page.getByText(/collected/)).toHaveCount(0);
    const raisedBefore = await raised.first().textContent();
    await expectAccessible();

    await page.getByRole('button', { name: 'Add to Cart for Guatemala Huehuetenango' }).click();
    await expect(page.getByRole('region', { name: 'Your Cart' }).getByText('Guatemala Huehuetenango')).toBeVisible();
    const checkout = page.getByRole('region', { name: 'Checkout' });
    await checkout.getByLabel('First Name').fill('Proud');
    await checkout.getByLabel('Last Name').fill('Parent');
    await checkout.getByLabel('Email').fill('proud.parent@example.com');
    await choosePickup(checkout);
    await checkout.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Your order has been submitted successfully!')).toBeVisible();
    // The buyer lands on their order page (issue 25); back to Liam's page.
    await expect(page).toHaveURL(/\/orders\//);

    await page.goto('/fundraisers/liam-carter');
    await expect(raised.first()).not.toHaveText(raisedBefore!);
    const details = await (await page.request.get('/_api/fundraiser/details?fundraiserSlug=liam-carter')).json();
    expect(Number(details.totalCollected)).toBeGreaterThanOrEqual(18);
  });

  test('an unknown fundraiser or campaign shows Not Found', async ({ page }) => {
    expect((await page.goto('/fundraisers/nobody-here'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Fundraiser Not Found' })).toBeVisible();
    expect((await page.goto('/campaigns/no-such-campaign'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Campaign Not Found' })).toBeVisible();
  });
});
