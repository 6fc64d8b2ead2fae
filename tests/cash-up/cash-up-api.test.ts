import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as cashUpRoute } from '@/app/%5Fapi/admin/cash-up/route';
import { GET as cashUpExportRoute } from '@/app/%5Fapi/admin/cash-up/export/route';
import { GET as paymentsExportRoute } from '@/app/%5Fapi/admin/payments/export/route';
import type { CashUp, CashUpRow } from '@/lib/contracts/cash-up';
import { getDb } from '@/server/db';
import { campaignParticipants, orders, type User } from '@/server/db/schema';
import type { RouteHandler } from '@/server/http/route';
import { PEER_ADDRESS_HEADER } from '@/server/http/client-ip';
import { cashUpRowBatches, getCashUp } from '@/server/db/queries/cash-up';
import { recordOrderPayment } from '@/server/services/order-payments';
import { createUser, sessionCookieFor } from '../support/auth';
import { parseCsv } from '../support/csv';
import { call } from '../support/http';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser } from '../support/shop';

/*
 * Issue 26, cash-up per collector: Sofia handed in more than the orders credited to her, because she also took
 * Marco's buyers' money at a meetup. The cash-up shows the ledger by shop day, method and collector (cancelled orders
 * included: the money was received), each person's handed-in against credited, and its net equals the ledger's sum
 * for the same filters; the payments CSV has one record per entry and adds up to the same net.
 */

let admin: User;
let adminCookie: string;
let sofia: User;
let marco: User;
let campaignId: number;
let otherCampaignId: number;

const D1 = '2026-11-20T15:00:00Z'; // 10:00 in New York
const D1_LATE = '2026-11-21T03:30:00Z'; // 22:30 on the 20th in New York: still the 20th's cash
const D2 = '2026-11-21T18:00:00Z';

async function pay(
  orderId: number,
  amountCents: number,
  method: 'cash' | 'venmo' | 'check',
  collector: User | null,
  receivedAt: string,
  reference: string | null = null,
) {
  await recordOrderPayment({
    actor: admin,
    input: {
      orderId,
      amountCents,
      method,
      collectedByUserId: collector?.id ?? null,
      receivedAt: new Date(receivedAt),
      reference,
    },
  });
}

beforeAll(async () => {
  admin = await createUser({ role: 'admin', displayName: 'Shop Admin' });
  adminCookie = await sessionCookieFor(admin);
  const setup = await createCampaignWithFundraiser([]);
  campaignId = setup.campaign.id;
  sofia = setup.fundraiser;
  const db = await getDb();
  marco = await createUser({ role: 'sub_account', parentUserId: setup.captain.id, displayName: 'Marco' });
  await db.insert(campaignParticipants).values({ campaignId, userId: marco.id });
  await db.execute(sql`update users set display_name = 'Sofia' where id = ${sofia.id}`);

  const line = (cents: number) => [{ productName: 'House Blend', unitPriceCents: cents, quantity: 1 }];
  const mine = await insertOrder({ campaignId, subAccountId: sofia.id }, line(2000));
  const marcos = await insertOrder({ campaignId, subAccountId: marco.id }, line(3000));
  const marcosOwn = await insertOrder({ campaignId, subAccountId: marco.id }, line(1000));
  const unknown = await insertOrder({ campaignId, subAccountId: sofia.id }, line(1500));
  const cancelled = await insertOrder({ campaignId, subAccountId: sofia.id }, line(2500));
  await pay(mine.id, 2000, 'cash', sofia, D1);
  await pay(marcos.id, 3000, 'venmo', sofia, D1_LATE, '=HYPERLINK("http://evil.example")');
  await pay(marcosOwn.id, 1000, 'cash', marco, D2);
  await pay(unknown.id, 1500, 'cash', null, D2);
  await pay(unknown.id, -500, 'cash', null, D2);
  await pay(cancelled.id, 2500, 'cash', sofia, D2);
  // Cancelled afterwards with the money still held (H1's service will do this): the cash was still received.
  await db.execute(sql`update orders set order_status = 'cancelled' where id = ${cancelled.id}`);

  const other = await createCampaignWithFundraiser([]);
  otherCampaignId = other.campaign.id;
  const elsewhere = await insertOrder({ campaignId: otherCampaignId, subAccountId: other.fundraiser.id }, line(700));
  await pay(elsewhere.id, 700, 'check', other.fundraiser, D1);
});

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();

