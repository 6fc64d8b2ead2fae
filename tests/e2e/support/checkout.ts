import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';

/** The order's attribution as the admin's order page reads it. */
export async function adminOrder(request: APIRequestContext, orderNumber: string) {
  expect((await request.post('/_api/auth/login_with_password', { data: E2E_ADMIN })).status()).toBe(200);
  const response = await request.get(`/_api/admin/order/details?orderNumber=${orderNumber}`);
  expect(response.status()).toBe(200);
  return (await response.json()).order as {
    campaign: { id: number } | null;
    fundraiser: { id: number } | null;
    source: string | null;
  };
}

/**
 * Fills the checkout. The form's live version replaces its preview as soon as the cart has lines; a value Playwright
 * writes into a preview field at the very moment of the swap lands in the detached field (a person's keystrokes go
 * to the focused live field), so the values are checked and written again until they hold.
 */
export async function fillCheckout(page: Page, email: string) {
  const checkout = page.getByRole('region', { name: 'Checkout' });
  const fields: Array<[string, string]> = [
    ['First Name', 'Grand'],
    ['Last Name', 'Ma'],
    ['Email', email],
  ];
  await expect(async () => {
    for (const [label, value] of fields) await checkout.getByLabel(label).fill(value);
    for (const [label, value] of fields) await expect(checkout.getByLabel(label)).toHaveValue(value, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  return checkout;
}

/** Fills the checkout and places the order; answers its number. */
export async function placeOrder(page: Page, email: string) {
  const checkout = await fillCheckout(page, email);
  const answer = page.waitForResponse((r) => r.url().endsWith('/_api/products/order') && r.status() === 201);
  await checkout.getByRole('button', { name: 'Place Order' }).click();
  const { orderNumber } = (await (await answer).json()) as { orderNumber: string };
  await expect(page.getByText('Your order has been submitted successfully!')).toBeVisible();
  return orderNumber;
}

export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A campaign's leaderboard as the public API answers it: its id and its fundraisers' ids and names. */
export async function campaignLeaderboard(request: APIRequestContext, slug: string, rankBy = 'raised') {
  const response = await request.get(`/_api/campaign/leaderboard?campaignSlug=${slug}&rankBy=${rankBy}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    campaign: { id: number };
    leaderboard: Array<{ userId: number; displayName: string }>;
  };
}
