import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentMethods } from '@/lib/validation/order-payments';
import { adminChartsQuerySchema } from '@/lib/validation/admin-charts';
import { getDb } from '@/server/db';
import { getAdminCharts } from '@/server/db/queries/admin-charts';
import {
  campaignParticipants,
  campaigns,
  orderItems,
  orderPayments,
  orders,
  products,
  users,
} from '@/server/db/schema';
import { createUser } from '../support/auth';
import { chartsFromOrders } from '../support/charts-oracle';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';

/*
 * The Overview charts read running sums kept by triggers (migration 0015). On random histories of orders — placed on
 * different shop days (one just before New York's midnight), paid in parts by several methods, refunded, cancelled
 * and restored, edited (lines added, removed, changed), moved to another fundraiser or campaign, their coffee or
 * campaign or fundraiser deleted, or deleted themselves — every chart must equal the charts computed from the orders,
 * lines and ledger directly, by day and by week.
 */

const DAYS = ['2026-11-02T15:00:00Z', '2026-11-03T04:30:00Z', '2026-11-03T16:00:00Z', '2026-11-10T12:00:00Z'];
const step = fc.oneof(
  fc.record({
    kind: fc.constant('order' as const),
    day: fc.nat(3),
    who: fc.nat(4),
    lines: fc.array(fc.tuple(fc.nat(2), fc.integer({ min: 1, max: 4 })), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({
    kind: fc.constant('pay' as const),
    order: fc.nat(),
    method: fc.constantFrom(...paymentMethods),
    refund: fc.boolean(),
  }),
  fc.record({
    kind: fc.constantFrom('cancel' as const, 'restore' as const, 'delete' as const, 'move' as const),
    order: fc.nat(),
    who: fc.nat(4),
  }),
  fc.record({
    kind: fc.constant('edit' as const),
    order: fc.nat(),
    product: fc.nat(2),
    quantity: fc.integer({ min: 0, max: 3 }),
  }),
  fc.record({ kind: fc.constantFrom('drop-product' as const, 'drop-campaign' as const, 'drop-person' as const) }),
);

const queries = [
  { from: '2026-11-01', to: '2026-11-30', interval: 'day' },
  { from: '2026-11-01', to: '2026-11-30', interval: 'week' },
  { from: '2026-11-03', to: '2026-11-03', interval: 'day' },
].map((query) => adminChartsQuerySchema.parse(query));

describe('chart running sums', () => {
  beforeAll(async () => {
    await createUser({ role: 'admin' });
  });

  it('equal the charts computed from the orders, lines and ledger after any history', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const db = await getDb();
        const coffees = [await createProduct(), await createProduct(), await createProduct()];
        const first = await createCampaignWithFundraiser(coffees.map((c) => c.id));
        const second = await createCampaignWithFundraiser(coffees.map((c) => c.id));
        const extra = await createUser({ role: 'sub_account', parentUserId: first.captain.id });
        await db.insert(campaignParticipants).values({ campaignId: first.campaign.id, userId: extra.id });
        // who: 0, 1 first campaign's fundraisers; 2 second campaign's; 3, 4 the shop (no campaign)
        const gone = { product: false, campaign: false, person: false };
        const productIdOf = (index: number) => (index === 0 && gone.product ? null : coffees[index]!.id);
        const credit = (who: number) =>
          (who === 1 && gone.person) || (who === 2 && gone.campaign)
            ? { campaignId: null, subAccountId: null }
            : who === 0
              ? { campaignId: first.campaign.id, subAccountId: first.fundraiser.id }
              : who === 1
                ? { campaignId: first.campaign.id, subAccountId: extra.id }
                : who === 2
                  ? { campaignId: second.campaign.id, subAccountId: second.fundraiser.id }
                  : { campaignId: null, subAccountId: null };
        const placed: number[] = [];
        const pick = (n: number) => (placed.length === 0 ? undefined : placed[n % placed.length]);
        for (const action of steps) {
          if (action.kind === 'order') {
            const order = await insertOrder(
              { ...credit(action.who), createdAt: new Date(DAYS[action.day]!) },
              action.lines.map(([product, quantity]) => ({
                productId: productIdOf(product),
                productName: coffees[product]!.name,
                unitPriceCents: 1250,
                quantity,
              })),
            );
            placed.push(order.id);
            continue;
          }
          if (action.kind === 'drop-product') {
            await db.delete(products).where(eq(products.id, coffees[0]!.id));
            gone.product = true;
            continue;
          }
          if (action.kind === 'drop-campaign') {
            await db.delete(campaigns).where(eq(campaigns.id, second.campaign.id));
            gone.campaign = true;
            continue;
          }
          if (action.kind === 'drop-person') {
            await db.delete(users).where(eq(users.id, extra.id));
            gone.person = true;
            continue;
          }
          if (!('order' in action)) continue;
          const orderId = pick(action.order);
          if (orderId === undefined) continue;
          const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
          if (!order) continue;
          if (action.kind === 'pay') {
            const room = action.refund ? order.collectedCents : order.totalCents - order.collectedCents;
            const amount = Math.min(room, 700);
            if (amount <= 0) continue;
            const signed = action.refund ? -amount : amount;
            await db.insert(orderPayments).values({ orderId, amountCents: signed, method: action.method });
            await db
              .update(orders)
              .set({ collectedCents: order.collectedCents + signed })
              .where(eq(orders.id, orderId));
          } else if (action.kind === 'cancel' || action.kind === 'restore') {
            await db
              .update(orders)
              .set({ orderStatus: action.kind === 'cancel' ? 'cancelled' : 'processing' })
              .where(eq(orders.id, orderId));
          } else if (action.kind === 'delete') {
            await db.delete(orders).where(eq(orders.id, orderId));
          } else if (action.kind === 'move') {
            await db.update(orders).set(credit(action.who)).where(eq(orders.id, orderId));
          } else if (action.kind === 'edit') {
            const coffee = coffees[action.product]!;
            const [line] = await db
              .select()
              .from(orderItems)
              .where(
                sql`${orderItems.orderId} = ${orderId} and ${orderItems.productId} is not distinct from ${productIdOf(action.product)} and ${orderItems.productName} = ${coffee.name}`,
              );
            if (line && action.quantity === 0) await db.delete(orderItems).where(eq(orderItems.id, line.id));
            else if (line)
              await db.update(orderItems).set({ quantity: action.quantity }).where(eq(orderItems.id, line.id));
            else if (action.quantity > 0) {
              await db.insert(orderItems).values({
                orderId,
                productId: productIdOf(action.product),
                productName: coffee.name,
                unitPriceCents: 1250,
                quantity: action.quantity,
              });
            }
            const lines = (await db.execute(
              sql`select coalesce(sum(unit_price_cents * quantity), 0)::int as total from order_items where order_id = ${orderId}`,
            )) as unknown as { rows: Array<{ total: number }> };
            const total = Number(lines.rows[0]?.total ?? 0);
            await db
              .update(orders)
              .set({ totalCents: Math.max(total, order.collectedCents) })
              .where(eq(orders.id, orderId));
          }
        }
        for (const query of queries) {
          expect(await getAdminCharts(query), JSON.stringify(query)).toEqual(await chartsFromOrders(query));
        }
        // Start the next history from an empty shop.
        await db.delete(orders);
      }),
      { numRuns: 25 },
    );
  });
});
