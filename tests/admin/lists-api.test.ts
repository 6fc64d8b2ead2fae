import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as participantsRoute } from '@/app/%5Fapi/admin/campaign/participants/route';
import { GET as campaignsRoute } from '@/app/%5Fapi/admin/campaigns/route';
import { GET as ordersRoute } from '@/app/%5Fapi/admin/orders/route';
import { GET as productsRoute } from '@/app/%5Fapi/admin/products/route';
import { GET as usersRoute } from '@/app/%5Fapi/admin/users/route';
import { ROLE_LABELS } from '@/lib/roles';
import { getDb } from '@/server/db';
import { campaignParticipants, campaigns, orderItems, orders, users, type UserRole } from '@/server/db/schema';
import type { RouteHandler } from '@/server/http/route';
import { createUser, sessionCookieFor } from '../support/auth';
import { createProduct } from '../support/factories';
import { call } from '../support/http';
import { createCampaignWithFundraiser } from '../support/shop';

/*
 * Server-side lists (issue 12): page, pageSize, sort and each list's filters as query parameters; the spec's key
 * plus total, page and pageSize in the answer; newest first without parameters; a clear 400 for bad paging input.
 */

let adminCookie: string;
beforeAll(async () => {
  adminCookie = await sessionCookieFor(await createUser({ role: 'admin' }));
});

