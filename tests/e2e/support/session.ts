import { expect, type Page } from '@playwright/test';

export type Credentials = { email: string; password: string };

/**
 * Signs the page's browser context in through the API: the session cookie lands in the context. Specs that prove
 * something other than the sign-in form use this; the form has its own specs (accounts.spec.ts).
 */
export async function signIn(page: Page, credentials: Credentials) {
  const response = await page.request.post('/_api/auth/login_with_password', { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Waits until a streamed page has settled: React parks each streamed part in a hidden `<div id="S:n">` until its
 * reveal script runs, and when the client renders that part itself first (a provider updated while the server was
 * still streaming) the parked copy lingers for a moment. Text queries would find both.
 */
export async function waitForStreamedPage(page: Page) {
  await page.waitForFunction(() => !document.querySelector('div[hidden][id^="S:"]'));
}
