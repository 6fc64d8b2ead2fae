import 'server-only';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CASH_UP_COLLECTOR_LIMIT,
  CASH_UP_ROW_LIMIT,
  type CashFigures,
  type CashUp,
  type CashUpRow,
  type CollectorCashUp,
} from '@/lib/contracts/cash-up';
import { SHOP_TIME_ZONE } from '@/lib/dates';
import type { CashUpFilters } from '@/lib/validation/cash-up';
import type { PaymentMethod } from '@/lib/validation/order-payments';
import { getDb } from '../index';
import { campaigns, orderPayments, orders, users } from '../schema';
import { EXPORT_BATCH_SIZE } from './admin-exports';
import { fundraiserNameSql } from './admin-orders';

/*
 * The cash-up (issue 26, docs/decisions/cash-up.md): the payment ledger as the cash in hand. Every entry counts on the
 * shop day it was received, under its method and its collector, whatever happened to the order later (a cancelled
 * order's money was still received; its refund is an entry of its own). So the net of any filter equals
 * sum(order_payments.amount_cents) over the same entries.
 */

/** The row of entries with no collector: carried over from before the ledger, or their collector was deleted. */
export const NOT_RECORDED_NAME = 'Not recorded';

const personName = (table: string) =>
  sql.raw(
    `nullif(coalesce(nullif(${table}.display_name, ''), trim(${table}.first_name || ' ' || ${table}.last_name)), '')`,
  );

/*
 * Both read the running sums of migration 0013 (cash_up_days by shop day; cash_up_people for all time), never the
 * ledger itself: a season's cash-up then sums thousands of rows, not every entry. Rows of zero entries (an order
 * deleted, a credit moved) stay in those tables and drop out here.
 */

/** The days' WHERE over `d` (cash_up_days); `withCollector: false` drops the collector. */
function dayFilters({ range, campaignId, collectorId }: CashUpFilters, { withCollector = true } = {}): SQL {
  const parts: SQL[] = [sql`true`];
  const shopDay = (at: Date) => sql`(${at.toISOString()}::timestamptz at time zone ${SHOP_TIME_ZONE})::date`;
  if (range.from) parts.push(sql`d.day >= ${shopDay(range.from)}`);
  if (range.before) parts.push(sql`d.day < ${shopDay(range.before)}`);
  if (campaignId !== undefined) parts.push(sql`d.campaign_id = ${campaignId}`);
  if (withCollector && collectorId !== undefined) parts.push(sql`d.collector_user_id = ${collectorId}`);
  return sql.join(parts, sql` and `);
}

const figureSql = sql`sum(d.received_cents) as received, sum(d.refunded_cents) as refunded,
  sum(d.received_cents) - sum(d.refunded_cents) as net`;

type RawFigures = { received: string | number; refunded: string | number; net: string | number };
const toFigures = (row: RawFigures): CashFigures => ({
  receivedCents: Number(row.received),
  refundedCents: Number(row.refunded),
  netCents: Number(row.net),
});

type RawRow = RawFigures & {
  day: string;
  method: PaymentMethod;
  collector_id: number | string | null;
  collector_name: string;
  entry_count: number | string;
};

/**
 * The rows by day, method and collector, newest day first, of whole days older than `beforeDay` (all with null):
 * those newer than the day of the limit-th sum row (with `wholeDays`, that day too; a day's sum rows are at least its
 * cash-up rows), read backwards
 * from the newest day on the key's index. A single day with more rows gives its first `limit` rows, or all of them
 * with `wholeDays` (the CSV). `nextDay` is the oldest day given when older days remain.
 */
