import { asc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { orderItems, orders, type User } from '@/server/db/schema';
import { ApiError } from '@/server/errors';
import { editOrder } from '@/server/services/order-edits';
import { recordOrderPayment } from '@/server/services/order-payments';
import { createUser } from '../support/auth';
import { insertOrder } from '../support/orders';
import { createProduct } from '../support/shop';

const ORDER_ID = sql.raw('"orders"."id"');

let admin: User;
let coffees: Array<{ id: number; priceCents: number; name: string }>;
beforeAll(async () => {
  admin = await createUser({ role: 'admin' });
  coffees = await Promise.all([1950, 1600, 1250].map((priceCents) => createProduct({ priceCents })));
});

/** One step: money in, an edit (new quantities, 0 = no line; maybe with a refund), or bags returned with a refund. */
const step = fc.oneof(
  fc.record({ kind: fc.constant('pay' as const), amountCents: fc.integer({ min: 1, max: 12_000 }) }),
  fc.record({
    kind: fc.constant('edit' as const),
    quantities: fc.tuple(fc.nat(4), fc.nat(4), fc.nat(4)),
    refund: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('return' as const),
    line: fc.nat(2),
    quantity: fc.integer({ min: 1, max: 3 }),
    amountCents: fc.option(fc.integer({ min: -6000, max: -1 }), { nil: undefined }),
  }),
);

const entry = { method: 'cash' as const, reference: null, collectedByUserId: null, receivedAt: null };

describe('order edits and returns (property-based)', () => {
  it('keep collected the ledger sum within 0..total, the total the lines’ sum, and the status the ledger’s', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        const db = await getDb();
        const order = await insertOrder(
          {},
          coffees.slice(0, 2).map((coffee) => ({
            productId: coffee.id,
            productName: coffee.name,
            unitPriceCents: coffee.priceCents,
            quantity: 2,
          })),
        );
        for (const s of steps) {
          try {
            if (s.kind === 'pay') {
              await recordOrderPayment({
                actor: admin,
                input: { orderId: order.id, amountCents: s.amountCents, ...entry },
              });
            } else if (s.kind === 'edit') {
              const lines = coffees
                .map((coffee, i) => ({ productId: coffee.id, optionId: null, quantity: s.quantities[i]! }))
                .filter((line) => line.quantity > 0);
              if (lines.length === 0) continue;
              await editOrder({
                actor: admin,
                input: { orderId: order.id, lines, refund: s.refund ? { method: 'venmo', reference: null } : null },
              });
            } else {
              const items = await db
                .select()
                .from(orderItems)
                .where(eq(orderItems.orderId, order.id))
                .orderBy(asc(orderItems.id));
              const item = items[s.line % items.length]!;
              await recordOrderPayment({
                actor: admin,
                input: {
                  orderId: order.id,
                  amountCents: s.amountCents,
                  returnedLines: [{ orderItemId: item.id, quantity: s.quantity }],
                  ...entry,
                },
              });
            }
          } catch (error) {
            // Refusals are clear 4xx answers, never a failure of the database's own checks.
            if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) throw error;
          }
        }

        const [row] = await db
          .select({
            total: orders.totalCents,
            collected: orders.collectedCents,
            status: orders.paymentStatus,
            linesSum: sql<number>`(select coalesce(sum(unit_price_cents * quantity), 0) from order_items i where i.order_id = ${ORDER_ID})::int`,
            lineCount: sql<number>`(select count(*) from order_items i where i.order_id = ${ORDER_ID})::int`,
            ledgerSum: sql<number>`coalesce((select sum(amount_cents) from order_payments p where p.order_id = ${ORDER_ID}), 0)::int`,
            hasRefund: sql<boolean>`exists (select 1 from order_payments p where p.order_id = ${ORDER_ID} and p.amount_cents < 0)`,
            hasEntries: sql<boolean>`exists (select 1 from order_payments p where p.order_id = ${ORDER_ID})`,
          })
          .from(orders)
          .where(eq(orders.id, order.id));
        expect(row!.lineCount).toBeGreaterThan(0);
        expect(row!.total).toBe(row!.linesSum);
        expect(row!.collected).toBe(row!.ledgerSum);
        expect(row!.collected).toBeGreaterThanOrEqual(0);
        expect(row!.collected).toBeLessThanOrEqual(row!.total);
        if (row!.hasEntries) {
          const expected =
            row!.total > 0 && row!.collected >= row!.total
              ? 'paid'
              : row!.collected === 0 && row!.hasRefund
                ? 'refunded'
                : 'pending';
          expect(row!.status).toBe(expected);
        }
        await db.delete(orders).where(eq(orders.id, order.id));
      }),
      { numRuns: 20 },
    );
  });
});
