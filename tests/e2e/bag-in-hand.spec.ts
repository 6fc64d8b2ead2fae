import { randomBytes } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { choosePickup, fillCheckout, uniqueEmail } from './support/checkout';
import { expect, test } from './support/fixtures';
import { signIn, waitForStreamedPage } from './support/session';

/*
 * Issue 25, from link to bag in hand, on phones: a buyer arrives by a fundraiser's QR code, picks the child on the
 * campaign page, chooses a meetup at checkout and lands on their order page; at the meetup the captain's phone scans
 * that page's QR code (a picture of it, fed to the decoder), collects the money and hands the bags out in one step;
 * the buyer's page then says handed out, and the ledger, the captain's balances and the sheet agree to the cent.
 */

const PASSWORD = 'Bag-in-hand-pass-1';
const DAY = 86_400_000;

async function ok(response: Promise<APIResponse>) {
  const answer = await response;
  expect(answer.ok(), `${answer.url()} → ${answer.status()} ${await answer.text()}`).toBe(true);
  return answer.json();
}

type Setup = {
  slug: string;
  campaignId: number;
  campaignName: string;
  fundraiser: { id: number; name: string; slug: string };
  captain: { email: string; password: string };
  coffee: { id: number; name: string; priceCents: number };
};

async function register(request: APIRequestContext, email: string, displayName: string, first: string) {
  const { user } = await ok(
    request.post('/_api/auth/register_with_password', {
      data: { email, password: PASSWORD, displayName, firstName: first, lastName: 'Tester' },
    }),
  );
  return user as { id: number };
}

async function setUp(baseURL: string, run: string, newContext: () => Promise<APIRequestContext>): Promise<Setup> {
  const admin = await newContext();
  const captainRequest = await newContext();
  const fundraiserRequest = await newContext();
  try {
    await ok(admin.post('/_api/auth/login_with_password', { data: E2E_ADMIN }));
    const captainEmail = `bag-captain-${run}@example.com`;
    const captain = await register(captainRequest, captainEmail, `Coach ${run}`, 'Coach');
    await ok(
      admin.post('/_api/admin/user/update-role', { data: { userId: captain.id, newRole: 'fundraiser_captain' } }),
    );

    const fundraiserName = `Jo ${run}`;
    const fundraiserSlug = `jo-${run}`;
    const fundraiser = await register(fundraiserRequest, `bag-jo-${run}@example.com`, fundraiserName, 'Jo');
    await ok(
      fundraiserRequest.post('/_api/users/settings', { data: { isPublic: true, landingPageSlug: fundraiserSlug } }),
    );

    const { products } = (await ok(admin.get('/_api/admin/products?status=active'))) as {
      products: Array<{ id: number; name: string; price: string }>;
    };
    const coffee = products[0]!;
    const slug = `bag-in-hand-${run}`;
    const campaignName = `Bag Drive ${run}`;
    const { campaign } = await ok(
      admin.post('/_api/admin/createcampaign', {
        data: {
          name: campaignName,
          slug,
          startDate: new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10),
          endDate: '2030-12-31',
          captainId: captain.id,
          isActive: true,
          orderDeadline: new Date(Date.now() + 10 * DAY).toISOString(),
          paymentInstructions: { methods: ['cash', 'venmo'], handle: '@bag-drive', payableTo: 'Bag Drive PTA' },
        },
      }),
    );
    await ok(
      admin.post('/_api/admin/campaign/products', {
        data: { campaignId: campaign.id, productIds: [coffee.id], isActive: true },
      }),
    );
    await ok(
      admin.post('/_api/admin/campaign/participants', { data: { campaignId: campaign.id, userId: fundraiser.id } }),
    );
    await ok(
      admin.post('/_api/admin/pickup-options', {
        data: {
          campaignId: campaign.id,
          kind: 'meetup',
          name: 'School gym',
          address: '12 Oak St',
          startsAt: new Date(Date.now() - 3_600_000).toISOString(),
          endsAt: new Date(Date.now() + 3 * 3_600_000).toISOString(),
          capacity: 30,
        },
      }),
    );
    return {
      slug,
      campaignId: campaign.id,
      campaignName,
      fundraiser: { id: fundraiser.id, name: fundraiserName, slug: fundraiserSlug },
      captain: { email: captainEmail, password: PASSWORD },
      coffee: { id: coffee.id, name: coffee.name, priceCents: Math.round(Number(coffee.price) * 100) },
    };
  } finally {
    for (const context of [admin, captainRequest, fundraiserRequest]) await context.dispose();
  }
}

