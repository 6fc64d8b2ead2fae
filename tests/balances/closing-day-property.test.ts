import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as overallBalancesRoute } from '@/app/%5Fapi/admin/balances/route';
import { GET as campaignBalancesRoute } from '@/app/%5Fapi/admin/campaign/balances/route';
import { GET as fulfilmentRoute } from '@/app/%5Fapi/admin/campaign/fulfilment/route';
import { GET as cashUpRoute } from '@/app/%5Fapi/admin/cash-up/route';
import { GET as cashUpExportRoute } from '@/app/%5Fapi/admin/cash-up/export/route';
import { GET as orderStatsRoute } from '@/app/%5Fapi/admin/orders/stats/route';
import { GET as paymentsExportRoute } from '@/app/%5Fapi/admin/payments/export/route';
import { GET as dashboardStatsRoute } from '@/app/%5Fapi/admin/stats/route';
import { paymentMethods } from '@/lib/validation/order-payments';
import { getDb } from '@/server/db';
import { campaignParticipants, orderItems, orders, type User } from '@/server/db/schema';
import { updateOrderStatus } from '@/server/services/admin-orders';
import { recordOrderPayment } from '@/server/services/order-payments';
import { createUser, sessionCookieFor } from '../support/auth';
import { parseCsv } from '../support/csv';
import { call } from '../support/http';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser } from '../support/shop';

/*
 * Issue 26's target: on random ledgers (payments by several collectors and methods, partial refunds, a returned bag with its
 * refund tied to it, orders cancelled with their money kept, refunded, or left unsettled), for every campaign and the shop:
 * - the cash-up's net = the ledger's sum (cash received by collectors), also in its CSV and in the payments CSV;
 * - for live orders, ordered = collected + outstanding;
 * - money on a cancelled order is refunded (0) or shown as kept or unsettled, and collected + kept + unsettled = net;
 * - the same figures on the Overview stats, the orders list stats, the fulfilment sheet and the balances.
 * Payments go through recordOrderPayment, cancellations through updateOrderStatus (refund or keep); unsettled money is
 * set by SQL, as orders cancelled before issue 26 hold it.
 */

let admin: User;
let cookie: string;
let teams: Array<{ campaignId: number; people: User[] }>;

beforeAll(async () => {
  admin = await createUser({ role: 'admin', displayName: 'Till' });
  cookie = await sessionCookieFor(admin);
  const db = await getDb();
  teams = [];
  for (let i = 0; i < 2; i += 1) {
    const setup = await createCampaignWithFundraiser([]);
    const second = await createUser({ role: 'sub_account', parentUserId: setup.captain.id });
    await db.insert(campaignParticipants).values({ campaignId: setup.campaign.id, userId: second.id });
    teams.push({ campaignId: setup.campaign.id, people: [setup.fundraiser, second] });
  }
});

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const cents = (decimal: string) => Math.round(Number(decimal) * 100);

const entry = fc.record({
  refund: fc.boolean(),
  share: fc.double({ min: 0.01, max: 1, noNaN: true }),
  method: fc.constantFrom(...paymentMethods),
  // 0, 1: the campaign's fundraisers; 2: the admin; 3: nobody recorded
  collector: fc.constantFrom(0, 1, 2, 3),
});
const order = fc.record({
  where: fc.constantFrom(0, 1, null),
  credited: fc.constantFrom(0, 1, null),
  // Two bags of one coffee and one of another; one bag of the first may come back with a refund tied to it.
  unitCents: fc.integer({ min: 50, max: 8_000 }),
  extraCents: fc.integer({ min: 0, max: 4_000 }),
  returnOne: fc.boolean(),
  live: fc.constantFrom('pending', 'processing', 'shipped', 'delivered'),
  fate: fc.constantFrom('live', 'live', 'kept', 'refunded', 'unsettled'),
  entries: fc.array(entry, { maxLength: 4 }),
});

type Model = { campaign: number | null; credited: boolean; total: number; collected: number; fate: string };

