import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CashUp } from '@/lib/contracts/cash-up';
import { getDb } from '@/server/db';
import { getCashUp } from '@/server/db/queries/cash-up';
import { campaignParticipants, campaigns, orders, users, type User } from '@/server/db/schema';
import { recordOrderPayment } from '@/server/services/order-payments';
import { createUser } from '../support/auth';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser } from '../support/shop';

/*
 * The cash-up reads running sums kept by triggers (migration 0013), not the ledger. Whatever happens to the entries'
 * orders and people afterwards — a collector's account deleted, an order's credit moved, its campaign deleted, the
 * order itself deleted — the cash-up must still say what the ledger says, all time (cash_up_people) and over a range
 * of days (cash_up_days), for every campaign and person.
 */

let admin: User;
let sofia: User;
let marco: User;
let campaignId: number;
let otherCampaignId: number;
const orderIds: number[] = [];

/** What the ledger itself says, computed from order_payments and orders as they are now. */
async function truth(filters: { campaignId?: number; from?: string; before?: string }) {
  const db = await getDb();
  const where = sql.join(
    [
      sql`true`,
      filters.campaignId === undefined ? sql`true` : sql`o.campaign_id = ${filters.campaignId}`,
      filters.from === undefined ? sql`true` : sql`p.received_at >= ${filters.from}::timestamptz`,
      filters.before === undefined ? sql`true` : sql`p.received_at < ${filters.before}::timestamptz`,
    ],
    sql` and `,
  );
  const handed = (await db.execute(sql`
    select p.collected_by_user_id as id, sum(p.amount_cents)::int as net,
      coalesce(sum(p.amount_cents) filter (where p.amount_cents > 0), 0)::int as received
    from order_payments p join orders o on o.id = p.order_id where ${where} group by 1
  `)) as unknown as { rows: Array<{ id: number | null; net: number; received: number }> };
  const credited = (await db.execute(sql`
    select o.sub_account_id as id, sum(p.amount_cents)::int as net
    from order_payments p join orders o on o.id = p.order_id where ${where} and o.sub_account_id is not null group by 1
  `)) as unknown as { rows: Array<{ id: number; net: number }> };
  const rows = (await db.execute(sql`
    select to_char((p.received_at at time zone 'America/New_York')::date, 'YYYY-MM-DD') as day, p.method,
      p.collected_by_user_id as id, count(*)::int as entries, sum(p.amount_cents)::int as net
    from order_payments p join orders o on o.id = p.order_id where ${where} group by 1, 2, 3
  `)) as unknown as { rows: Array<{ day: string; method: string; id: number | null; entries: number; net: number }> };
  const people = new Map<number | null, { net: number; received: number; credited: number | null }>();
  for (const row of handed.rows) people.set(row.id, { net: row.net, received: row.received, credited: null });
  for (const row of credited.rows) {
    people.set(row.id, { net: 0, received: 0, ...people.get(row.id), credited: row.net });
  }
  return {
    people: [...people].map(([id, figures]) => ({
      id,
      net: figures.net,
      received: figures.received,
      credited: id === null ? null : (figures.credited ?? 0),
    })),
    rows: rows.rows.map((row) => ({ ...row, id: row.id === null ? null : Number(row.id) })),
  };
}

function seen(cashUp: CashUp) {
  return {
    people: cashUp.collectors.map((row) => ({
      id: row.collectorId,
      net: row.netCents,
      received: row.receivedCents,
      credited: row.creditedCents,
    })),
    rows: cashUp.rows.map((row) => ({
      day: row.day,
      method: row.method,
      id: row.collectorId,
      entries: row.entryCount,
      net: row.netCents,
    })),
  };
}

const byKey = <T extends { id: number | null; day?: string; method?: string }>(list: T[]) =>
  [...list].sort((a, b) =>
    `${a.day ?? ''}|${a.method ?? ''}|${a.id ?? -1}`.localeCompare(`${b.day ?? ''}|${b.method ?? ''}|${b.id ?? -1}`),
  );

async function expectCashUpEqualsLedger() {
  const cases: Array<{ campaignId?: number; from?: string; before?: string }> = [
    {},
    { campaignId },
    { campaignId: otherCampaignId },
    { from: '2026-11-20T05:00:00Z', before: '2026-11-21T05:00:00Z' },
    { campaignId, from: '2026-11-21T05:00:00Z' },
  ];
  for (const filters of cases) {
    const cashUp = await getCashUp(
      {
        campaignId: filters.campaignId,
        range: {
          from: filters.from === undefined ? undefined : new Date(filters.from),
          before: filters.before === undefined ? undefined : new Date(filters.before),
        },
      },
      { rowLimit: null, collectorLimit: null },
    );
    const expected = await truth(filters);
    const actual = seen(cashUp);
    expect(byKey(actual.people), JSON.stringify(filters)).toEqual(byKey(expected.people));
    expect(byKey(actual.rows), JSON.stringify(filters)).toEqual(byKey(expected.rows));
    expect(cashUp.totals.netCents).toBe(expected.people.reduce((sum, row) => sum + row.net, 0));
  }
}