async function cashUp(params: Record<string, string | number> = {}): Promise<CashUp> {
  const response = await call(cashUpRoute, {
    path: `/_api/admin/cash-up?${query(params)}`,
    headers: { cookie: adminCookie },
  });
  expect(response.status).toBe(200);
  return response.json as CashUp;
}

/** The ledger's own sum over the same entries. */
async function ledgerSum({
  campaign,
  collectorId,
  from,
  before,
}: {
  campaign?: number;
  collectorId?: number;
  from?: string;
  before?: string;
}) {
  const db = await getDb();
  const result = (await db.execute(sql`
    select coalesce(sum(p.amount_cents), 0) as net from order_payments p join ${orders} o on o.id = p.order_id
    where (${campaign ?? null}::int is null or o.campaign_id = ${campaign ?? null})
      and (${collectorId ?? null}::int is null or p.collected_by_user_id = ${collectorId ?? null})
      and (${from ?? null}::timestamptz is null or p.received_at >= ${from ?? null}::timestamptz)
      and (${before ?? null}::timestamptz is null or p.received_at < ${before ?? null}::timestamptz)
  `)) as unknown as { rows: Array<{ net: string | number }> };
  return Number(result.rows[0]!.net);
}

async function download(handler: RouteHandler, path: string, cookie = adminCookie) {
  const request = new NextRequest(new URL(path, 'http://localhost:3000'), {
    headers: { cookie, [PEER_ADDRESS_HEADER]: '127.0.0.1' },
  });
  const response = await handler(request);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(await response.arrayBuffer()));
  return { status: response.status, headers: response.headers, text, records: parseCsv(text.replace(/^\uFEFF/, '')) };
}

const cents = (decimal: string) => Math.round(Number(decimal) * 100);