async function listCashUpRows(
  filters: CashUpFilters,
  {
    limit,
    beforeDay = null,
    wholeDays = false,
  }: { limit: number | null; beforeDay?: string | null; wholeDays?: boolean },
): Promise<{ rows: CashUpRow[]; nextDay: string | null }> {
  const db = await getDb();
  const where = sql`${dayFilters(filters)} and ${beforeDay === null ? sql`true` : sql`d.day < ${beforeDay}::date`}`;
  let cutoff: string | undefined;
  if (limit !== null) {
    const found = (await db.execute(sql`
      select to_char(d.day, 'YYYY-MM-DD') as day from cash_up_days d
      where ${where} and d.entry_count <> 0 order by d.day desc offset ${limit} limit 1
    `)) as unknown as { rows: Array<{ day: string }> };
    cutoff = found.rows[0]?.day;
  }
  const grouped = async (dayWhere: SQL, rowLimit: number | null) =>
    (
      (await db.execute(sql`
        with grouped as (
          select d.day, d.method, d.collector_user_id as collector_id, sum(d.entry_count) as entry_count, ${figureSql}
          from cash_up_days d
          where ${where} and ${dayWhere}
          group by 1, 2, 3
          having sum(d.entry_count) <> 0
        )
        select to_char(g.day, 'YYYY-MM-DD') as day, g.method, g.collector_id, g.entry_count, g.received, g.refunded,
          g.net, coalesce(n.name, ${NOT_RECORDED_NAME}) as collector_name
        from grouped g
        -- A lookup by key per row: a few hundred rows, where a hash join would read every user first.
        left join lateral (select ${personName('u')} as name from users u where u.id = g.collector_id) n on true
        order by g.day desc, g.collector_id is null, lower(coalesce(n.name, '')), g.collector_id, g.method
        ${rowLimit === null ? sql`` : sql`limit ${rowLimit}`}
      `)) as unknown as { rows: RawRow[] }
    ).rows;
  // Whole days (the CSV) take the cutoff day too: a first batch of at least `limit` rows.
  const newer = wholeDays ? sql`d.day >= ${cutoff}::date` : sql`d.day > ${cutoff}::date`;
  let raw = await grouped(cutoff === undefined ? sql`true` : newer, null);
  if (raw.length === 0 && cutoff !== undefined) {
    raw = await grouped(sql`d.day = ${cutoff}::date`, wholeDays ? null : limit);
  }
  const rows = raw.map((row) => ({
    day: row.day,
    method: row.method,
    collectorId: row.collector_id === null ? null : Number(row.collector_id),
    collectorName: row.collector_name,
    entryCount: Number(row.entry_count),
    ...toFigures(row),
  }));
  return { rows, nextDay: cutoff === undefined ? null : (rows.at(-1)?.day ?? null) };
}

/**
 * Every row of the cash-up, newest day first, in batches of whole days (the cash-up CSV streams them). Each batch is
 * two statements over the sums: the first is small, so the download starts at once, but holds some 400 rows or more
 * (~19 kB): a compressed response sends nothing until deflate has ~16 kB of input (its literal buffer); the rest are
 * large, so a month (~3,500 rows) is a few statements.
 */
export async function* cashUpRowBatches(
  filters: CashUpFilters,
  { firstBatch = 500, batchSize = 2000 }: { firstBatch?: number; batchSize?: number } = {},
): AsyncGenerator<CashUpRow[]> {
  let beforeDay: string | null = null;
  let limit = firstBatch;
  for (;;) {
    const { rows, nextDay } = await listCashUpRows(filters, { limit, beforeDay, wholeDays: true });
    if (rows.length > 0) yield rows;
    if (nextDay === null) return;
    beforeDay = nextDay;
    limit = batchSize;
  }
}

/**
 * Per person: what they handed in (entries they collected) beside the ledger on the orders credited to them (entries
 * anyone collected), both over the same days and campaign; `collectorId` keeps that one person's row. All time reads
 * cash_up_people, a range cash_up_days. Every person counts in the totals; the first `limit` by name are returned.
 */
async function listCollectorCashUp(
  filters: CashUpFilters,
  limit: number | null,
): Promise<{ collectors: CollectorCashUp[]; collectorCount: number; totals: CashFigures }> {
  const db = await getDb();
  const allTime = !filters.range.from && !filters.range.before;
  const sums = allTime
    ? sql`
      select p.user_id, sum(p.handed_count) as handed_count, sum(p.handed_received_cents) as received,
        sum(p.handed_refunded_cents) as refunded, sum(p.credited_count) as credited_count,
        sum(p.credited_net_cents) as credited
      from cash_up_people p
      where ${filters.campaignId === undefined ? sql`true` : sql`p.campaign_id = ${filters.campaignId}`}
      group by 1`
    : sql`
      select x.user_id, sum(x.handed_count) as handed_count, sum(x.received) as received,
        sum(x.refunded) as refunded, sum(x.credited_count) as credited_count, sum(x.credited) as credited
      from (
        select d.collector_user_id as user_id, d.entry_count as handed_count, d.received_cents as received,
          d.refunded_cents as refunded, 0 as credited_count, 0 as credited
        from cash_up_days d where ${dayFilters(filters, { withCollector: false })}
        union all
        select d.credited_user_id, 0, 0, 0, d.entry_count, d.received_cents - d.refunded_cents
        from cash_up_days d where ${dayFilters(filters, { withCollector: false })} and d.credited_user_id is not null
      ) x
      group by 1`;
  const only = filters.collectorId === undefined ? sql`true` : sql`s.user_id = ${filters.collectorId}`;
  const result = (await db.execute(sql`
    with sums as (${sums}),
    people as (
      select s.user_id, s.received, s.refunded, s.received - s.refunded as net,
        case when s.user_id is null then null else s.credited end as credited
      from sums s
      where ${only} and (s.handed_count <> 0 or s.credited_count <> 0)
    )
    select people.*, coalesce(${personName('u')}, ${NOT_RECORDED_NAME}) as collector_name,
      count(*) over () as people_count, sum(people.received) over () as total_received,
      sum(people.refunded) over () as total_refunded
    from people left join users u on u.id = people.user_id
    order by people.user_id is null, lower(coalesce(${personName('u')}, '')), people.user_id
    ${limit === null ? sql`` : sql`limit ${limit}`}
  `)) as unknown as {
    rows: Array<
      RawFigures & {
        user_id: number | string | null;
        collector_name: string;
        credited: string | number | null;
        people_count: string | number;
        total_received: string | number;
        total_refunded: string | number;
      }
    >;
  };
  const first = result.rows[0];
  const received = Number(first?.total_received ?? 0);
  const refunded = Number(first?.total_refunded ?? 0);
  return {
    collectors: result.rows.map((row) => ({
      collectorId: row.user_id === null ? null : Number(row.user_id),
      collectorName: row.collector_name,
      ...toFigures(row),
      creditedCents: row.credited === null ? null : Number(row.credited),
    })),
    collectorCount: Number(first?.people_count ?? 0),
    totals: { receivedCents: received, refundedCents: refunded, netCents: received - refunded },
  };
}

