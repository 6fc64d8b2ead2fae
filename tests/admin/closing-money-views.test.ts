import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as overallBalancesRoute } from '@/app/%5Fapi/admin/balances/route';
import { GET as campaignBalancesRoute } from '@/app/%5Fapi/admin/campaign/balances/route';
import { GET as fulfilmentRoute } from '@/app/%5Fapi/admin/campaign/fulfilment/route';
import { POST as paymentsRoute } from '@/app/%5Fapi/admin/order/payments/route';
import { GET as chartsRoute } from '@/app/%5Fapi/admin/stats/charts/route';
import { GET as leaderboardRoute } from '@/app/%5Fapi/campaign/leaderboard/route';
import { addCalendarDays, shopToday } from '@/lib/dates';
import { getDb } from '@/server/db';
import { orders, orderStatuses, paymentMethods } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { parseCsv } from '../support/csv';
import { call } from '../support/http';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';

/*
 * Issue "Closing a campaign": the money adds up to the cent everywhere. Random orders (in the campaign, credited to
 * its fundraiser or to the campaign alone, or the shop's own) and random payments and refunds recorded through the
 * admin API; then every view that shows the campaign's money must agree: the balances, the fulfilment sheet as JSON
 * and as CSV, the dashboard charts and the public leaderboard.
 */

let cookie: string;
let setup: Awaited<ReturnType<typeof createCampaignWithFundraiser>>;
let productIds: number[];

beforeAll(async () => {
  const admin = await createUser({ role: 'admin' });
  cookie = await sessionCookieFor(admin);
  const products = [await createProduct({ priceCents: 1850 }), await createProduct({ priceCents: 2200 })];
  productIds = products.map((product) => product.id);
  setup = await createCampaignWithFundraiser(productIds);
});

const get = async (handler: Parameters<typeof call>[0], path: string) => {
  const response = await call(handler, { path, headers: { cookie } });
  expect(response.status, `GET ${path}`).toBe(200);
  return response.json;
};

const cents = (decimal: string) => Math.round(Number(decimal) * 100);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

const step = fc.record({
  refund: fc.boolean(),
  share: fc.double({ min: 0.01, max: 1, noNaN: true }),
  method: fc.constantFrom(...paymentMethods),
});
const order = fc.record({
  where: fc.constantFrom('fundraiser', 'campaign', 'shop'),
  lines: fc.array(fc.record({ product: fc.constantFrom(0, 1), quantity: fc.integer({ min: 1, max: 4 }) }), {
    minLength: 1,
    maxLength: 3,
  }),
  status: fc.constantFrom(...orderStatuses),
  steps: fc.array(step, { maxLength: 3 }),
});

describe('closing a campaign: every view of its money agrees', () => {
  it('balances, fulfilment sheet (JSON and CSV), charts and leaderboard add up to the same cents', async () => {
    const db = await getDb();
    await fc.assert(
      fc.asyncProperty(fc.array(order, { minLength: 1, maxLength: 7 }), async (generated) => {
        await db.delete(orders);
        for (const spec of generated) {
          const created = await insertOrder(
            {
              campaignId: spec.where === 'shop' ? null : setup.campaign.id,
              subAccountId: spec.where === 'fundraiser' ? setup.fundraiser.id : null,
              orderStatus: spec.status,
            },
            spec.lines.map(({ product, quantity }) => ({
              productId: productIds[product]!,
              productName: `Coffee ${product}`,
              unitPriceCents: product === 0 ? 1850 : 2200,
              quantity,
            })),
          );
          let collected = 0;
          for (const { refund, share, method } of spec.steps) {
            const room = refund ? collected : spec.status === 'cancelled' ? 0 : created.totalCents - collected;
            const amount = Math.max(1, Math.floor(room * share));
            if (room === 0) continue;
            const response = await call(paymentsRoute, {
              method: 'POST',
              path: '/_api/admin/order/payments',
              headers: { cookie },
              body: { orderId: created.id, amountCents: refund ? -amount : amount, method },
            });
            expect(response.status, JSON.stringify(response.json)).toBe(201);
            collected += refund ? -amount : amount;
            expect(response.json.collectedCents).toBe(collected);
          }
        }

        const id = setup.campaign.id;
        const balances = await get(campaignBalancesRoute, `/_api/admin/campaign/balances?campaignId=${id}`);
        const overall = await get(overallBalancesRoute, '/_api/admin/balances');
        const sheet = await get(fulfilmentRoute, `/_api/admin/campaign/fulfilment?campaignId=${id}`);
        const csv = await call(fulfilmentRoute, {
          path: `/_api/admin/campaign/fulfilment?campaignId=${id}&format=csv`,
          headers: { cookie },
        });
        const today = shopToday();
        const charts = await get(
          chartsRoute,
          `/_api/admin/stats/charts?from=${addCalendarDays(today, -1)}&to=${today}&interval=day`,
        );
        const board = await get(leaderboardRoute, `/_api/campaign/leaderboard?campaignSlug=${setup.campaign.slug}`);

        // The campaign's own identity, and its rows.
        expect(balances.orderedCents).toBe(balances.collectedCents + balances.outstandingCents);
        expect(sum(Object.values(balances.byMethod) as number[])).toBe(balances.collectedCents);
        expect(sum(balances.fundraisers.map((row: { orderedCents: number }) => row.orderedCents))).toBe(
          balances.orderedCents,
        );

        // The fulfilment sheet (JSON).
        const sheetOrders = sheet.fundraisers.flatMap((group: { orders: unknown[] }) => group.orders) as Array<{
          totalCents: number;
          collectedCents: number;
          outstandingCents: number;
          items: Array<{ quantity: number }>;
        }>;
        expect(sum(sheetOrders.map((o) => o.totalCents))).toBe(balances.orderedCents);
        expect(sum(sheetOrders.map((o) => o.collectedCents))).toBe(balances.collectedCents);
        expect(sum(sheetOrders.map((o) => o.outstandingCents))).toBe(balances.outstandingCents);
        const bags = sum(sheetOrders.flatMap((o) => o.items.map((item) => item.quantity)));
        expect(sum(sheet.coffees.map((coffee: { bags: number }) => coffee.bags))).toBe(bags);

        // The same sheet as CSV.
        const [header, ...records] = parseCsv(String(csv.json).replace(/^\uFEFF/, ''));
        const column = (name: string) => header!.indexOf(name);
        expect(records).toHaveLength(sheetOrders.length);
        expect(sum(records.map((r) => cents(r[column('Total')]!)))).toBe(balances.orderedCents);
        expect(sum(records.map((r) => cents(r[column('Collected')]!)))).toBe(balances.collectedCents);
        expect(sum(records.map((r) => cents(r[column('Outstanding')]!)))).toBe(balances.outstandingCents);

        // The dashboard: the campaign's sales, and the shop's collected and outstanding money by method.
        const chartRow = charts.salesByCampaign.find((row: { campaignId: number | null }) => row.campaignId === id);
        expect(chartRow?.orderedCents ?? 0).toBe(balances.orderedCents);
        expect(charts.collectedVsOutstanding.collectedCents).toBe(overall.collectedCents);
        expect(charts.collectedVsOutstanding.outstandingCents).toBe(overall.outstandingCents);
        expect(charts.collectedVsOutstanding.byMethod).toEqual(overall.byMethod);
        expect(sum(charts.salesOverTime.map((row: { orderedCents: number }) => row.orderedCents))).toBe(
          overall.orderedCents,
        );

        // The public leaderboard's total raised is the campaign's ordered money.
        expect(cents(board.totalRaised)).toBe(balances.orderedCents);
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
