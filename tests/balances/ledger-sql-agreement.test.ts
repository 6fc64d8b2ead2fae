import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancelledMoneyOf, countsTowardMoney, outstandingCents, paymentStateOf } from '@/lib/payment-ledger';
import { paymentStatuses } from '@/lib/validation/admin-orders';
import { getDb } from '@/server/db';
import {
  cancelledHeldSums,
  countedOrder,
  holdsUnsettledMoney,
  ledgerSums,
  orderMoneyColumns,
  orderOutstanding,
  owesMoney,
  paymentStateSql,
  sumsOutstanding,
} from '@/server/db/ledger-sql';
import { orders, orderStatuses } from '@/server/db/schema';
import { recordLedgerEntry } from '../support/ledger';
import { insertOrder } from '../support/orders';

/**
 * One ledger step: a share of what can still be collected (a payment) or of what was collected (a refund); steps
 * that would move nothing are skipped, so 0 <= collected <= total holds after each entry.
 */
const step = fc.record({ refund: fc.boolean(), share: fc.double({ min: 0, max: 1, noNaN: true }) });

const order = fc.record({
  totalCents: fc.integer({ min: 0, max: 100_000 }),
  status: fc.constantFrom(...orderStatuses),
  steps: fc.array(step, { maxLength: 4 }),
});

type Figures = { ordered: number; collected: number; outstanding: number };
type Row = { id: number; counted: boolean; owes: boolean; outstanding: number };

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const figures = (row: Record<keyof Figures, string | number>): Figures => ({
  ordered: Number(row.ordered),
  collected: Number(row.collected),
  outstanding: Number(row.outstanding),
});

/** The per-order fragments and the sums over `source`, read through the columns the queries read them by. */
async function evaluate(source: 'table' | 'alias' | 'cte') {
  const db = await getDb();
  const columns = source === 'table' ? orders : orderMoneyColumns(source === 'alias' ? 'o' : undefined);
  const from =
    source === 'table'
      ? sql`from ${orders}`
      : source === 'alias'
        ? sql`from orders o`
        : sql`from (select id, total_cents, collected_cents, order_status from orders) r`;
  const id = source === 'table' ? orders.id : source === 'alias' ? sql.raw('o.id') : sql.raw('r.id');
  const sums = ledgerSums(columns);
  const perOrder = (await db.execute(sql`
    select ${id} as id, ${countedOrder(columns)} as counted, ${owesMoney(columns)} as owes,
      ${orderOutstanding(columns)} as outstanding
    ${from}
    order by 1`)) as unknown as { rows: Row[] };
  const totals = (await db.execute(sql`
    select ${sums.orderedCents} as ordered, ${sums.collectedCents} as collected,
      ${sums.outstandingCents} as outstanding
    ${from}`)) as unknown as { rows: Array<Record<keyof Figures, string>> };
  const fromSums = (await db.execute(sql`
    select ${sumsOutstanding(sql.raw('ordered'), sql.raw('collected'))} as outstanding
    from (select ${sums.orderedCents} as ordered, ${sums.collectedCents} as collected ${from}) s`)) as unknown as {
    rows: Array<{ outstanding: string }>;
  };
  return {
    rows: perOrder.rows.map((row) => ({
      id: Number(row.id),
      counted: row.counted,
      owes: row.owes,
      outstanding: Number(row.outstanding),
    })),
    totals: figures(totals.rows[0]!),
    outstandingFromSums: Number(fromSums.rows[0]!.outstanding),
  };
}

