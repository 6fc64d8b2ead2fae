import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

type Charts = {
  from: string;
  to: string;
  salesOverTime: Array<{ period: string; orderedCents: number; orders: number }>;
  salesByCampaign: Array<{ name: string; orderedCents: number }>;
  bagsByCoffee: Array<{ name: string; bags: number }>;
  topFundraisers: Array<{ displayName: string; campaignName: string | null; orderedCents: number; bags: number }>;
  collectedVsOutstanding: { collectedCents: number; outstandingCents: number; byMethod: Record<string, number> };
};

const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
const day = (period: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${period}T00:00:00Z`),
  );

const CHARTS = ['Sales per day', 'Sales by campaign', 'Bags by coffee', 'Top fundraisers', 'Collected vs outstanding'];

const chartSection = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** The row of a figure table whose row header is `name`. */
const figureRow = (table: Locator, name: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name, exact: true }) });

test.describe('admin overview charts', () => {
  test('the Overview keeps its four cards and draws five charts whose tables hold the figures of the API', async ({
    page,
    adminPage,
    expectAccessible,
  }, testInfo) => {
    test.slow();
    const chartRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/_api/admin/stats/charts')) chartRequests.push(request.url());
    });
    await adminPage.open();
    for (const label of ['Total Sales', 'Total Orders', 'Total Users', 'Total Campaigns']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    const charts = (await (await page.request.get('/_api/admin/stats/charts')).json()) as Charts;
    for (const title of CHARTS) {
      const section = chartSection(page, title);
      await expect(section.getByRole('heading', { level: 3, name: title })).toBeVisible();
      await expect(section.getByRole('img')).toHaveAccessibleName(/.+/);
      await expect(section.locator('svg.recharts-surface').first()).toBeVisible();
    }

    const sales = page.getByRole('table', { name: /^Sales per day,/ });
    for (const row of charts.salesOverTime.filter((entry) => entry.orders > 0)) {
      await expect(figureRow(sales, day(row.period))).toContainText(money(row.orderedCents));
    }
    await expect(sales.getByRole('row')).toHaveCount(charts.salesOverTime.length + 1);
    const campaigns = page.getByRole('table', { name: 'Sales by campaign' });
    expect(charts.salesByCampaign.map((row) => row.name)).toContain('Oldham County Youth Soccer Fall Drive');
    for (const row of charts.salesByCampaign) {
      await expect(figureRow(campaigns, row.name)).toContainText(money(row.orderedCents));
    }
    const coffees = page.getByRole('table', { name: 'Bags by coffee' });
    for (const row of charts.bagsByCoffee) await expect(figureRow(coffees, row.name)).toContainText(String(row.bags));
    const fundraisers = page.getByRole('table', { name: 'Top fundraisers' });
    expect(charts.topFundraisers.length).toBeGreaterThan(0);
    for (const row of charts.topFundraisers) {
      await expect(figureRow(fundraisers, row.displayName)).toContainText(money(row.orderedCents));
    }
    // The page does not wait for the charts (issue 26): the browser asks once for the default range, the last 30 shop
    // days by day, and draws the same figures the API answers.
    expect(chartRequests).toHaveLength(1);
    const asked = new URL(chartRequests[0]!).searchParams;
    expect(asked.get('interval')).toBe('day');
    expect(asked.get('from')).toBe(charts.from);
    expect(asked.get('to')).toBe(charts.to);
    const collected = page.getByRole('table', { name: /^Collected vs outstanding/ });
    const { collectedCents, outstandingCents } = charts.collectedVsOutstanding;
    await expect(figureRow(collected, 'Collected')).toContainText(money(collectedCents));
    await expect(figureRow(collected, 'Outstanding')).toContainText(money(outstandingCents));

    // "Show as table" swaps the drawing for the same table, on screen.
    const campaignSection = chartSection(page, 'Sales by campaign');
    await expect(campaigns).not.toBeInViewport();
    await campaignSection.getByRole('button', { name: 'Show as table' }).click();
    await expect(campaignSection.getByRole('button', { name: 'Show as table' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(campaignSection.getByRole('img')).toHaveCount(0);
    await campaigns.scrollIntoViewIfNeeded();
    await expect(campaigns).toBeVisible();
    await expectAccessible();

    await chartSection(page, 'Sales per day').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('overview-charts.png'), fullPage: true });
  });

  test('the range and interval change the charts; bad dates are explained; a failed load offers a retry', async ({
    page,
    adminPage,
  }) => {
    test.slow();
    await adminPage.open();
    await expect(page.getByRole('heading', { level: 3, name: 'Sales per day' })).toBeVisible();
    // The first range loads in the browser: its table is drawn before the interval changes.
    await expect(page.getByRole('table', { name: /^Sales per day,/ })).toBeAttached();

    const request = page.waitForRequest(
      (r) => r.url().includes('/_api/admin/stats/charts') && r.url().includes('interval=week'),
    );
    await page.getByRole('radio', { name: 'Week' }).check({ force: true });
    const url = new URL((await request).url());
    expect(url.searchParams.get('interval')).toBe('week');
    await expect(page.getByRole('heading', { level: 3, name: 'Sales per week' })).toBeVisible();
    await expect(page.getByRole('table', { name: /^Sales per week,/ })).toBeAttached();

    await adminPage.choose('Range', 'Custom dates');
    await page.getByLabel('From', { exact: true }).fill('2026-02-10');
    await page.getByLabel('To', { exact: true }).fill('2026-02-01');
    await expect(
      page.getByRole('alert').filter({ hasText: 'The from date must not be after the to date.' }),
    ).toBeVisible();

    // The server fails (a 4xx: the browser logs any 5xx as a console error): the charts say so and retry on request.
    let fail = true;
    await page.route('**/_api/admin/stats/charts**', (route) =>
      fail ? route.fulfill({ status: 400, json: { error: 'Simulated chart failure.' } }) : route.fallback(),
    );
    await page.getByLabel('To', { exact: true }).fill('2026-02-20');
    await expect(page.getByText('Could not load the charts.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Simulated chart failure.')).toBeVisible();
    await expect(page.getByText('This chart could not be loaded.')).toHaveCount(5);
    fail = false;
    await page.getByRole('button', { name: 'Try Again' }).first().click();
    await expect(page.getByText('Could not load the charts.')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 3, name: 'Sales per week' })).toBeVisible();
  });

  test('public pages never load the chart library; the admin page loads it with the charts', async ({
    page,
    adminPage,
    isMobile,
  }) => {
    test.skip(isMobile, 'script loading is the same at every width');
    test.slow();
    const scripts = async () => {
      // The page's own script tags and whatever it fetched since (lazily loaded chunks).
      const urls = await page.evaluate(() => [
        ...new Set([
          ...[...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src),
          ...performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((name) => name.endsWith('.js')),
        ]),
      ]);
      return (await Promise.all(urls.map(async (url) => (await page.request.get(url)).text()))).join('\n');
    };
    // A class name only Recharts writes into the page.
    const MARKER = 'recharts-surface';
    for (const path of ['/', '/products']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect((await scripts()).includes(MARKER), `Recharts on ${path}`).toBe(false);
    }
    await adminPage.open();
    await expect(page.locator('svg.recharts-surface').first()).toBeVisible();
    expect((await scripts()).includes(MARKER), 'Recharts on /admin after the charts drew').toBe(true);
  });
});