async function pay(orderId: number, amountCents: number, collector: User | null, receivedAt: string) {
  await recordOrderPayment({
    actor: admin,
    input: {
      orderId,
      amountCents,
      method: amountCents % 2 === 0 ? 'cash' : 'venmo',
      collectedByUserId: collector?.id ?? null,
      receivedAt: new Date(receivedAt),
      reference: null,
    },
  });
}

beforeAll(async () => {
  admin = await createUser({ role: 'admin' });
  const setup = await createCampaignWithFundraiser([]);
  campaignId = setup.campaign.id;
  sofia = setup.fundraiser;
  marco = await createUser({ role: 'sub_account', parentUserId: setup.captain.id, displayName: 'Marco' });
  const db = await getDb();
  await db.insert(campaignParticipants).values({ campaignId, userId: marco.id });
  const other = await createCampaignWithFundraiser([]);
  otherCampaignId = other.campaign.id;

  const line = (cents: number) => [{ productName: 'House Blend', unitPriceCents: cents, quantity: 1 }];
  const plan: Array<[Partial<{ campaignId: number; subAccountId: number }>, number, User | null, string]> = [
    [{ campaignId, subAccountId: sofia.id }, 2000, sofia, '2026-11-20T15:00:00Z'],
    [{ campaignId, subAccountId: marco.id }, 3001, sofia, '2026-11-21T03:30:00Z'],
    [{ campaignId, subAccountId: marco.id }, 1000, marco, '2026-11-21T18:00:00Z'],
    [{ campaignId, subAccountId: sofia.id }, 1500, null, '2026-11-21T18:00:00Z'],
    [{ campaignId: otherCampaignId, subAccountId: other.fundraiser.id }, 700, other.fundraiser, '2026-11-20T16:00:00Z'],
    [{}, 900, null, '2026-11-22T12:00:00Z'],
  ];
  for (const [values, cents, collector, at] of plan) {
    const order = await insertOrder(values, line(cents));
    orderIds.push(order.id);
    await pay(order.id, cents, collector, at);
  }
  await pay(orderIds[3]!, -500, null, '2026-11-22T14:00:00Z');
});

describe('cash-up running sums', () => {
  it('say what the ledger says after payments and refunds', async () => {
    await expectCashUpEqualsLedger();
  });

  it('follow an order whose credit moves to another fundraiser or campaign', async () => {
    const db = await getDb();
    await db.update(orders).set({ subAccountId: sofia.id }).where(eq(orders.id, orderIds[1]!));
    await db.update(orders).set({ campaignId: otherCampaignId }).where(eq(orders.id, orderIds[2]!));
    await expectCashUpEqualsLedger();
    const sofiaNow = (await getCashUp({ range: {}, collectorId: sofia.id })).collectors[0];
    expect(sofiaNow?.creditedCents).toBe(2000 + 3001 + 1500 - 500);
  });

  it('follow a collector whose account is deleted (their entries become "Not recorded")', async () => {
    const db = await getDb();
    const gone = await createUser({ role: 'admin', displayName: 'Gone' });
    const order = await insertOrder({ campaignId, subAccountId: sofia.id });
    orderIds.push(order.id);
    await pay(order.id, 500, gone, '2026-11-22T13:00:00Z');
    await db.delete(users).where(eq(users.id, gone.id));
    await expectCashUpEqualsLedger();
    const all = await getCashUp({ range: {} });
    expect(all.collectors.some((row) => row.collectorId === gone.id)).toBe(false);
  });

  it('follow a deleted campaign and a deleted order', async () => {
    const db = await getDb();
    await db.delete(orders).where(eq(orders.id, orderIds[0]!));
    await db.delete(campaigns).where(eq(campaigns.id, otherCampaignId));
    await expectCashUpEqualsLedger();
    const all = await getCashUp({ range: {} });
    const ledger = (await db.execute(
      sql`select coalesce(sum(amount_cents), 0)::int as net from order_payments`,
    )) as unknown as {
      rows: Array<{ net: number }>;
    };
    expect(all.totals.netCents).toBe(ledger.rows[0]!.net);
  });
});