describe('the cash-up (GET /_api/admin/cash-up)', () => {
  it('shows Sofia handing in more than her orders were credited, by shop day, method and collector', async () => {
    const result = await cashUp({ campaignId });
    const byCollector = Object.fromEntries(result.collectors.map((row) => [row.collectorName, row]));
    expect(byCollector.Sofia).toMatchObject({
      collectorId: sofia.id,
      receivedCents: 7500,
      refundedCents: 0,
      netCents: 7500,
      creditedCents: 5500,
    });
    expect(byCollector.Marco).toMatchObject({ collectorId: marco.id, netCents: 1000, creditedCents: 4000 });
    expect(byCollector['Not recorded']).toMatchObject({
      collectorId: null,
      receivedCents: 1500,
      refundedCents: 500,
      netCents: 1000,
      creditedCents: null,
    });
    expect(result.collectors.at(-1)!.collectorId).toBeNull();

    // 22:30 in New York on the 20th is the 20th's cash, not the 21st's.
    expect(result.rows).toContainEqual(
      expect.objectContaining({
        day: '2026-11-20',
        method: 'venmo',
        collectorId: sofia.id,
        netCents: 3000,
        entryCount: 1,
      }),
    );
    expect(result.rows).toContainEqual(
      expect.objectContaining({
        day: '2026-11-21',
        method: 'cash',
        collectorId: null,
        collectorName: 'Not recorded',
        receivedCents: 1500,
        refundedCents: 500,
        netCents: 1000,
        entryCount: 2,
      }),
    );
    expect(result.rows.map((row) => row.day)).toEqual([...result.rows.map((row) => row.day)].sort().reverse());
    expect(result.totals).toEqual({ receivedCents: 10000, refundedCents: 500, netCents: 9500 });
    // The cancelled order's $25.00 is cash in hand: the net is the ledger's sum, cancelled orders included.
    expect(result.totals.netCents).toBe(await ledgerSum({ campaign: campaignId }));
  });

  it('follows the filters: shop days, campaign and collector, each net equal to the ledger sum', async () => {
    const all = await cashUp();
    expect(all.totals.netCents).toBe(await ledgerSum({}));
    expect(all.rows.some((row) => row.method === 'check')).toBe(true);

    const day = await cashUp({ campaignId, startDate: '2026-11-21', endDate: '2026-11-21' });
    expect(new Set(day.rows.map((row) => row.day))).toEqual(new Set(['2026-11-21']));
    expect(day.totals.netCents).toBe(
      await ledgerSum({ campaign: campaignId, from: '2026-11-21T05:00:00Z', before: '2026-11-22T05:00:00Z' }),
    );
    expect(day.totals.netCents).toBe(1000 + 1000 + 2500);

    const hers = await cashUp({ campaignId, collectorId: sofia.id });
    expect(hers.rows.every((row) => row.collectorId === sofia.id)).toBe(true);
    expect(hers.collectors).toEqual([
      expect.objectContaining({ collectorId: sofia.id, netCents: 7500, creditedCents: 5500 }),
    ]);
    expect(hers.totals.netCents).toBe(await ledgerSum({ campaign: campaignId, collectorId: sofia.id }));

    const other = await cashUp({ campaignId: otherCampaignId });
    expect(other.totals).toEqual({ receivedCents: 700, refundedCents: 0, netCents: 700 });
  });

  it('carries the newest whole days that fit its row limit and the first people by name, while the totals count every entry', async () => {
    const filters = { campaignId, range: {} };
    const full = await getCashUp(filters, { rowLimit: null, collectorLimit: null });
    expect(full.moreRows).toBe(false);
    const days = [...new Set(full.rows.map((row) => row.day))];
    expect(days.length).toBeGreaterThan(1);
    const newestDayRows = full.rows.filter((row) => row.day === days[0]).length;

    const cut = await getCashUp(filters, { rowLimit: newestDayRows, collectorLimit: 1 });
    expect(cut.moreRows).toBe(true);
    expect(cut.rows).toEqual(full.rows.filter((row) => row.day === days[0]));
    expect(cut.collectors).toEqual(full.collectors.slice(0, 1));
    expect(cut.collectorCount).toBe(full.collectors.length);
    expect(cut.totals).toEqual(full.totals);
    expect(cut.totals.netCents).toBe(await ledgerSum({ campaign: campaignId }));

    // The CSV's batches are whole days too, and together every row once, in order.
    const batches: CashUpRow[][] = [];
    for await (const batch of cashUpRowBatches(filters, { firstBatch: 1, batchSize: 1 })) batches.push(batch);
    expect(batches.length).toBeGreaterThan(1);
    const batchOfDay = new Map<string, Set<number>>();
    batches.forEach((batch, index) => {
      for (const row of batch) batchOfDay.set(row.day, (batchOfDay.get(row.day) ?? new Set()).add(index));
    });
    for (const day of days) expect(batchOfDay.get(day)?.size, day).toBe(1);
    expect(batches.flat()).toEqual(full.rows);

    // One day with more rows than the limit still shows that day's first rows, never nothing.
    const tight = await getCashUp(filters, { rowLimit: 1 });
    expect(tight.moreRows).toBe(true);
    expect(tight.rows).toEqual(full.rows.slice(0, 1));
  });

  it('refuses bad filters with a 400 that names them', async () => {
    for (const [params, field] of [
      [{ collectorId: 'abc' }, 'collectorId'],
      [{ campaignId: '-1' }, 'campaignId'],
      [{ startDate: '2026-02-30' }, 'start'],
    ] as const) {
      const response = await call(cashUpRoute, {
        path: `/_api/admin/cash-up?${query(params)}`,
        headers: { cookie: adminCookie },
      });
      expect(response.status).toBe(400);
      expect(String(response.json.error).toLowerCase()).toContain(field.toLowerCase());
    }
  });

  it('answers only admins: 401 without a session, 403 for captains and fundraisers, on every cash-up call', async () => {
    const captainCookie = await sessionCookieFor(await createUser({ role: 'fundraiser_captain' }));
    const fundraiserCookie = await sessionCookieFor(sofia);
    for (const [handler, path] of [
      [cashUpRoute, '/_api/admin/cash-up'],
      [cashUpExportRoute, '/_api/admin/cash-up/export'],
      [paymentsExportRoute, '/_api/admin/payments/export'],
    ] as const) {
      expect((await call(handler, { path })).status).toBe(401);
      expect((await call(handler, { path, headers: { cookie: captainCookie } })).status).toBe(403);
      const refused = await call(handler, { path, headers: { cookie: fundraiserCookie } });
      expect(refused.status).toBe(403);
      expect(JSON.stringify(refused.json)).not.toContain('Sofia');
    }
  });
});

