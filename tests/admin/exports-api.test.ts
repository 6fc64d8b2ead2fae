import { randomBytes } from 'node:crypto';
import { desc, like, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as ordersExportRoute } from '@/app/%5Fapi/admin/orders/export/route';
import { GET as usersExportRoute } from '@/app/%5Fapi/admin/users/export/route';
import { toDateInputValue } from '@/lib/dates';
import { ROLE_LABELS } from '@/lib/roles';
import { getDb } from '@/server/db';
import { orderItems, orders } from '@/server/db/schema';
import type { RouteHandler } from '@/server/http/route';
import { PEER_ADDRESS_HEADER } from '@/server/http/client-ip';
import { createUser, sessionCookieFor } from '../support/auth';
import { parseCsv } from '../support/csv';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';

/*
 * CSV exports (issue 12): every matching row, UTF-8 with a byte-order mark, RFC 4180 quoting, formulas neutralised,
 * money exact from cents, dates on the shop's clock, streamed in keyset batches.
 */

let adminCookie: string;
beforeAll(async () => {
  adminCookie = await sessionCookieFor(await createUser({ role: 'admin' }));
});

const tag = () => randomBytes(4).toString('hex');

/** Calls an export and keeps the raw bytes (Response.text() would drop the byte-order mark). */
async function download(handler: RouteHandler, path: string, query: Record<string, string> = {}, cookie = adminCookie) {
  const request = new NextRequest(new URL(`${path}?${new URLSearchParams(query)}`, 'http://localhost:3000'), {
    headers: { cookie, [PEER_ADDRESS_HEADER]: '127.0.0.1' },
  });
  const response = await handler(request);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  return { status: response.status, headers: response.headers, bytes, text };
}

/** The records of a download (header first), without the byte-order mark. */
const records = (text: string) => parseCsv(text.replace(/^\uFEFF/, ''));

const ORDER_HEADER = [
  'Order Number',
  'Date (America/New_York)',
  'Customer',
  'Email',
  'Phone',
  'Campaign',
  'Fundraiser',
  'Coffee',
  'Quantity',
  'Unit Price',
  'Line Total',
  'Order Total (order, repeated on each line)',
  'Order Status',
  'Payment Status',
  'Collected (order, repeated on each line)',
  'Outstanding (order, repeated on each line)',
  'Grind',
  'Size',
  'Gift (order, repeated on each line)',
  'Source',
];

async function insertOrder(
  values: Partial<typeof orders.$inferInsert> & { createdAt: Date },
  lines: Array<{ productName: string; unitPriceCents: number; quantity: number }>,
) {
  const db = await getDb();
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `SG-CSV-${tag().toUpperCase()}`,
      customerFirstName: 'Ada',
      customerLastName: 'Lovelace',
      customerEmail: `ada-${tag()}@example.com`,
      totalCents: 0,
      updatedAt: values.createdAt,
      ...values,
    })
    .returning();
  if (lines.length) await db.insert(orderItems).values(lines.map((line) => ({ orderId: order!.id, ...line })));
  return order!;
}

