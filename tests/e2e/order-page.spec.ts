import type { APIResponse } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { choosePickup, fillCheckout, uniqueEmail } from './support/checkout';
import { E2E_ADMIN } from '../../playwright.config';

/*
 * Issue 25 at 390 px: a campaign with two meetups; the buyer chooses one at checkout, lands on the order page (focus
 * on its heading), sees what they owe, how to pay and a QR code, and moves the pickup to the other meetup.
 */

test.use({ viewport: { width: 390, height: 844 } });

const overflow = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;
const DAY = 86_400_000;

async function ok(response: Promise<APIResponse>) {
  const answer = await response;
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return answer.json();
}

test('a buyer chooses where to pick up, lands on their order page and changes the pickup', async ({
  page,
  playwright,
  baseURL,
  expectAccessible,
}) => {
  test.slow();
  const run = `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  const admin = await playwright.request.newContext({ baseURL });
  await ok(admin.post('/_api/auth/login_with_password', { data: E2E_ADMIN }));
  const { products } = (await ok(admin.get('/_api/admin/products?status=active'))) as {
    products: Array<{ id: number; name: string; price: string }>;
  };
  const coffee = products[0]!;
  const slug = `pickup-drive-${run}`;
  const { campaign } = await ok(
    admin.post('/_api/admin/createcampaign', {
      data: {
        name: `Pickup Drive ${run}`,
        slug,
        startDate: new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10),
        endDate: '2030-12-31',
        isActive: true,
      },
    }),
  );
  await ok(
    admin.post('/_api/admin/campaign/products', {
      data: { campaignId: campaign.id, productIds: [coffee.id], isActive: true },
    }),
  );
  const meetup = (name: string, days: number) => ({
    campaignId: campaign.id,
    kind: 'meetup',
    name,
    address: '12 Oak St',
    startsAt: new Date(Date.now() + days * DAY).toISOString(),
    endsAt: new Date(Date.now() + days * DAY + 2 * 3_600_000).toISOString(),
    capacity: 20,
  });
  await ok(admin.post('/_api/admin/pickup-options', { data: meetup('School gym', 3) }));
  await ok(admin.post('/_api/admin/pickup-options', { data: meetup('Library porch', 4) }));
  await admin.dispose();

  await page.goto(`/campaigns/${slug}`);
  await page.getByRole('button', { name: `Add to Cart for ${coffee.name}` }).click();
  await expect(page.getByRole('region', { name: 'Your Cart' }).getByText(coffee.name)).toBeVisible();
  await page
    .getByRole('group', { name: 'Who are you supporting?' })
    .getByRole('radio', { name: /The whole team/ })
    .check();
  const checkout = await fillCheckout(page, uniqueEmail('order-page'));

  // The checkout asks where to pick up, and says what the buyer pays and how, before Place Order.
  await expect(checkout.getByTestId('checkout-pay')).toContainText(/You pay \$\d+\.\d\d at pickup/);
  await expect(checkout.getByText(/we will contact you/i)).toHaveCount(0);
  await checkout.getByRole('button', { name: 'Place Order' }).click();
  await expect(checkout.getByText('Choose where to pick up your order.').first()).toBeVisible();
  await expectAccessible();
  await choosePickup(checkout, /School gym/);

  const answer = page.waitForResponse((r) => r.url().endsWith('/_api/products/order') && r.status() === 201);
  await checkout.getByRole('button', { name: 'Place Order' }).click();
  const placed = (await (await answer).json()) as { orderNumber: string; orderUrl: string; total: string };
  expect(placed.orderUrl).toMatch(new RegExp(`/orders/${placed.orderNumber}\\?key=[0-9a-f]{32}$`));

  await expect(page).toHaveURL(placed.orderUrl);
  const heading = page.getByRole('heading', { level: 1, name: `Order ${placed.orderNumber}` });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.getByTestId('amount-due')).toContainText(`You pay $${placed.total}`);
  await expect(page.getByTestId('pickup-choice-current')).toContainText('Meetup: School gym, 12 Oak St');
  await expect(page.getByTestId('order-status')).toHaveText('Received');
  await expect(
    page.getByRole('img', { name: `QR code of order ${placed.orderNumber}, for the team to scan at pickup` }),
  ).toBeVisible();
  await expectAccessible();

  // Move the pickup to the other meetup.
  const change = page.getByRole('form', { name: 'Change pickup' });
  await change.getByRole('radio', { name: /Library porch/ }).check();
  await change.getByRole('button', { name: 'Save pickup choice' }).click();
  await expect(change.getByRole('status')).toHaveText('Your pickup choice was changed.');
  await expect(page.getByTestId('pickup-choice-current')).toContainText('Meetup: Library porch, 12 Oak St');
  await expectAccessible();

  // A wrong key is the same 404 as an unknown order.
  const wrong = await page.goto(placed.orderUrl.replace(/key=./, (k) => (k.endsWith('0') ? 'key=1' : 'key=0')));
  expect(wrong?.status()).toBe(404);

  // The page's address holds its key: no referrer leaves it, as a header and not only a meta tag.
  const own = await page.goto(placed.orderUrl);
  expect(own?.headers()['referrer-policy']).toBe('no-referrer');

  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(placed.orderUrl);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(overflow)).toBeLessThanOrEqual(0);
  }
});