describe('the ledger rule in SQL (db/ledger-sql.ts) and in TypeScript (lib/payment-ledger.ts)', () => {
  it('agree to the cent on random ledgers, per order and in totals, however the columns are read', async () => {
    const db = await getDb();
    await fc.assert(
      fc.asyncProperty(fc.array(order, { maxLength: 10 }), async (generated) => {
        await db.delete(orders);
        const expected: Array<Row & { totalCents: number; collectedCents: number }> = [];
        for (const spec of generated) {
          const row = await insertOrder({ totalCents: spec.totalCents, orderStatus: spec.status });
          let collected = 0;
          for (const { refund, share } of spec.steps) {
            const amount = refund ? -Math.floor(collected * share) : Math.floor((spec.totalCents - collected) * share);
            if (amount === 0) continue;
            await recordLedgerEntry({ orderId: row.id, amountCents: amount });
            collected += amount;
          }
          const money = { totalCents: spec.totalCents, collectedCents: collected, orderStatus: spec.status };
          const outstanding = outstandingCents(money);
          expected.push({
            id: row.id,
            counted: countsTowardMoney(spec.status),
            owes: outstanding > 0,
            outstanding,
            totalCents: spec.totalCents,
            collectedCents: collected,
          });
        }
        expected.sort((a, b) => a.id - b.id);
        const counted = expected.filter((row) => row.counted);
        const totals: Figures = {
          ordered: sum(counted.map((row) => row.totalCents)),
          collected: sum(counted.map((row) => row.collectedCents)),
          outstanding: sum(expected.map((row) => row.outstanding)),
        };

        for (const source of ['table', 'alias', 'cte'] as const) {
          const actual = await evaluate(source);
          expect(actual.rows).toEqual(
            expected.map(({ id, counted, owes, outstanding }) => ({ id, counted, owes, outstanding })),
          );
          expect(actual.totals).toEqual(totals);
          expect(actual.outstandingFromSums).toBe(totals.outstanding);
        }
      }),
      { numRuns: 30 },
    );
  });

  /*
   * Issue 26's twins: the payment state a person reads (part paid) and the money held on cancelled orders. Random
   * stored payment statuses (the ledger sets them; here any, since the rule reads whatever is stored), ledgers, and
   * cancelled orders with their money kept or not.
   */
  it('agree on the payment state and on the money held on cancelled orders', async () => {
    const db = await getDb();
    const held = fc.record({
      totalCents: fc.integer({ min: 0, max: 100_000 }),
      status: fc.constantFrom(...orderStatuses),
      paymentStatus: fc.constantFrom(...paymentStatuses),
      kept: fc.boolean(),
      steps: fc.array(step, { maxLength: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(held, { maxLength: 10 }), async (generated) => {
        await db.delete(orders);
        const expected: Array<{ id: number; state: string; unsettled: boolean; money: string; collected: number }> = [];
        for (const spec of generated) {
          const moneyKeptAt = spec.kept ? new Date() : null;
          const row = await insertOrder({
            totalCents: spec.totalCents,
            orderStatus: spec.status,
            paymentStatus: spec.paymentStatus,
            moneyKeptAt,
          });
          let collected = 0;
          for (const { refund, share } of spec.steps) {
            const amount = refund ? -Math.floor(collected * share) : Math.floor((spec.totalCents - collected) * share);
            if (amount === 0) continue;
            await recordLedgerEntry({ orderId: row.id, amountCents: amount });
            collected += amount;
          }
          const money = cancelledMoneyOf({ orderStatus: spec.status, collectedCents: collected, moneyKeptAt });
          expected.push({
            id: row.id,
            state: paymentStateOf({ paymentStatus: spec.paymentStatus, collectedCents: collected }),
            unsettled: money === 'unsettled',
            money,
            collected,
          });
        }
        expected.sort((a, b) => a.id - b.id);

        const perOrder = (await db.execute(sql`
          select ${orders.id} as id, ${paymentStateSql()} as state, ${holdsUnsettledMoney()} as unsettled
          from ${orders} order by 1`)) as unknown as { rows: Array<{ id: number; state: string; unsettled: boolean }> };
        expect(
          perOrder.rows.map((row) => ({ id: Number(row.id), state: row.state, unsettled: row.unsettled })),
        ).toEqual(expected.map(({ id, state, unsettled }) => ({ id, state, unsettled })));

        const sums = cancelledHeldSums();
        const [totals] = await db.select(sums).from(orders);
        const of = (money: string) => expected.filter((row) => row.money === money);
        expect({
          kept: Number(totals!.keptCents),
          unsettled: Number(totals!.unsettledCents),
          orders: Number(totals!.unsettledOrders),
        }).toEqual({
          kept: sum(of('kept').map((row) => row.collected)),
          unsettled: sum(of('unsettled').map((row) => row.collected)),
          orders: of('unsettled').length,
        });
      }),
      { numRuns: 30 },
    );
  });
});