describe('the cash-up and payments CSVs', () => {
  it('the payments CSV has one record per ledger entry and adds up to the cash-up net', async () => {
    const file = await download(paymentsExportRoute, `/_api/admin/payments/export?${query({ campaignId })}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/csv');
    expect(file.headers.get('content-disposition')).toMatch(/attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(file.text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = file.records;
    expect(header).toEqual([
      'Received (America/New_York)',
      'Order Number',
      'Campaign',
      'Fundraiser',
      'Method',
      'Collector',
      'Amount',
      'Refund',
      'Reference',
      'Recorded By',
    ]);
    expect(rows).toHaveLength(6);
    const net = rows.reduce((sum, row) => sum + cents(row[6]!), 0);
    expect(net).toBe((await cashUp({ campaignId })).totals.netCents);
    const refund = rows.find((row) => row[7] === 'Yes')!;
    expect(refund[6]).toBe('-5.00');
    expect(refund[5]).toBe('');
    const venmo = rows.find((row) => row[4] === 'Venmo')!;
    expect(venmo).toEqual(expect.arrayContaining(['2026-11-20 22:30:00', 'Sofia', 'Marco', '30.00', 'No']));
    // A formula typed as a reference stays text in a spreadsheet.
    expect(venmo[8]).toBe(`'=HYPERLINK("http://evil.example")`);
    // Newest received first.
    expect(rows.map((row) => row[0])).toEqual([...rows.map((row) => row[0]!)].sort().reverse());

    const hers = await download(
      paymentsExportRoute,
      `/_api/admin/payments/export?${query({ campaignId, collectorId: sofia.id })}`,
    );
    expect(hers.records.slice(1).reduce((sum, row) => sum + cents(row[6]!), 0)).toBe(7500);
  });

  it('the cash-up CSV lists its rows and a total row equal to the ledger', async () => {
    const file = await download(cashUpExportRoute, `/_api/admin/cash-up/export?${query({ campaignId })}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/filename="cash-up-/);
    const [header, ...rows] = file.records;
    expect(header).toEqual(['Day (America/New_York)', 'Collector', 'Method', 'Entries', 'Received', 'Refunded', 'Net']);
    const total = rows.at(-1)!;
    expect(total).toEqual(['Total', '', '', '6', '100.00', '5.00', '95.00']);
    expect(rows.slice(0, -1).reduce((sum, row) => sum + cents(row[6]!), 0)).toBe(
      await ledgerSum({ campaign: campaignId }),
    );
    expect(rows).toContainEqual(['2026-11-21', 'Not recorded', 'Cash', '2', '15.00', '5.00', '10.00']);
  });
});
