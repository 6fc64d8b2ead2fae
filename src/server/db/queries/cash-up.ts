import 'server-only';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
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

/** The entries' WHERE in raw SQL over `p` (order_payments) and `o` (orders); `withCollector: false` drops that one. */
function entryFilters({ range, campaignId, collectorId }: CashUpFilters, { withCollector = true } = {}): SQL {
  const parts: SQL[] = [sql`true`];
  if (range.from) parts.push(sql`p.received_at >= ${range.from.toISOString()}::timestamptz`);
  if (range.before) parts.push(sql`p.received_at < ${range.before.toISOString()}::timestamptz`);
  if (campaignId !== undefined) parts.push(sql`o.campaign_id = ${campaignId}`);
  if (withCollector && collectorId !== undefined) parts.push(sql`p.collected_by_user_id = ${collectorId}`);
  return sql.join(parts, sql` and `);
}

const figureSql = sql`coalesce(sum(p.amount_cents) filter (where p.amount_cents > 0), 0) as received,
  coalesce(-sum(p.amount_cents) filter (where p.amount_cents < 0), 0) as refunded,
  coalesce(sum(p.amount_cents), 0) as net`;

type RawFigures = { received: string | number; refunded: string | number; net: string | number };
const toFigures = (row: RawFigures): CashFigures => ({
  receivedCents: Number(row.received),
  refundedCents: Number(row.refunded),
  netCents: Number(row.net),
});

async function listCashUpRows(
  filters: CashUpFilters,
  limit: number | null,
): Promise<{ rows: CashUpRow[]; rowCount: number }> {
  const db = await getDb();
  // The orders join is needed only to filter by campaign.
  const join = filters.campaignId === undefined ? sql`` : sql`join orders o on o.id = p.order_id`;
  const result = (await db.execute(sql`
    with grouped as (
      select (p.received_at at time zone ${SHOP_TIME_ZONE})::date as day_date, p.method,
        p.collected_by_user_id as collector_id, count(*)::int as entry_count, ${figureSql}
      from order_payments p ${join}
      where ${entryFilters(filters)}
      group by 1, 2, 3
    )
    select to_char(g.day_date, 'YYYY-MM-DD') as day, g.method, g.collector_id, g.entry_count, g.received, g.refunded,
      g.net, coalesce(${personName('u')}, ${NOT_RECORDED_NAME}) as collector_name, count(*) over () as row_count
    from grouped g left join users u on u.id = g.collector_id
    order by g.day_date desc, g.collector_id is null, lower(coalesce(${personName('u')}, '')), g.collector_id, g.method
    ${limit === null ? sql`` : sql`limit ${limit}`}
  `)) as unknown as {
    rows: Array<
      RawFigures & {
        day: string;
        method: PaymentMethod;
        collector_id: number | string | null;
        collector_name: string;
        entry_count: number;
        row_count: string | number;
      }
    >;
  };
  const rows = result.rows.map((row) => ({
    day: row.day,
    method: row.method,
    collectorId: row.collector_id === null ? null : Number(row.collector_id),
    collectorName: row.collector_name,
    entryCount: Number(row.entry_count),
    ...toFigures(row),
  }));
  return { rows, rowCount: Number(result.rows[0]?.row_count ?? 0) };
}

/**
 * Per person: what they handed in (entries they collected) beside the ledger on the orders credited to them (entries
 * anyone collected), both over the same days and campaign; `collectorId` keeps that one person's row.
 */
async function listCollectorCashUp(filters: CashUpFilters): Promise<CollectorCashUp[]> {
  const db = await getDb();
  const only = filters.collectorId === undefined ? sql`true` : sql`people.user_id = ${filters.collectorId}`;
  const result = (await db.execute(sql`
    with entries as (
      select p.amount_cents, p.collected_by_user_id, o.sub_account_id
      from order_payments p join orders o on o.id = p.order_id
      where ${entryFilters(filters, { withCollector: false })}
    ),
    handed as (
      select collected_by_user_id as user_id,
        coalesce(sum(amount_cents) filter (where amount_cents > 0), 0) as received,
        coalesce(-sum(amount_cents) filter (where amount_cents < 0), 0) as refunded,
        coalesce(sum(amount_cents), 0) as net
      from entries group by 1
    ),
    credited as (
      select sub_account_id as user_id, sum(amount_cents) as net
      from entries where sub_account_id is not null group by 1
    ),
    people as (select user_id from handed union select user_id from credited)
    select people.user_id, coalesce(${personName('u')}, ${NOT_RECORDED_NAME}) as collector_name,
      coalesce(h.received, 0) as received, coalesce(h.refunded, 0) as refunded, coalesce(h.net, 0) as net,
      case when people.user_id is null then null else coalesce(c.net, 0) end as credited
    from people
    left join handed h on h.user_id is not distinct from people.user_id
    left join credited c on c.user_id = people.user_id
    left join users u on u.id = people.user_id
    where ${only}
    order by people.user_id is null, lower(coalesce(${personName('u')}, '')), people.user_id
  `)) as unknown as {
    rows: Array<
      RawFigures & { user_id: number | string | null; collector_name: string; credited: string | number | null }
    >;
  };
  return result.rows.map((row) => ({
    collectorId: row.user_id === null ? null : Number(row.user_id),
    collectorName: row.collector_name,
    ...toFigures(row),
    creditedCents: row.credited === null ? null : Number(row.credited),
  }));
}

/**
 * The cash-up for the filters: rows by day, method and collector (the newest `limit`, all with null), each
 * collector's comparison, and the totals, which are the collectors' handed-in summed: every entry has one collector
 * row ("Not recorded" included), so they count every entry whatever the limit.
 */
export async function getCashUp(
  filters: CashUpFilters,
  { limit = CASH_UP_ROW_LIMIT }: { limit?: number | null } = {},
): Promise<CashUp> {
  const [{ rows, rowCount }, collectors] = await Promise.all([
    listCashUpRows(filters, limit),
    listCollectorCashUp(filters),
  ]);
  const totals = collectors.reduce<CashFigures>(
    (sum, row) => ({
      receivedCents: sum.receivedCents + row.receivedCents,
      refundedCents: sum.refundedCents + row.refundedCents,
      netCents: sum.netCents + row.netCents,
    }),
    { receivedCents: 0, refundedCents: 0, netCents: 0 },
  );
  return { rows, rowCount, collectors, totals };
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