/**
 * The cash-up for the filters: rows by day, method and collector (the newest whole days that fit `rowLimit`, all
 * with null), each person's comparison (the first `collectorLimit` by name), and the totals, which are the people's
 * handed-in summed: every entry has one collector ("Not recorded" included), so they count every entry.
 */
export async function getCashUp(
  filters: CashUpFilters,
  {
    rowLimit = CASH_UP_ROW_LIMIT,
    collectorLimit = CASH_UP_COLLECTOR_LIMIT,
  }: { rowLimit?: number | null; collectorLimit?: number | null } = {},
): Promise<CashUp> {
  const [{ rows, nextDay }, { collectors, collectorCount, totals }] = await Promise.all([
    listCashUpRows(filters, { limit: rowLimit }),
    listCollectorCashUp(filters, collectorLimit),
  ]);
  return { rows, moreRows: nextDay !== null, collectors, collectorCount, totals };
}

/* ---------- The payments CSV: every ledger entry, newest first, in keyset batches (docs/decisions/csv-exports.md) ---------- */

export type PaymentExportRow = {
  id: number;
  receivedAt: Date;
  orderNumber: string;
  campaignName: string | null;
  fundraiserName: string | null;
  method: PaymentMethod;
  collectorName: string | null;
  amountCents: number;
  reference: string | null;
  recordedByName: string | null;
};

type Cursor = { receivedAt: string; id: number };
const collector = alias(users, 'collector');

/** The Drizzle twin of entryFilters, over the tables themselves. */
function paymentFilters({ range, campaignId, collectorId }: CashUpFilters): SQL | undefined {
  return and(
    range.from ? gte(orderPayments.receivedAt, range.from) : undefined,
    range.before ? lt(orderPayments.receivedAt, range.before) : undefined,
    campaignId !== undefined ? eq(orders.campaignId, campaignId) : undefined,
    collectorId !== undefined ? eq(orderPayments.collectedByUserId, collectorId) : undefined,
  );
}

/** Every ledger entry matching the filters, newest received first, `batchSize` at a time. */
export async function* paymentExportBatches(
  filters: CashUpFilters,
  { batchSize = EXPORT_BATCH_SIZE }: { batchSize?: number } = {},
): AsyncGenerator<PaymentExportRow[]> {
  const db = await getDb();
  const where = paymentFilters(filters);
  let cursor: Cursor | undefined;
  for (;;) {
    const after = cursor
      ? sql`(${orderPayments.receivedAt}, ${orderPayments.id}) < (${cursor.receivedAt}::timestamptz, ${cursor.id})`
      : undefined;
    const batch = await db
      .select({
        id: orderPayments.id,
        receivedAt: orderPayments.receivedAt,
        cursorAt: sql<string>`${orderPayments.receivedAt}::text`,
        orderNumber: orders.orderNumber,
        campaignName: campaigns.name,
        fundraiserName: fundraiserNameSql,
        method: orderPayments.method,
        collectorName: sql<
          string | null
        >`nullif(coalesce(nullif(${collector.displayName}, ''), trim(${collector.firstName} || ' ' || ${collector.lastName})), '')`,
        amountCents: orderPayments.amountCents,
        reference: orderPayments.reference,
        recordedByName: orderPayments.recordedByName,
      })
      .from(orderPayments)
      .innerJoin(orders, eq(orders.id, orderPayments.orderId))
      .leftJoin(campaigns, eq(campaigns.id, orders.campaignId))
      .leftJoin(users, eq(users.id, orders.subAccountId))
      .leftJoin(collector, eq(collector.id, orderPayments.collectedByUserId))
      .where(and(where, after))
      .orderBy(desc(orderPayments.receivedAt), desc(orderPayments.id))
      .limit(batchSize);
    if (batch.length === 0) return;
    yield batch;
    if (batch.length < batchSize) return;
    const last = batch[batch.length - 1]!;
    cursor = { receivedAt: last.cursorAt, id: last.id };
  }
}