const get = async (handler: Parameters<typeof call>[0], path: string) => {
  const response = await call(handler, { path, headers: { cookie } });
  expect(response.status, path).toBe(200);
  return response.json;
};
const csvRows = async (handler: Parameters<typeof call>[0], path: string) => {
  const response = await call(handler, { path, headers: { cookie } });
  expect(response.status, path).toBe(200);
  return parseCsv(String(response.json).replace(/^\uFEFF/, '')).slice(1);
};

async function ledgerSum(campaignId: number | null | undefined) {
  const db = await getDb();
  const where =
    campaignId === undefined
      ? sql`true`
      : campaignId === null
        ? sql`o.campaign_id is null`
        : sql`o.campaign_id = ${campaignId}`;
  const result = (await db.execute(
    sql`select coalesce(sum(p.amount_cents), 0) as net from order_payments p join ${orders} o on o.id = p.order_id where ${where}`,
  )) as unknown as { rows: Array<{ net: string | number }> };
  return Number(result.rows[0]!.net);
}

describe('closing day: every view of the cash agrees on random ledgers', () => {
  it('cash-up = ledger; ordered = collected + outstanding; cancelled money refunded or shown; same figures everywhere', async () => {
    const db = await getDb();
    await fc.assert(
      fc.asyncProperty(fc.array(order, { minLength: 1, maxLength: 6 }), async (generated) => {
        await db.delete(orders);
        const model: Model[] = [];
        for (const spec of generated) {
          const team = spec.where === null ? null : teams[spec.where]!;
          const created = await insertOrder(
            {
              campaignId: team?.campaignId ?? null,
              subAccountId: team && spec.credited !== null ? team.people[spec.credited]!.id : null,
              orderStatus: spec.live as 'pending',
            },
            [
              { productName: 'House Blend', unitPriceCents: spec.unitCents, quantity: 2 },
              { productName: 'Decaf', unitPriceCents: spec.extraCents, quantity: 1 },
            ],
          );
          let totalCents = created.totalCents;
          let collected = 0;
          for (const { refund, share, method, collector } of spec.entries) {
            const room = refund ? collected : totalCents - collected;
            if (room === 0) continue;
            const amount = Math.max(1, Math.floor(room * share));
            // A shop order's collector can only be staff (or nobody).
            const who = collector === 3 ? null : collector === 2 || !team ? admin : team.people[collector]!;
            await recordOrderPayment({
              actor: admin,
              input: {
                orderId: created.id,
                amountCents: refund ? -amount : amount,
                method,
                reference: null,
                collectedByUserId: who?.id ?? null,
                receivedAt: null,
              },
            });
            collected += refund ? -amount : amount;
          }
          // A returned bag: the refund is tied to it, so the total drops with what was collected (issue 26).
          if (spec.returnOne && collected > 0) {
            const [blend] = await db
              .select({ id: orderItems.id })
              .from(orderItems)
              .where(and(eq(orderItems.orderId, created.id), eq(orderItems.productName, 'House Blend')));
            await recordOrderPayment({
              actor: admin,
              input: {
                orderId: created.id,
                amountCents: undefined,
                returnedLines: [{ orderItemId: blend!.id, quantity: 1 }],
                method: 'cash',
                reference: null,
                collectedByUserId: admin.id,
                receivedAt: null,
              },
            });
            collected -= Math.min(spec.unitCents, collected);
            totalCents -= spec.unitCents;
          }
          // Cancelling goes through the status service, which settles the money held: refunded in full (one entry,
          // "Refunded on cancelling") or kept. Unsettled money is what orders cancelled before that rule still hold.
          if (spec.fate === 'refunded' || spec.fate === 'kept') {
            await updateOrderStatus({
              actor: admin,
              orderId: created.id,
              orderStatus: 'cancelled',
              ...(collected > 0 && {
                cancelledMoney: spec.fate === 'kept' ? ('keep' as const) : ('refund' as const),
                keptNote: spec.fate === 'kept' ? 'Kept as a donation' : undefined,
              }),
            });
            if (spec.fate === 'refunded') collected = 0;
          } else if (spec.fate === 'unsettled') {
            await db.execute(sql`update orders set order_status = 'cancelled' where id = ${created.id}`);
          }
          model.push({
            campaign: team?.campaignId ?? null,
            credited: team !== null && spec.credited !== null,
            total: totalCents,
            collected,
            fate: spec.fate,
          });
        }

        const figuresOf = (keep: (m: Model) => boolean) => {
          const live = model.filter((m) => keep(m) && m.fate === 'live');
          const cancelled = model.filter((m) => keep(m) && m.fate !== 'live');
          return {
            orderedCents: sum(live.map((m) => m.total)),
            collectedCents: sum(live.map((m) => m.collected)),
            outstandingCents: sum(live.map((m) => m.total - m.collected)),
            held: {
              keptCents: sum(cancelled.filter((m) => m.fate === 'kept').map((m) => m.collected)),
              unsettledCents: sum(cancelled.filter((m) => m.fate !== 'kept').map((m) => m.collected)),
              unsettledOrderCount: cancelled.filter((m) => m.fate !== 'kept' && m.collected > 0).length,
            },
          };
        };
        // A refunded cancellation holds nothing.
        for (const m of model) if (m.fate === 'refunded') expect(m.collected).toBe(0);

        for (const scope of [...teams.map((team) => team.campaignId), null]) {
          const expected = figuresOf((m) => m.campaign === scope);
          const ledger = await ledgerSum(scope);
          expect(expected.orderedCents).toBe(expected.collectedCents + expected.outstandingCents);
          expect(expected.collectedCents + expected.held.keptCents + expected.held.unsettledCents).toBe(ledger);
          if (scope === null) continue;

          const cashUp = await get(cashUpRoute, `/_api/admin/cash-up?campaignId=${scope}`);
          expect(cashUp.totals.netCents).toBe(ledger);
          expect(sum(cashUp.collectors.map((row: { netCents: number }) => row.netCents))).toBe(ledger);
          const credited = cashUp.collectors
            .filter((row: { creditedCents: number | null }) => row.creditedCents !== null)
            .map((row: { creditedCents: number }) => row.creditedCents);
          // Credited = the net on orders credited to each fundraiser, whoever collected it (cancelled orders included).
          expect(sum(credited)).toBe(
            sum(model.filter((m) => m.campaign === scope && m.credited).map((m) => m.collected)),
          );

          const balances = await get(campaignBalancesRoute, `/_api/admin/campaign/balances?campaignId=${scope}`);
          expect(balances).toMatchObject({ ...expected, held: expect.objectContaining(expected.held) });
          expect(balances.held.unsettledOrders).toHaveLength(expected.held.unsettledOrderCount);

          const sheet = await get(fulfilmentRoute, `/_api/admin/campaign/fulfilment?campaignId=${scope}`);
          const sheetOrders = sheet.fundraisers.flatMap((group: { orders: unknown[] }) => group.orders) as Array<{
            totalCents: number;
            collectedCents: number;
          }>;
          expect(sum(sheetOrders.map((o) => o.totalCents))).toBe(expected.orderedCents);
          expect(sum(sheetOrders.map((o) => o.collectedCents))).toBe(expected.collectedCents);

          const payments = await csvRows(paymentsExportRoute, `/_api/admin/payments/export?campaignId=${scope}`);
          expect(sum(payments.map((row) => cents(row[6]!)))).toBe(ledger);
          const cashUpCsv = await csvRows(cashUpExportRoute, `/_api/admin/cash-up/export?campaignId=${scope}`);
          expect(cents(cashUpCsv.at(-1)![6]!)).toBe(ledger);
        }

        const all = figuresOf(() => true);
        const allLedger = await ledgerSum(undefined);
        expect((await get(cashUpRoute, '/_api/admin/cash-up')).totals.netCents).toBe(allLedger);
        const overall = await get(overallBalancesRoute, '/_api/admin/balances');
        expect(overall).toMatchObject({ ...all, held: all.held });
        const shop = figuresOf((m) => m.campaign === null);
        expect(overall.shop).toMatchObject({ ...shop, held: shop.held });
        const dashboard = await get(dashboardStatsRoute, '/_api/admin/stats');
        expect(cents(dashboard.totalRevenue)).toBe(all.orderedCents);
        expect(dashboard.held).toEqual(all.held);
        const listStats = await get(orderStatsRoute, '/_api/admin/orders/stats');
        expect(cents(listStats.totalRevenue)).toBe(all.orderedCents);
      }),
      { numRuns: 15 },
    );
  });
});
