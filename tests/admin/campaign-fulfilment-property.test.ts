import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { getCampaignFulfilment } from '@/server/db/queries/campaign-fulfilment';
import { campaignParticipants, orderStatuses } from '@/server/db/schema';
import { createUser } from '../support/auth';
import { recordTestPayment } from '../support/fulfilment-ledger';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';

/*
 * For random campaigns (orders in any status, credited to a fundraiser or to the campaign alone, with random
 * payments and refunds), the sheet adds up: its orders' outstanding amounts sum to ordered − collected over the
 * campaign's non-cancelled orders, its group and campaign totals agree with its orders, and the bags per coffee
 * equal the quantities of the lines; the bags still to hand out (per coffee, per fundraiser's pick list) equal the
 * quantities of the orders not delivered, and with the bags handed out they add up to the bags to roast. The expected figures are summed here, from what the test inserted.
 */

const admin = { userId: 0, role: 'admin' as const };
let products: Array<{ id: number; name: string }>;

beforeAll(async () => {
  products = [];
  for (const name of ['Alpha Roast', 'Beta Blend', 'Gamma Decaf']) products.push(await createProduct({ name }));
});

const line = fc.record({
  product: fc.integer({ min: 0, max: 2 }),
  unitPriceCents: fc.integer({ min: 0, max: 5_000 }),
  quantity: fc.integer({ min: 1, max: 12 }),
});
const payment = fc.record({ share: fc.double({ min: 0, max: 1, noNaN: true }), refund: fc.boolean() });
const order = fc.record({
  fundraiser: fc.integer({ min: -1, max: 2 }),
  status: fc.constantFrom(...orderStatuses),
  lines: fc.array(line, { minLength: 1, maxLength: 3 }),
  payments: fc.array(payment, { maxLength: 3 }),
});

describe('the fulfilment sheet adds up (property)', () => {
  it('outstanding sums to ordered − collected, and bags per coffee equal the line quantities', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(order, { minLength: 1, maxLength: 8 }), async (drafts) => {
        const { campaign } = await createCampaignWithFundraiser([]);
        const db = await getDb();
        const fundraisers = [];
        for (let i = 0; i < 3; i += 1) {
          const user = await createUser({ displayName: `Seller ${i}` });
          await db.insert(campaignParticipants).values({ campaignId: campaign.id, userId: user.id });
          fundraisers.push(user);
        }

        let ordered = 0;
        let collected = 0;
        const bags = new Map<number, number>();
        // Bags not handed out yet: per coffee, and per fundraiser (key: their index, -1 the team) and coffee.
        const left = new Map<number, number>();
        const picks = new Map<number, Map<number, number>>();
        for (const draft of drafts) {
          const lines = draft.lines.map((l) => ({
            ...l,
            productId: products[l.product]!.id,
            productName: products[l.product]!.name,
          }));
          const created = await insertOrder(
            {
              campaignId: campaign.id,
              subAccountId: draft.fundraiser < 0 ? null : fundraisers[draft.fundraiser]!.id,
              orderStatus: draft.status,
            },
            lines.map(({ productId, productName, unitPriceCents, quantity }) => ({
              productId,
              productName,
              unitPriceCents,
              quantity,
            })),
          );
          // Payments within 0..total at every step, as the ledger's CHECK demands; refunds take some back.
          let paid = 0;
          for (const { share, refund } of draft.payments) {
            const amount = refund ? -Math.floor(paid * share) : Math.floor((created.totalCents - paid) * share);
            if (amount === 0) continue;
            await recordTestPayment({ orderId: created.id, amountCents: amount });
            paid += amount;
          }
          if (draft.status === 'cancelled') continue;
          ordered += created.totalCents;
          collected += paid;
          for (const l of lines) bags.set(l.productId, (bags.get(l.productId) ?? 0) + l.quantity);
          if (draft.status === 'delivered') continue;
          const box = picks.get(draft.fundraiser) ?? new Map<number, number>();
          picks.set(draft.fundraiser, box);
          for (const l of lines) {
            left.set(l.productId, (left.get(l.productId) ?? 0) + l.quantity);
            box.set(l.productId, (box.get(l.productId) ?? 0) + l.quantity);
          }
        }
        const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

        const sheet = (await getCampaignFulfilment({ campaignId: campaign.id, manager: admin }))!;
        const sheetOrders = sheet.fundraisers.flatMap((group) => group.orders);
        const outstanding = sheetOrders.reduce((sum, o) => sum + o.outstandingCents, 0);
        expect(outstanding).toBe(ordered - collected);
        expect(sheet.totals).toMatchObject({
          orders: sheetOrders.length,
          orderedCents: ordered,
          collectedCents: collected,
          outstandingCents: ordered - collected,
          bags: [...bags.values()].reduce((a, b) => a + b, 0),
        });
        for (const group of sheet.fundraisers) {
          expect(group.outstandingCents).toBe(group.orders.reduce((sum, o) => sum + o.outstandingCents, 0));
          expect(group.orderedCents).toBe(group.orders.reduce((sum, o) => sum + o.totalCents, 0));
        }
        expect(new Map(sheet.coffees.map((c) => [c.productId, c.bags]))).toEqual(bags);

        // What is left: to hand out + handed out = to roast, everywhere; the pick lists are the bags left, by bag.
        expect(sheet.totals.bagsToHandOut).toBe(sum(left.values()));
        expect(sheet.totals.bagsToHandOut + sheet.totals.bagsHandedOut).toBe(sheet.totals.bags);
        for (const coffee of sheet.coffees) {
          expect(coffee.bagsToHandOut).toBe(left.get(coffee.productId!) ?? 0);
          expect(coffee.bagsToHandOut + coffee.bagsHandedOut).toBe(coffee.bags);
        }
        for (const group of sheet.fundraisers) {
          const key = group.userId === null ? -1 : fundraisers.findIndex((user) => user.id === group.userId);
          const box = picks.get(key) ?? new Map<number, number>();
          expect(new Map(group.pickList.map((pick) => [pick.productId, pick.bags]))).toEqual(box);
          expect(group.bagsToHandOut).toBe(sum(box.values()));
          expect(group.bagsToHandOut + group.bagsHandedOut).toBe(group.bags);
          expect(group.pickList.every((pick) => pick.bags > 0)).toBe(true);
        }
        expect(sum(sheet.fundraisers.map((group) => group.bagsToHandOut))).toBe(sheet.totals.bagsToHandOut);
        expect(sheetOrders.every((o) => o.orderStatus !== 'cancelled')).toBe(true);
      }),
      { numRuns: 12 },
    );
  });
});