describe('GET /_api/admin/orders/export', () => {
  it('answers a CSV download: BOM, header, one record per order line, exact money, New York dates', async () => {
    const product = await createProduct();
    const { campaign, fundraiser } = await createCampaignWithFundraiser([product.id], { name: 'Band, "Spring" Trip' });
    // 23:30 on March 7th in New York (EST) is 04:30 UTC on the 8th; the later order is in EDT (UTC-4).
    const first = await insertOrder(
      {
        createdAt: new Date('2021-03-08T04:30:00Z'),
        customerFirstName: 'Maya',
        customerLastName: 'Brooks, Jr.',
        customerPhone: '+1 (502) 555-0100',
        campaignId: campaign.id,
        subAccountId: fundraiser.id,
        totalCents: 6997,
      },
      [
        { productName: 'Kenya Nyeri AA', unitPriceCents: 1999, quantity: 3 },
        { productName: 'Midnight\nEspresso', unitPriceCents: 1000, quantity: 1 },
      ],
    );
    const second = await insertOrder(
      {
        createdAt: new Date('2021-03-20T16:05:09Z'),
        customerFirstName: '=HYPERLINK("http://evil.example")',
        customerLastName: '',
        customerEmail: '@evil.example',
        totalCents: 5,
        orderStatus: 'shipped',
        paymentStatus: 'paid',
      },
      [{ productName: '-Decaf', unitPriceCents: 5, quantity: 1 }],
    );
    const empty = await insertOrder({ createdAt: new Date('2021-03-10T12:00:00Z'), totalCents: 0 }, []);

    const result = await download(ordersExportRoute, '/_api/admin/orders/export', {
      startDate: '2021-03-07',
      endDate: '2021-03-20',
    });
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(result.headers.get('content-disposition')).toBe(
      `attachment; filename="orders-${toDateInputValue(new Date())}.csv"`,
    );
    expect(result.headers.get('cache-control')).toBe('no-store');
    expect([...result.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(result.text).toContain('\r\n');

    const [header, ...rows] = records(result.text);
    expect(header).toEqual(ORDER_HEADER);
    // Newest first; one record per line; an order without lines still has its record.
    expect(rows).toEqual([
      [
        second.orderNumber,
        '2021-03-20 12:05:09',
        '\'=HYPERLINK("http://evil.example")',
        "'@evil.example",
        '',
        '',
        '',
        "'-Decaf",
        '1',
        '0.05',
        '0.05',
        '0.05',
        'shipped',
        'Paid',
        '0.00',
        '0.05',
        'Whole bean',
        '12 oz',
        '0.00',
        '',
      ],
      [
        empty.orderNumber,
        '2021-03-10 07:00:00',
        'Ada Lovelace',
        empty.customerEmail,
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '0.00',
        'pending',
        'Unpaid',
        '0.00',
        '0.00',
        '',
        '',
        '0.00',
        '',
      ],
      [
        first.orderNumber,
        '2021-03-07 23:30:00',
        'Maya Brooks, Jr.',
        first.customerEmail,
        "'+1 (502) 555-0100",
        'Band, "Spring" Trip',
        fundraiser.displayName,
        'Kenya Nyeri AA',
        '3',
        '19.99',
        '59.97',
        '69.97',
        'pending',
        'Unpaid',
        '0.00',
        '69.97',
        'Whole bean',
        '12 oz',
        '0.00',
        '',
      ],
      [
        first.orderNumber,
        '2021-03-07 23:30:00',
        'Maya Brooks, Jr.',
        first.customerEmail,
        "'+1 (502) 555-0100",
        'Band, "Spring" Trip',
        fundraiser.displayName,
        'Midnight\nEspresso',
        '1',
        '10.00',
        '10.00',
        '69.97',
        'pending',
        'Unpaid',
        '0.00',
        '69.97',
        'Whole bean',
        '12 oz',
        '0.00',
        '',
      ],
    ]);
    // The raw text quotes per RFC 4180.
    expect(result.text).toContain('"Maya Brooks, Jr."');
    expect(result.text).toContain('"Band, ""Spring"" Trip"');
    expect(result.text).toContain('"Midnight\nEspresso"');
  });

  it('applies the list filters (search, statuses, campaign, fundraiser) and ignores paging', async () => {
    const product = await createProduct();
    const { campaign, fundraiser } = await createCampaignWithFundraiser([product.id]);
    const at = new Date('2021-05-05T15:00:00Z');
    const line = [{ productName: 'House Blend', unitPriceCents: 1200, quantity: 1 }];
    const t = tag();
    const shipped = await insertOrder(
      { createdAt: at, orderStatus: 'shipped', campaignId: campaign.id, customerLastName: `Filter${t}` },
      line,
    );
    const credited = await insertOrder(
      { createdAt: at, campaignId: campaign.id, subAccountId: fundraiser.id, customerLastName: `Filter${t}` },
      line,
    );
    await insertOrder({ createdAt: at, orderStatus: 'shipped', customerLastName: `Other${t}` }, line);
    const numbers = async (query: Record<string, string>) =>
      records((await download(ordersExportRoute, '/x', query)).text)
        .slice(1)
        .map((row) => row[0]);
    expect((await numbers({ search: `filter${t}` })).sort()).toEqual(
      [shipped.orderNumber, credited.orderNumber].sort(),
    );
    expect(await numbers({ search: `filter${t}`, orderStatus: 'shipped' })).toEqual([shipped.orderNumber]);
    expect(
      await numbers({ campaignId: String(campaign.id), paymentStatus: 'pending', subAccountId: String(fundraiser.id) }),
    ).toEqual([credited.orderNumber]);
    expect(await numbers({ search: `filter${t}`, page: '0', pageSize: '10', sort: 'nonsense' })).toHaveLength(2);
    expect(await numbers({ search: `nobody-${t}` })).toEqual([]);
  });

  it('refuses bad filters with 400 as the list does', async () => {
    for (const [query, error] of [
      [{ orderStatus: 'lost' }, 'Order status must be one of: pending, processing, shipped, delivered, cancelled.'],
      [{ startDate: 'soon' }, 'Invalid start date.'],
      [{ campaignId: 'x' }, 'campaignId must be a positive integer or "none".'],
    ] as const) {
      const result = await download(ordersExportRoute, '/x', query);
      expect(result.status).toBe(400);
      expect(JSON.parse(result.text)).toEqual({ error });
    }
  });

  it('streams thousands of orders in keyset batches: every line once, newest first, ties by id', async () => {
    const db = await getDb();
    const prefix = `SG-BULK-${tag().toUpperCase()}-`;
    // 3,000 orders within three microseconds of each other: batches must continue exactly where the last one ended.
    await db.execute(sql`
      insert into orders (order_number, customer_first_name, customer_last_name, customer_email, total_cents, created_at, updated_at)
      select ${prefix} || g, 'Bulk', 'Buyer', 'bulk@example.com', 1234,
             timestamptz '2019-05-01 12:00:00.000001+00' + (g % 3) * interval '1 microsecond', now()
      from generate_series(1, 3000) as g`);
    await db.execute(sql`
      insert into order_items (order_id, product_name, unit_price_cents, quantity)
      select id, 'Bulk Blend', 617, 2 from orders where order_number like ${`${prefix}%`}`);
    await db.execute(sql`
      insert into order_items (order_id, product_name, unit_price_cents, quantity)
      select id, 'Extra Bag', 0, 1 from orders where order_number like ${`${prefix}%`} and id % 10 = 0`);
    const expected = await db
      .select({ orderNumber: orders.orderNumber, id: orders.id })
      .from(orders)
      .where(like(orders.orderNumber, `${prefix}%`))
      .orderBy(desc(orders.createdAt), desc(orders.id));
    const extra = expected.filter((order) => order.id % 10 === 0).length;

    const result = await download(ordersExportRoute, '/x', { startDate: '2019-05-01', endDate: '2019-05-01' });
    expect(result.status).toBe(200);
    const rows = records(result.text).slice(1);
    expect(rows).toHaveLength(3000 + extra);
    const seen = rows.map((row) => row[0]).filter((number, i, all) => i === 0 || all[i - 1] !== number);
    expect(seen).toEqual(expected.map((order) => order.orderNumber));
    expect(new Set(seen).size).toBe(3000);
    expect(rows.every((row) => row[11] === '12.34')).toBe(true);
    expect(rows.filter((row) => row[7] === 'Bulk Blend').every((row) => row[10] === '12.34')).toBe(true);
    // Same instant in New York to the second.
    expect(new Set(rows.map((row) => row[1]))).toEqual(new Set(['2019-05-01 08:00:00']));
    // The lines of one order stay together, in the order they were written.
    rows.forEach((row, i) => {
      if (row[7] === 'Extra Bag') expect([rows[i - 1]![0], rows[i - 1]![7]]).toEqual([row[0], 'Bulk Blend']);
    });
  });
});

describe('GET /_api/admin/users/export', () => {
  it('lists every matching user, newest first, without secrets; filters by search and role', async () => {
    const t = tag();
    const captain = await createUser({
      firstName: 'Lauren',
      lastName: `Export${t}`,
      displayName: 'Coach, Lauren',
      email: `export-captain-${t}@example.com`,
      role: 'fundraiser_captain',
      phone: '+1 502 555 0101',
      landingPageSlug: `coach-${t}`,
      isPublic: true,
    });
    const member = await createUser({
      firstName: '@Ava',
      lastName: `Export${t}`,
      displayName: 'Ava',
      email: `export-member-${t}@example.com`,
      role: 'sub_account',
      parentUserId: captain.id,
    });
    const result = await download(usersExportRoute, '/_api/admin/users/export', { search: `export${t}` });
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(result.headers.get('content-disposition')).toBe(
      `attachment; filename="users-${toDateInputValue(new Date())}.csv"`,
    );
    expect([...result.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = records(result.text);
    expect(header).toEqual([
      'ID',
      'Name',
      'Display Name',
      'Email',
      'Phone',
      'Role',
      'Fundraiser Page',
      'Page Public',
      'Created (America/New_York)',
    ]);
    const created = (date: Date) =>
      expect.stringMatching(new RegExp(`^${toDateInputValue(date)} \\d{2}:\\d{2}:\\d{2}$`));
    expect(rows).toEqual([
      [String(member.id), `'@Ava Export${t}`, 'Ava', member.email, '', 'User', '', 'No', created(member.createdAt)],
      [
        String(captain.id),
        `Lauren Export${t}`,
        'Coach, Lauren',
        captain.email,
        "'+1 502 555 0101",
        'Fundraiser Captain',
        `coach-${t}`,
        'Yes',
        created(captain.createdAt),
      ],
    ]);
    expect(result.text).not.toMatch(/argon2|password/i);
    const captainsOnly = records(
      (await download(usersExportRoute, '/x', { search: t, role: 'fundraiser_captain' })).text,
    );
    expect(captainsOnly.slice(1).map((row) => row[0])).toEqual([String(captain.id)]);
    expect((await download(usersExportRoute, '/x', { role: 'owner' })).status).toBe(400);
  });
});

describe('exports and access', () => {
  it('answer 401 to guests and 403 to captains and sub-accounts', async () => {
    for (const handler of [ordersExportRoute, usersExportRoute]) {
      expect((await download(handler, '/x', {}, '')).status).toBe(401);
      for (const role of ['sub_account', 'fundraiser_captain'] as const) {
        const result = await download(handler, '/x', {}, await sessionCookieFor(await createUser({ role })));
        expect(result.status).toBe(403);
        expect(JSON.parse(result.text)).toEqual({
          error: `Access denied. Your role (${ROLE_LABELS[role]}) lacks required permissions.`,
        });
      }
    }
  });
});