test('QR → picker → pickup → order page → meetup scan → collected and handed out, every figure agreeing', async ({
  page,
  browser,
  playwright,
  baseURL,
  expectAccessible,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone flow: the buyer and the captain are on phones');
  test.slow();
  const run = randomBytes(3).toString('hex');
  const setup = await setUp(baseURL!, run, () => playwright.request.newContext({ baseURL }));

  // The buyer scans the fundraiser's flyer QR code, then picks the same child on the campaign page.
  await page.goto(`/fundraisers/${setup.fundraiser.slug}?src=qr`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(setup.fundraiser.name);
  await page.goto(`/campaigns/${setup.slug}`);
  // The picker's code loads as the visitor scrolls towards it (LoadWhenNeeded).
  await page.locator('#supporter-picker').scrollIntoViewIfNeeded();
  await page
    .getByRole('group', { name: 'Who are you supporting?' })
    .getByRole('radio', { name: setup.fundraiser.name })
    .check();
  const addToCart = page.getByRole('button', { name: `Add to Cart for ${setup.coffee.name}` });
  await addToCart.click();
  await addToCart.click();
  const cart = page.getByRole('region', { name: 'Your Cart' });
  await expect(cart.getByText(setup.coffee.name)).toBeVisible();

  const checkout = await fillCheckout(page, uniqueEmail('bag-in-hand'));
  await choosePickup(checkout, /School gym/);
  await expect(checkout.getByTestId('checkout-pay')).toContainText('Venmo');
  const answer = page.waitForResponse((r) => r.url().endsWith('/_api/products/order') && r.status() === 201);
  await checkout.getByRole('button', { name: 'Place Order' }).click();
  const placed = (await (await answer).json()) as { orderId: number; orderNumber: string; orderUrl: string };
  const totalCents = 2 * setup.coffee.priceCents;

  // The buyer's order page: focused heading, what is owed and how, the meetup, and the QR code to show.
  await expect(page).toHaveURL(placed.orderUrl);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${placed.orderNumber}` })).toBeFocused();
  await expect(page.getByTestId('order-status')).toHaveText('Received');
  await expect(page.getByTestId('pickup-choice-current')).toContainText('School gym');
  const qr = page.getByRole('img', { name: new RegExp(`QR code of order ${placed.orderNumber}`) });
  await expect(qr).toBeVisible();
  await expectAccessible();
  const qrPicture = await qr.screenshot();

  // At the meetup: the captain's phone, meetup mode, a picture of the buyer's screen.
  const captainContext = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const captain = await captainContext.newPage();
  try {
    await signIn(captain, setup.captain);
    await captain.goto(`/captain/campaigns/${setup.campaignId}/meetup`);
    await waitForStreamedPage(captain);
    await captain.getByRole('button', { name: 'Scan QR' }).click();
    await captain
      .getByLabel('or choose a photo of the code')
      .setInputFiles({ name: 'buyer-screen.png', mimeType: 'image/png', buffer: qrPicture });
    const panel = captain.getByRole('region', { name: 'Grand Ma' });
    await expect(panel).toContainText(placed.orderNumber);
    await expect(panel).toContainText('2 bags');
    const due = `$${(totalCents / 100).toFixed(2)}`;
    await panel.getByRole('button', { name: `Collect ${due} and hand out` }).click();
    await expect(captain.getByText(`${due} collected; order ${placed.orderNumber} handed out.`)).toBeVisible();

    // The buyer's page says handed out and nothing owed.
    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText('Handed out');

    // Ledger, balances and sheet agree to the cent; the order is the child's, from the QR code.
    const admin = await playwright.request.newContext({ baseURL });
    await ok(admin.post('/_api/auth/login_with_password', { data: E2E_ADMIN }));
    const details = (await ok(admin.get(`/_api/admin/order/details?orderNumber=${placed.orderNumber}`))).order;
    expect(details).toMatchObject({
      fundraiser: { id: setup.fundraiser.id },
      source: 'qr',
      orderStatus: 'delivered',
      totalAmount: (totalCents / 100).toFixed(2),
    });
    const ledger = await ok(admin.get(`/_api/admin/order/payments?orderId=${placed.orderId}`));
    const ledgerSum = (ledger.payments as Array<{ amountCents: number }>).reduce((sum, p) => sum + p.amountCents, 0);
    expect(ledgerSum).toBe(totalCents);
    expect(ledger).toMatchObject({ collectedCents: totalCents, outstandingCents: 0, paymentStatus: 'paid' });
    await admin.dispose();

    const balances = await ok(captain.request.get(`/_api/captain/campaign/balances?campaignId=${setup.campaignId}`));
    expect(balances).toMatchObject({ orderedCents: totalCents, collectedCents: totalCents, outstandingCents: 0 });
    expect(balances.byMethod.cash).toBe(totalCents);
    expect(balances.fundraisers).toContainEqual(
      expect.objectContaining({ userId: setup.fundraiser.id, collectedCents: totalCents, outstandingCents: 0 }),
    );
    const sheet = await ok(captain.request.get(`/_api/captain/campaign/fulfilment?campaignId=${setup.campaignId}`));
    expect(sheet.totals).toMatchObject({
      orderedCents: totalCents,
      collectedCents: totalCents,
      outstandingCents: 0,
      bagsToHandOut: 0,
      bagsHandedOut: 2,
    });
  } finally {
    await captainContext.close();
  }
});
