import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GET as exportOrders } from '@/app/%5Fapi/admin/orders/export/route';
import { POST as boothSale } from '@/app/%5Fapi/captain/booth-sales/route';
import { GET as balances } from '@/app/%5Fapi/captain/campaign/balances/route';
import { GET as sheet } from '@/app/%5Fapi/captain/campaign/fulfilment/route';
import { POST as recordPayment } from '@/app/%5Fapi/captain/order/payments/route';
import { POST as paperOrders } from '@/app/%5Fapi/captain/paper-orders/route';
import { GET as leaderboard } from '@/app/%5Fapi/campaign/leaderboard/route';
import { POST as placeOrder } from '@/app/%5Fapi/products/order/route';
import { splitEvenly } from '@/lib/money';
import { getDb } from '@/server/db';
import { campaignParticipants } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { parseCsv } from '../support/csv';
import { call, fromAddress } from '../support/http';
import { setFundraiserPage } from '../support/pages';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';

/*
 * Issue 29's property: for random mixes of link, picker, paper, booth and gift orders with partial payments, every
 * seller's credit, the campaign total, the balances, the sheet, the roast plan (gifts excluded) and the exports agree
 * to the cent — with each other and with what the buyers and the team were charged, computed here from the prices.
 */

const PRICES = [1850, 2275];
const lines = fc.array(fc.tuple(fc.nat(1), fc.integer({ min: 1, max: 3 })), { minLength: 0, maxLength: 2 });
const gift = fc.constantFrom(0, 0, 100, 2500);
const step = fc.oneof(
  fc.record({ kind: fc.constantFrom('link' as const, 'campaign-picker' as const), seller: fc.nat(2), lines, gift }),
  fc.record({
    kind: fc.constant('paper' as const),
    seller: fc.nat(2),
    rows: fc.array(fc.record({ lines, gift, paidPart: fc.constantFrom(0, 0.5, 1) }), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({
    kind: fc.constant('booth' as const),
    sellers: fc.subarray([0, 1, 2]),
    lines,
    gift,
    paid: fc.boolean(),
    handedOut: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('pay' as const), order: fc.nat(), part: fc.constantFrom(0.25, 1) }),
);

type Model = { orderId: number; seller: number | null; totalCents: number; collectedCents: number; bags: number };

let buyer = 0;
const items = (ids: number[], chosen: Array<[number, number]>) =>
  chosen.map(([product, quantity]) => ({ productId: ids[product]!, quantity }));
const charged = (chosen: Array<[number, number]>, giftCents: number) =>
  chosen.reduce((sum, [product, quantity]) => sum + PRICES[product]! * quantity, 0) + giftCents;
const bagsOf = (chosen: Array<[number, number]>) => chosen.reduce((sum, [, quantity]) => sum + quantity, 0);
const decimal = (cents: number) => (cents / 100).toFixed(2);

describe('every way money comes in (issue 29)', () => {
  it('link, picker, paper, booth and gift orders with partial payments agree to the cent in every view', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 8 }), async (steps) => {
        const tag = randomBytes(3).toString('hex');
        const coffees = await Promise.all(
          PRICES.map((priceCents, index) => createProduct({ name: `Source ${index} ${tag}`, priceCents })),
        );
        const ids = coffees.map((coffee) => coffee.id);
        const { campaign, fundraiser, captain } = await createCampaignWithFundraiser(ids, { slug: `sources-${tag}` });
        const sellers = [
          fundraiser,
          await createUser({ role: 'sub_account' }),
          await createUser({ role: 'sub_account' }),
        ];
        const db = await getDb();
        await db
          .insert(campaignParticipants)
          .values(sellers.slice(1).map((s) => ({ campaignId: campaign.id, userId: s.id })));
        for (const seller of sellers) {
          await setFundraiserPage(seller.id, campaign.id, { isPublic: true, slug: `src-${seller.id}-${tag}` });
        }
        const cookie = await sessionCookieFor(captain);
        const admin = await sessionCookieFor(await createUser({ role: 'admin' }));
        const model: Model[] = [];

        for (const s of steps) {
          if (s.kind === 'link' || s.kind === 'campaign-picker') {
            if (s.lines.length === 0 && s.gift === 0) continue;
            buyer += 1;
            const placed = await call(placeOrder, {
              method: 'POST',
              path: '/_api/products/order',
              headers: fromAddress(`10.77.${buyer % 250}.${(buyer * 13) % 250}`),
              body: {
                customerFirstName: 'Prop',
                customerLastName: `Buyer${buyer}`,
                customerEmail: `prop-${buyer}-${tag}@example.com`,
                campaignId: campaign.id,
                subAccountId: sellers[s.seller]!.id,
                source: s.kind,
                items: items(ids, s.lines),
                ...(s.gift ? { giftCents: s.gift } : {}),
              },
            });
            expect(placed.status, JSON.stringify(placed.json)).toBe(201);
            model.push({
              orderId: placed.json.orderId,
              seller: s.seller,
              totalCents: charged(s.lines, s.gift),
              collectedCents: 0,
              bags: bagsOf(s.lines),
            });
          } else if (s.kind === 'paper') {
            const rows = s.rows.filter((row) => row.lines.length > 0 || row.gift > 0);
            if (rows.length === 0) continue;
            buyer += 1;
            const response = await call(paperOrders, {
              method: 'POST',
              path: '/_api/captain/paper-orders',
              headers: { cookie },
              body: {
                campaignId: campaign.id,
                subAccountId: sellers[s.seller]!.id,
                orders: rows.map((row, index) => {
                  const paid = Math.floor(charged(row.lines, row.gift) * row.paidPart);
                  return {
                    customerFirstName: 'Paper',
                    customerLastName: `Buyer${buyer}x${index}`,
                    items: items(ids, row.lines),
                    ...(row.gift ? { giftCents: row.gift } : {}),
                    ...(paid > 0 ? { paid: { amountCents: paid, method: 'cash' } } : {}),
                  };
                }),
              },
            });
            expect(response.status, JSON.stringify(response.json)).toBe(200);
            expect(response.json.created).toBe(rows.length);
            for (const [index, row] of rows.entries()) {
              const created = response.json.orders[index];
              model.push({
                orderId: created.orderId,
                seller: s.seller,
                totalCents: charged(row.lines, row.gift),
                collectedCents: Math.floor(charged(row.lines, row.gift) * row.paidPart),
                bags: bagsOf(row.lines),
              });
            }
          } else if (s.kind === 'booth') {
            if (s.lines.length === 0 && s.gift === 0) continue;
            const total = charged(s.lines, s.gift);
            const response = await call(boothSale, {
              method: 'POST',
              path: '/_api/captain/booth-sales',
              headers: { cookie },
              body: {
                campaignId: campaign.id,
                sellerIds: s.sellers.map((index) => sellers[index]!.id),
                items: items(ids, s.lines),
                ...(s.gift ? { giftCents: s.gift } : {}),
                payment: { amountCents: s.paid ? total : 0, method: 'cash' },
                handedOut: s.handedOut,
              },
            });
            expect(response.status, JSON.stringify(response.json)).toBe(201);
            const shares = splitEvenly(total, Math.max(1, s.sellers.length));
            expect(response.json.orders.map((o: { totalCents: number }) => o.totalCents)).toEqual(shares);
            response.json.orders.forEach((order: { orderId: number }, index: number) =>
              model.push({
                orderId: order.orderId,
                seller: s.sellers.length ? s.sellers[index]! : null,
                totalCents: shares[index]!,
                collectedCents: s.paid ? shares[index]! : 0,
                bags: index === 0 ? bagsOf(s.lines) : 0,
              }),
            );
          } else if (s.kind === 'pay' && model.length > 0) {
            const order = model[s.order % model.length]!;
            const amount = Math.ceil((order.totalCents - order.collectedCents) * s.part);
            if (amount <= 0) continue;
            const paid = await call(recordPayment, {
              method: 'POST',
              path: '/_api/captain/order/payments',
              headers: { cookie },
              body: { orderId: order.orderId, amountCents: amount, method: 'venmo' },
            });
            expect(paid.status, JSON.stringify(paid.json)).toBe(201);
            order.collectedCents += amount;
          }
        }

        const sum = (list: Model[], key: 'totalCents' | 'collectedCents' | 'bags') =>
          list.reduce((total, order) => total + order[key], 0);
        const ofSeller = (index: number | null) => model.filter((order) => order.seller === index);

        // Balances: each seller and the campaign.
        const money = await call(balances, {
          path: `/_api/captain/campaign/balances?campaignId=${campaign.id}`,
          headers: { cookie },
        });
        expect(money.json).toMatchObject({
          orderedCents: sum(model, 'totalCents'),
          collectedCents: sum(model, 'collectedCents'),
        });
        for (const [index, seller] of sellers.entries()) {
          const row = money.json.fundraisers.find((f: { userId: number | null }) => f.userId === seller.id);
          expect(row?.orderedCents ?? 0).toBe(sum(ofSeller(index), 'totalCents'));
          expect(row?.collectedCents ?? 0).toBe(sum(ofSeller(index), 'collectedCents'));
        }

        // The sheet, its bags and its roast plan (a gift has no bag; each booth bag is counted once).
        const plan = await call(sheet, {
          path: `/_api/captain/campaign/fulfilment?campaignId=${campaign.id}`,
          headers: { cookie },
        });
        expect(plan.json.totals).toMatchObject({
          orderedCents: sum(model, 'totalCents'),
          collectedCents: sum(model, 'collectedCents'),
          bags: sum(model, 'bags'),
        });
        const planBags = plan.json.roastPlan.reduce(
          (total: number, coffee: { byOption: Array<{ bags: number }> }) =>
            total + coffee.byOption.reduce((bags, option) => bags + option.bags, 0),
          0,
        );
        expect(planBags).toBe(sum(model, 'bags'));
        for (const [index, seller] of sellers.entries()) {
          const group = plan.json.fundraisers.find((g: { userId: number | null }) => g.userId === seller.id);
          expect(group?.orderedCents ?? 0).toBe(sum(ofSeller(index), 'totalCents'));
        }

        // The public leaderboard's totals per seller.
        const board = await call(leaderboard, { path: `/_api/campaign/leaderboard?campaignSlug=${campaign.slug}` });
        for (const [index, seller] of sellers.entries()) {
          const entry = board.json.leaderboard.find((e: { userId: number }) => e.userId === seller.id);
          expect(entry?.totalRaised ?? '0.00').toBe(decimal(sum(ofSeller(index), 'totalCents')));
        }

        // The orders CSV: each order once (its total repeats on its lines), to the cent.
        const csv = await call(exportOrders, {
          path: `/_api/admin/orders/export?campaignId=${campaign.id}`,
          headers: { cookie: admin },
        });
        const [header, ...records] = parseCsv(String(csv.json).replace(/^\uFEFF/, ''));
        const number = header!.indexOf('Order Number');
        const totalAt = header!.findIndex((name) => name.startsWith('Order Total'));
        const collectedAt = header!.findIndex((name) => name.startsWith('Collected'));
        const perOrder = new Map(records.map((r) => [r[number]!, [r[totalAt]!, r[collectedAt]!]]));
        const cents = (text: string) => Math.round(Number(text) * 100);
        expect([...perOrder.values()].reduce((total, [t]) => total + cents(t!), 0)).toBe(sum(model, 'totalCents'));
        expect([...perOrder.values()].reduce((total, [, c]) => total + cents(c!), 0)).toBe(
          sum(model, 'collectedCents'),
        );
      }),
      { numRuns: 6 },
    );
  });
});
