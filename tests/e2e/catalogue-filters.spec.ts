import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/*
 * Issue 28's /products filters on a phone (390 px, and 320 px for the layout): roast level, process and tasting note
 * in the address, only matching coffees, a count, removable chips, an empty state with "Clear filters", and the same
 * with JavaScript off (a GET form and plain links). Other specs add coffees of their own in parallel, so each check is
 * about every card shown, and about the demo coffees by name.
 */

test.use({ viewport: { width: 390, height: 844 } });
test.skip(({ isMobile }) => !isMobile, 'a phone-width flow; one project is enough');

const overflow = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;
const cards = (page: Page) => page.getByRole('article');
const card = (page: Page, name: string) => cards(page).filter({ has: page.getByRole('heading', { name }) });

async function expectEveryCard(page: Page, check: (card: Locator) => Promise<void>) {
  const count = await cards(page).count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) await check(cards(page).nth(index));
}

async function filterByMediumRoastAndWashed(page: Page) {
  await page.goto('/products');
  await page.getByText('Filter coffees', { exact: true }).click();
  const form = page.getByRole('form', { name: 'Filter coffees' });
  await form.getByText('Medium', { exact: true }).click();
  await form.getByLabel('Process').selectOption({ label: 'Washed' });
  await form.getByRole('button', { name: 'Show coffees' }).click();
  // The form's "Any note" is sent empty (`note=`), which the page ignores.
  await expect(page).toHaveURL(/\/products\?roast=3&process=washed(&note=)?$/);
}

test('a buyer filters coffees by roast and process, sees the count, and removes a filter with its chip', async ({
  page,
  expectAccessible,
}, testInfo) => {
  await filterByMediumRoastAndWashed(page);
  await expect(card(page, 'Guatemala Huehuetenango')).toBeVisible();
  await expect(card(page, 'Midnight Espresso')).toHaveCount(0);
  await expect(card(page, 'Ethiopia Yirgacheffe Kochere')).toHaveCount(0);
  await expectEveryCard(page, (each) => expect(each.getByText(/^Medium roast, 3 of 5$/)).toBeVisible());
  const shown = await cards(page).count();
  const current = page.getByRole('region', { name: 'Current filters' });
  await expect(current.getByText(shown === 1 ? '1 coffee matches' : `${shown} coffees match`)).toBeVisible();
  expect(await page.evaluate(overflow)).toBe(0);
  await expectAccessible();
  await page.screenshot({ path: testInfo.outputPath('filtered-390.png'), fullPage: true });

  // The chip takes its filter off: washed coffees of any roast, the light Ethiopian among them.
  await current.getByRole('link', { name: 'Remove filter Roast: Medium' }).click();
  await expect(page).toHaveURL(/\/products\?process=washed$/);
  await expect(card(page, 'Ethiopia Yirgacheffe Kochere')).toBeVisible();
  await expect(card(page, 'Midnight Espresso')).toHaveCount(0);
  await page.getByRole('region', { name: 'Current filters' }).getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(card(page, 'Midnight Espresso')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Current filters' })).toHaveCount(0);
});

test('a note finds its family, no match says so, and nonsense is ignored', async ({
  page,
  expectAccessible,
}, testInfo) => {
  // Five page loads and an accessibility check, on a machine other specs keep busy.
  test.slow();
  // "chocolate" finds milk and dark chocolate.
  await page.goto('/products?note=chocolate');
  await expect(card(page, 'Guatemala Huehuetenango')).toBeVisible();
  await expect(card(page, 'Midnight Espresso')).toBeVisible();
  await expect(card(page, 'Kenya Nyeri AA')).toHaveCount(0);
  await expectEveryCard(page, (each) =>
    expect(each.getByRole('list', { name: 'Tasting notes' })).toContainText(/chocolate/i),
  );

  // One value of a kind travels: a repeated parameter counts by its last value, as Next's rewrite reads it.
  await page.goto('/products?roast=1&roast=5');
  await expect(card(page, 'Midnight Espresso')).toBeVisible();
  await expect(card(page, 'Kenya Nyeri AA')).toHaveCount(0);
  await expectEveryCard(page, (each) => expect(each.getByText(/^Dark roast, 5 of 5$/)).toBeVisible());

  await page.goto('/products?roast=2&note=smoke');
  await expect(page.getByText('No coffee matches these filters.')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await page.evaluate(overflow)).toBe(0);
  await expectAccessible();
  await page.screenshot({ path: testInfo.outputPath('no-match-320.png'), fullPage: true });
  await page.getByRole('link', { name: 'Clear filters' }).last().click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(card(page, 'Kenya Nyeri AA')).toBeVisible();

  const nonsense = await page.request.get('/products?roast=9&roast=abc&process=%25%25&note=' + 'x'.repeat(300));
  expect(nonsense.status()).toBe(200);
  expect(await nonsense.text()).toContain('Midnight Espresso');
});

test('filters work with JavaScript off: a GET form and plain links', async ({ browser, baseURL }, testInfo) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    baseURL,
  });
  const page = await context.newPage();
  await filterByMediumRoastAndWashed(page);
  await expect(card(page, 'Guatemala Huehuetenango')).toBeVisible();
  await expect(card(page, 'Kenya Nyeri AA')).toHaveCount(0);
  await expectEveryCard(page, (each) => expect(each.getByText(/^Medium roast, 3 of 5$/)).toBeVisible());
  await page.screenshot({ path: testInfo.outputPath('no-js-filtered-390.png'), fullPage: true });

  await page.getByRole('link', { name: 'Remove filter Process: Washed' }).click();
  await expect(page).toHaveURL(/\/products\?roast=3$/);
  await expect(card(page, 'Swiss Water Decaf Peru')).toBeVisible();
  await expect(card(page, 'Ethiopia Yirgacheffe Kochere')).toHaveCount(0);
  await context.close();
});