const tag = () => randomBytes(4).toString('hex');
const get = (handler: RouteHandler, path: string, query: Record<string, string | number> = {}, cookie = adminCookie) =>
  call(handler, {
    path: `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    headers: { cookie },
  });
const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);

/** `rows` ordered by `key` in `direction`, ties broken by id in the same direction (the API's rule). */
function sortedIds<T extends { id: number }>(rows: T[], key: (row: T) => string | number, direction: 'asc' | 'desc') {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows]
    .sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      if (x !== y) return (x < y ? -1 : 1) * sign;
      return (a.id - b.id) * sign;
    })
    .map((row) => row.id);
}

async function insertOrders(values: Array<Partial<typeof orders.$inferInsert> & { createdAt: Date }>) {
  const db = await getDb();
  const rows = await db
    .insert(orders)
    .values(
      values.map((value) => ({
        orderNumber: `SG-LIST-${tag().toUpperCase()}`,
        customerFirstName: 'Ada',
        customerLastName: 'Lovelace',
        customerEmail: `ada-${tag()}@example.com`,
        totalCents: 1000,
        updatedAt: value.createdAt,
        ...value,
      })),
    )
    .returning();
  await db
    .insert(orderItems)
    .values(rows.map((order) => ({ orderId: order.id, productName: 'House Blend', unitPriceCents: 500, quantity: 2 })));
  return rows;
}

/** The 400s every list shares; `extra` adds the list's own parameters. */
const pagingErrors = (sortMessage: string): Array<[Record<string, string>, string]> => [
  [{ page: '0' }, 'page must be a whole number, 1 or more.'],
  [{ page: '-1' }, 'page must be a whole number, 1 or more.'],
  [{ page: 'two' }, 'page must be a whole number, 1 or more.'],
  [{ page: '1.5' }, 'page must be a whole number, 1 or more.'],
  [{ pageSize: '1000' }, 'pageSize must be a whole number from 10 to 100.'],
  [{ pageSize: '5' }, 'pageSize must be a whole number from 10 to 100.'],
  [{ pageSize: '101' }, 'pageSize must be a whole number from 10 to 100.'],
  [{ pageSize: 'all' }, 'pageSize must be a whole number from 10 to 100.'],
  [{ sort: 'password' }, sortMessage],
  [{ sort: '-' }, sortMessage],
  [{ sort: '--createdAt' }, sortMessage],
  [{ sort: 'createdat' }, sortMessage],
];

describe('GET /_api/admin/orders (paged)', () => {
  const list = (query: Record<string, string | number> = {}) => get(ordersRoute, '/_api/admin/orders', query);
  const ORDER_SORT_ERROR =
    'sort must be one of: createdAt, orderNumber, customer, totalAmount, orderStatus, paymentStatus (with - in front for descending).';

  it('answers the first 25 orders newest first, with the total, without any parameter', async () => {
    await insertOrders(Array.from({ length: 30 }, (_, i) => ({ createdAt: new Date(Date.UTC(2017, 0, 1 + i, 12)) })));
    const { status, json } = await list();
    expect(status).toBe(200);
    expect(Object.keys(json).sort()).toEqual(['orders', 'page', 'pageSize', 'total']);
    const db = await getDb();
    const [{ n }] = (await db.select({ n: count() }).from(orders)) as [{ n: number }];
    expect(json).toMatchObject({ total: n, page: 1, pageSize: 25 });
    expect(json.orders).toHaveLength(25);
    const dates = json.orders.map((order: { createdAt: string }) => order.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages the filtered orders: every order once, the total from the same filters, empty past the end', async () => {
    const day = { startDate: '2018-02-01', endDate: '2018-02-01' };
    // Same instant for all: the id alone keeps the pages apart.
    const inserted = await insertOrders(
      Array.from({ length: 23 }, () => ({ createdAt: new Date('2018-02-01T15:00:00Z') })),
    );
    const first = await list({ ...day, pageSize: 10 });
    const second = await list({ ...day, pageSize: 10, page: 2 });
    const third = await list({ ...day, pageSize: 10, page: 3 });
    const beyond = await list({ ...day, pageSize: 10, page: 4 });
    expect(first.json).toMatchObject({ total: 23, page: 1, pageSize: 10 });
    expect(third.json).toMatchObject({ total: 23, page: 3, pageSize: 10 });
    expect(beyond.json).toEqual({ orders: [], total: 23, page: 4, pageSize: 10 });
    const seen = [...ids(first.json.orders), ...ids(second.json.orders), ...ids(third.json.orders)];
    expect(seen).toEqual(sortedIds(inserted, () => 0, 'desc'));
  });

  it.each([
    ['createdAt', 'asc', 1],
    ['orderNumber', 'asc', 2],
    ['orderNumber', 'desc', 3],
    ['customer', 'asc', 4],
    ['totalAmount', 'asc', 5],
    ['totalAmount', 'desc', 6],
    ['orderStatus', 'asc', 7],
    ['paymentStatus', 'desc', 8],
  ] as const)('sorts by %s %s with the id as tie-breaker', async (column, direction, dayOfMonth) => {
    // Each case has a day of its own, so its filter sees only its orders.
    const day = new Date(Date.UTC(2018, 3, dayOfMonth, 15));
    const date = day.toISOString().slice(0, 10);
    const statuses = ['pending', 'shipped', 'delivered', 'cancelled'] as const;
    const payments = ['pending', 'paid', 'refunded'] as const;
    const names = ['Zoe', 'ada', 'Ada', 'Bea'];
    const inserted = await insertOrders(
      Array.from({ length: 12 }, (_, i) => ({
        createdAt: new Date(day.getTime() + (i % 4) * 60_000),
        orderNumber: `SG-SORT-${tag().toUpperCase()}`,
        customerFirstName: names[i % 4]!,
        customerLastName: i % 2 ? 'Zed' : 'Abe',
        totalCents: [500, 1999, 500, 10_000][i % 4]!,
        orderStatus: statuses[i % 4]!,
        paymentStatus: payments[i % 3]!,
      })),
    );
    const { status, json } = await list({
      startDate: date,
      endDate: date,
      sort: `${direction === 'desc' ? '-' : ''}${column}`,
    });
    expect(status).toBe(200);
    if (column === 'totalAmount') {
      expect(ids(json.orders)).toEqual(sortedIds(inserted, (o) => o.totalCents, direction));
    } else if (column === 'createdAt') {
      expect(ids(json.orders)).toEqual(sortedIds(inserted, (o) => o.createdAt.getTime(), direction));
    } else if (column === 'orderStatus' || column === 'paymentStatus') {
      // Enum columns sort in their declared order (pending → … → cancelled).
      const rank =
        column === 'orderStatus'
          ? ['pending', 'processing', 'shipped', 'delivered', 'cancelled']
          : ['pending', 'paid', 'failed', 'refunded'];
      expect(ids(json.orders)).toEqual(sortedIds(inserted, (o) => rank.indexOf(o[column]), direction));
    } else {
      // Text columns: compare with the database's own collation, then check the tie-breaker on equal values.
      const values = json.orders.map(
        (o: { customerFirstName: string; customerLastName: string; orderNumber: string }) =>
          column === 'customer' ? `${o.customerFirstName} ${o.customerLastName}` : o.orderNumber,
      );
      expect(json.orders).toHaveLength(12);
      const tieOrder = direction === 'asc' ? 1 : -1;
      for (let i = 1; i < values.length; i += 1) {
        if (values[i] === values[i - 1]) expect(Math.sign(json.orders[i].id - json.orders[i - 1].id)).toBe(tieOrder);
      }
      const expected = [...values].sort();
      if (column === 'orderNumber') expect(values).toEqual(direction === 'asc' ? expected : expected.reverse());
    }
  });

  it('filters by campaign and by credited fundraiser, the total following the filters', async () => {
    const product = await createProduct();
    const { campaign, fundraiser } = await createCampaignWithFundraiser([product.id]);
    const other = await createCampaignWithFundraiser([product.id]);
    const at = new Date('2018-06-01T15:00:00Z');
    const [credited, campaignOnly] = await insertOrders([
      { createdAt: at, campaignId: campaign.id, subAccountId: fundraiser.id },
      { createdAt: at, campaignId: campaign.id },
      { createdAt: at, campaignId: other.campaign.id, subAccountId: other.fundraiser.id },
      { createdAt: at },
    ]);
    const byCampaign = await list({ campaignId: campaign.id });
    expect(byCampaign.json.total).toBe(2);
    expect(ids(byCampaign.json.orders).sort()).toEqual([credited!.id, campaignOnly!.id].sort());
    const byFundraiser = await list({ subAccountId: fundraiser.id });
    expect(byFundraiser.json).toMatchObject({ total: 1, orders: [expect.objectContaining({ id: credited!.id })] });
    expect((await list({ campaignId: campaign.id, subAccountId: other.fundraiser.id })).json).toEqual({
      orders: [],
      total: 0,
      page: 1,
      pageSize: 25,
    });
    // The search, statuses and dates combine with them, as before.
    expect(
      (await list({ campaignId: campaign.id, startDate: '2018-06-01', endDate: '2018-06-01', orderStatus: 'pending' }))
        .json.total,
    ).toBe(2);
  });

  it.each([
    ...pagingErrors(ORDER_SORT_ERROR),
    [{ campaignId: 'abc' }, 'campaignId must be a positive integer or "none".'],
    [{ campaignId: '0' }, 'campaignId must be a positive integer or "none".'],
    [{ campaignId: '3000000000' }, 'campaignId must be a positive integer or "none".'],
    [{ subAccountId: '-4' }, 'subAccountId must be a positive integer.'],
    [{ subAccountId: '1.5' }, 'subAccountId must be a positive integer.'],
    [{ search: 'x'.repeat(201) }, 'search must be at most 200 characters.'],
  ] as Array<[Record<string, string>, string]>)('refuses %j with 400 %j', async (query, error) => {
    expect(await list(query)).toMatchObject({ status: 400, json: { error } });
  });
});

describe('GET /_api/admin/users (paged)', () => {
  const list = (query: Record<string, string | number> = {}) => get(usersRoute, '/_api/admin/users', query);
  const USER_SORT_ERROR =
    'sort must be one of: createdAt, name, email, role, totalSales, totalOrders (with - in front for descending).';

  async function team(size: number) {
    const t = tag();
    const roles: UserRole[] = ['sub_account', 'fundraiser_captain', 'admin'];
    const people = [];
    for (let i = 0; i < size; i += 1) {
      people.push(
        await createUser({
          firstName: `Member${String.fromCharCode(65 + ((i * 7) % size))}`,
          lastName: `Lister${t}`,
          email: `lister-${t}-${String(i).padStart(2, '0')}@example.com`,
          role: roles[i % 3]!,
        }),
      );
    }
    return { t, people };
  }

  it('answers the newest 25 users with the total without parameters', async () => {
    const newest = await createUser({ email: `newest-${tag()}@example.com` });
    const { status, json } = await list();
    expect(status).toBe(200);
    const db = await getDb();
    const [{ n }] = (await db.select({ n: count() }).from(users)) as [{ n: number }];
    expect(json).toMatchObject({ total: n, page: 1, pageSize: 25 });
    expect(json.users.length).toBe(Math.min(25, n));
    expect(json.users[0].id).toBe(newest.id);
  });

  it('searches names and e-mail, filters by role, and pages the matches', async () => {
    const { t, people } = await team(12);
    const all = await list({ search: `lister${t.toUpperCase()}`, pageSize: 10 });
    expect(all.json).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    const second = await list({ search: `Lister${t}`, pageSize: 10, page: 2 });
    expect([...ids(all.json.users), ...ids(second.json.users)].sort()).toEqual(ids(people).sort());
    expect(ids((await list({ search: `lister-${t}-03@` })).json.users)).toEqual([people[3]!.id]);
    expect(ids((await list({ search: `${people[5]!.firstName} Lister${t}` })).json.users)).toEqual([people[5]!.id]);
    const captains = await list({ search: t, role: 'fundraiser_captain' });
    expect(captains.json.total).toBe(4);
    expect(captains.json.users.every((u: { role: string }) => u.role === 'fundraiser_captain')).toBe(true);
    expect((await list({ search: `nobody-${t}` })).json).toEqual({ users: [], total: 0, page: 1, pageSize: 25 });
    // Field by field: text running from the name into the e-mail matches nobody.
    const [first] = people;
    expect((await list({ search: `${first!.lastName}${first!.email}` })).json.total).toBe(0);
  });

  it('sorts by name, e-mail and the sales credited to each person (ties by id)', async () => {
    const { t, people } = await team(10);
    const db = await getDb();
    const sales: Array<[number, number, 'pending' | 'cancelled']> = [
      [people[0]!.id, 5000, 'pending'],
      [people[0]!.id, 100, 'pending'],
      [people[4]!.id, 5100, 'pending'],
      [people[7]!.id, 99_999, 'cancelled'],
      [people[2]!.id, 300, 'pending'],
    ];
    for (const [subAccountId, totalCents, orderStatus] of sales)
      await db.insert(orders).values({
        orderNumber: `SG-U-${tag()}`,
        customerFirstName: 'C',
        customerLastName: 'D',
        customerEmail: 'c@example.com',
        subAccountId,
        totalCents,
        orderStatus,
      });
    const bySales = (await list({ search: t, sort: '-totalSales' })).json.users;
    // Cancelled orders do not count; people[0] and people[4] tie at $51.00: the higher id first (descending).
    expect(ids(bySales.slice(0, 3))).toEqual([people[4]!.id, people[0]!.id, people[2]!.id]);
    expect(bySales[0].totalSales).toBe('51.00');
    const zeroes = people.filter((p) => ![0, 2, 4].includes(people.indexOf(p)));
    expect(ids(bySales.slice(3))).toEqual(sortedIds(zeroes, () => 0, 'desc'));
    const byOrders = (await list({ search: t, sort: '-totalOrders' })).json.users;
    expect(byOrders[0].id).toBe(people[0]!.id);
    expect(byOrders[0].totalOrders).toBe(2);
    const byEmail = (await list({ search: t, sort: 'email' })).json.users;
    expect(ids(byEmail)).toEqual(ids(people));
    const byName = (await list({ search: t, sort: '-name' })).json.users.map((u: { firstName: string }) => u.firstName);
    expect(byName).toEqual([...byName].sort().reverse());
  });

  it.each([
    ...pagingErrors(USER_SORT_ERROR),
    [{ role: 'owner' }, 'role must be one of: admin, fundraiser_captain, sub_account.'],
    [{ search: 'a\u0000b' }, 'search: Must not contain control characters.'],
  ] as Array<[Record<string, string>, string]>)('refuses %j with 400 %j', async (query, error) => {
    expect(await list(query)).toMatchObject({ status: 400, json: { error } });
  });
});

describe('GET /_api/admin/products (paged)', () => {
  const list = (query: Record<string, string | number> = {}) => get(productsRoute, '/_api/admin/products', query);

  it('filters by status on the server, sorts by price with ties by id, and pages', async () => {
    const t = tag();
    const made = [];
    for (let i = 0; i < 12; i += 1)
      made.push(
        await createProduct({
          name: `Paged ${t} ${i}`,
          priceCents: [1500, 900, 1500][i % 3]!,
          isActive: i % 4 !== 0,
        }),
      );
    const inactive = made.filter((p) => !p.isActive);
    const all = (await list({ status: 'all', pageSize: 100 })).json;
    expect(all.total).toBeGreaterThanOrEqual(12);
    const onlyInactive = (await list({ status: 'inactive', pageSize: 100 })).json;
    expect(onlyInactive.products.every((p: { isActive: boolean }) => !p.isActive)).toBe(true);
    expect(ids(onlyInactive.products)).toEqual(expect.arrayContaining(ids(inactive)));
    const onlyActive = (await list({ status: 'active', pageSize: 100 })).json;
    expect(onlyActive.total + onlyInactive.total).toBe(all.total);
    expect(onlyActive.products.every((p: { isActive: boolean }) => p.isActive)).toBe(true);
    // Sorting: among these products, the order by price then id.
    const byPrice = (await list({ status: 'all', sort: '-price', pageSize: 100 })).json.products.filter(
      (p: { name: string }) => p.name.startsWith(`Paged ${t}`),
    );
    expect(ids(byPrice)).toEqual(sortedIds(made, (p) => p.priceCents, 'desc'));
    const page2 = (await list({ status: 'all', pageSize: 10, page: 2 })).json;
    expect(page2).toMatchObject({ page: 2, pageSize: 10, total: all.total });
  });

  it.each([
    ...pagingErrors('sort must be one of: createdAt, name, category, price, cost (with - in front for descending).'),
    [{ status: 'deleted' }, 'status must be one of: active, inactive, all.'],
  ] as Array<[Record<string, string>, string]>)('refuses %j with 400 %j', async (query, error) => {
    expect(await list(query)).toMatchObject({ status: 400, json: { error } });
  });
});

describe('GET /_api/admin/campaigns (paged)', () => {
  const list = (query: Record<string, string | number> = {}) => get(campaignsRoute, '/_api/admin/campaigns', query);

  it('pages newest first, counts participants per page, and sorts by participants and name', async () => {
    const db = await getDb();
    const t = tag();
    const made: Array<typeof campaigns.$inferSelect> = [];
    for (let i = 0; i < 11; i += 1) {
      const [campaign] = await db
        .insert(campaigns)
        .values({ name: `${t} Drive ${String.fromCharCode(75 - i)}`, startDate: new Date('2026-01-01T00:00:00Z') })
        .returning();
      made.push(campaign!);
    }
    const people = await Promise.all([1, 2, 3].map(() => createUser()));
    await db
      .insert(campaignParticipants)
      .values([
        ...people.map((p) => ({ campaignId: made[3]!.id, userId: p.id })),
        { campaignId: made[5]!.id, userId: people[0]!.id },
      ]);
    const first = (await list({ pageSize: 10 })).json;
    const total = (await db.select({ n: count() }).from(campaigns))[0]!.n;
    expect(first).toMatchObject({ total, page: 1, pageSize: 10 });
    expect(ids(first.campaigns.slice(0, 10))).toEqual([...ids(made)].reverse().slice(0, 10));
    expect(first.campaigns.find((c: { id: number }) => c.id === made[3]!.id).participantCount).toBe(3);
    const byParticipants = (await list({ sort: '-participantCount', pageSize: 100 })).json.campaigns;
    expect(byParticipants[0]).toMatchObject({ id: made[3]!.id, participantCount: 3 });
    const counts = byParticipants.map((c: { participantCount: number }) => c.participantCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const ours = (await list({ sort: 'name', pageSize: 100 })).json.campaigns.filter((c: { name: string }) =>
      c.name.startsWith(t),
    );
    expect(ids(ours)).toEqual([...ids(made)].reverse());
  });

  it('searches the name, the URL slug and the captain, filters by status, and counts the matches (issue 26)', async () => {
    const db = await getDb();
    const t = tag();
    const captain = await createUser({ role: 'fundraiser_captain', firstName: 'Maya', lastName: `Lopez${t}` });
    const [spring, autumn, band] = await db
      .insert(campaigns)
      .values([
        { name: `Spring ${t}`, slug: `spring-${t}`, startDate: new Date('2026-03-01T14:00:00Z'), isActive: true },
        { name: `Autumn ${t}`, slug: `fall-${t}`, startDate: new Date('2026-09-01T14:00:00Z'), isActive: false },
        {
          name: 'Band 50%_off trip',
          startDate: new Date('2026-01-01T00:00:00Z'),
          captainId: captain.id,
          isActive: true,
        },
      ])
      .returning();
    const found = async (query: Record<string, string>) => {
      const { status, json } = await list({ pageSize: 100, ...query });
      expect(status).toBe(200);
      expect(json.total).toBe(json.campaigns.length);
      return ids(json.campaigns);
    };
    expect(await found({ search: `spring ${t}` })).toEqual([spring!.id]);
    expect(await found({ search: `FALL-${t}` })).toEqual([autumn!.id]);
    expect(await found({ search: `lopez${t}` })).toEqual([band!.id]);
    expect(await found({ search: `Maya Lopez${t}` })).toEqual([band!.id]);
    expect(await found({ search: t })).toEqual(expect.arrayContaining([spring!.id, autumn!.id, band!.id]));
    expect(await found({ search: t, status: 'active' })).toEqual(expect.arrayContaining([spring!.id, band!.id]));
    expect(await found({ search: t, status: 'active' })).not.toContain(autumn!.id);
    expect(await found({ search: t, status: 'inactive' })).toEqual([autumn!.id]);
    // LIKE wildcards in a search are literal.
    expect(await found({ search: '50%_off' })).toContain(band!.id);
    expect(await found({ search: '50%x' })).not.toContain(band!.id);
    // Dates come with their time: the list answers ISO timestamps.
    expect((await list({ search: `spring ${t}` })).json.campaigns[0].startDate).toBe('2026-03-01T14:00:00.000Z');
  });

  it('refuses an unknown status with 400', async () => {
    expect(await list({ status: 'ended' })).toMatchObject({
      status: 400,
      json: { error: 'status must be one of: active, inactive.' },
    });
  });

  it.each(
    pagingErrors(
      'sort must be one of: createdAt, name, status, startDate, endDate, participantCount (with - in front for descending).',
    ),
  )('refuses %j with 400 %j', async (query, error) => {
    expect(await list(query)).toMatchObject({ status: 400, json: { error } });
  });
});

describe('GET /_api/admin/campaign/participants (paged)', () => {
  const list = (campaignId: number, query: Record<string, string | number> = {}) =>
    get(participantsRoute, '/_api/admin/campaign/participants', { campaignId, ...query });

  it('pages the participants (latest to join first) and, separately, the searchable people who could join', async () => {
    const { campaign, fundraiser } = await createCampaignWithFundraiser([]);
    const t = tag();
    const db = await getDb();
    const joiners = [];
    for (let i = 0; i < 11; i += 1) {
      const person = await createUser({ displayName: `Joiner ${t} ${String.fromCharCode(65 + i)}` });
      await db
        .insert(campaignParticipants)
        .values({ campaignId: campaign.id, userId: person.id, joinedAt: new Date(Date.UTC(2020, 0, 1 + i)) });
      joiners.push(person);
    }
    const waiting = [];
    for (let i = 0; i < 12; i += 1)
      waiting.push(await createUser({ displayName: `Waiting ${t} ${String.fromCharCode(90 - i)}` }));

    const first = (await list(campaign.id, { pageSize: 10 })).json;
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10, availablePage: 1, availablePageSize: 25 });
    // The seeded fundraiser joined "now", after the dated joiners.
    expect(ids(first.participants)).toEqual([fundraiser.id, ...ids(joiners).reverse().slice(0, 9)]);
    const second = (await list(campaign.id, { pageSize: 10, page: 2 })).json;
    expect(ids(second.participants)).toEqual(ids(joiners).slice(0, 2).reverse());
    const byName = (await list(campaign.id, { sort: 'displayName', pageSize: 100 })).json.participants.map(
      (p: { displayName: string }) => p.displayName,
    );
    expect(byName).toEqual([...byName].sort());

    const found = (await list(campaign.id, { availableSearch: `waiting ${t}`, availablePageSize: 10 })).json;
    expect(found.availableTotal).toBe(12);
    expect(found.availableUsers.map((u: { displayName: string }) => u.displayName)).toEqual(
      waiting
        .map((u) => u.displayName)
        .sort()
        .slice(0, 10),
    );
    const rest = (await list(campaign.id, { availableSearch: `Waiting ${t}`, availablePageSize: 10, availablePage: 2 }))
      .json;
    expect(ids(rest.availableUsers)).toHaveLength(2);
    expect(rest).toMatchObject({ availablePage: 2, availablePageSize: 10, availableTotal: 12, total: 12 });
    // Participants are never offered, whatever the search.
    expect((await list(campaign.id, { availableSearch: `Joiner ${t}` })).json.availableTotal).toBe(0);
  });

  it.each([
    ...pagingErrors('sort must be one of: joinedAt, displayName, email (with - in front for descending).'),
    [{ availablePage: '0' }, 'availablePage must be a whole number, 1 or more.'],
    [{ availablePageSize: '1000' }, 'availablePageSize must be a whole number from 10 to 100.'],
    [{ availablePageSize: '5' }, 'availablePageSize must be a whole number from 10 to 100.'],
    [{ availableSearch: 'y'.repeat(201) }, 'availableSearch must be at most 200 characters.'],
  ] as Array<[Record<string, string>, string]>)('refuses %j with 400 %j', async (query, error) => {
    // The query is checked before the campaign is looked up.
    expect(await list(1, query)).toMatchObject({ status: 400, json: { error } });
  });

  it('refuses a malformed campaignId with 400', async () => {
    for (const campaignId of ['abc', '0', '-1', '1.5']) {
      const result = await call(participantsRoute, {
        path: `/_api/admin/campaign/participants?campaignId=${campaignId}`,
        headers: { cookie: adminCookie },
      });
      expect(result).toMatchObject({ status: 400, json: { error: 'Campaign ID must be a positive integer.' } });
    }
  });
});

describe('paged lists and access', () => {
  it('answer 401 to guests and 403 to captains and sub-accounts', async () => {
    const { campaign } = await createCampaignWithFundraiser([]);
    const routes: Array<[RouteHandler, string, Record<string, string | number>]> = [
      [ordersRoute, '/_api/admin/orders', { page: 2 }],
      [usersRoute, '/_api/admin/users', { search: 'a' }],
      [productsRoute, '/_api/admin/products', { status: 'all' }],
      [campaignsRoute, '/_api/admin/campaigns', { sort: 'name' }],
      [participantsRoute, '/_api/admin/campaign/participants', { campaignId: campaign.id }],
    ];
    const cookies = await Promise.all(
      (['sub_account', 'fundraiser_captain'] as const).map(
        async (role) => [role, await sessionCookieFor(await createUser({ role }))] as const,
      ),
    );
    for (const [handler, path, query] of routes) {
      expect((await get(handler, path, query, '')).status, path).toBe(401);
      for (const [role, cookie] of cookies) {
        const result = await get(handler, path, query, cookie);
        expect(result.status, `${path} as ${role}`).toBe(403);
        expect(result.json).toEqual({
          error: `Access denied. Your role (${ROLE_LABELS[role]}) lacks required permissions.`,
        });
      }
    }
  });
});
