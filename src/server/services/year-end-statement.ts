import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, exists, gte, inArray, lt, sql } from 'drizzle-orm';
import { startOfZonedDay } from '@/lib/dates';
import { buildYearStatement, type StatementOrderInput } from '@/lib/gifts/year-statement';
import type { RequestStatementInput } from '@/lib/validation/statements';
import { getDb, type Executor } from '@/server/db';
import { contributedShareSql } from '@/server/db/queries/receipts';
import { campaigns, orderPayments, orders } from '@/server/db/schema';
import { enqueueMail, outboxMessageId } from '@/server/mail/outbox';
import { yearEndStatementEmail } from '@/server/mail/templates/year-end-statement';
import { consumeLimits, retryText } from './rate-limit';
import { statementLimits } from './throttles';

/*
 * Issue 29: a buyer's year-end statement, by e-mail only, to the address that placed the orders. The caller answers
 * the same whether or not anything was sent, so the request never tells whether an address has orders.
 */

/** The year's bounds on the shop's calendar. */
const yearBounds = (year: number) => ({ from: startOfZonedDay(year, 1, 1), before: startOfZonedDay(year + 1, 1, 1) });

/** The orders placed with this address that have a ledger entry in the year, each with its whole ledger. */
async function statementOrders(db: Executor, email: string, year: number): Promise<StatementOrderInput[]> {
  const { from, before } = yearBounds(year);
  const paidInYear = db
    .select({ one: sql`1` })
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.orderId, orders.id),
        gte(orderPayments.receivedAt, from),
        lt(orderPayments.receivedAt, before),
      ),
    );
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      beneficiary: campaigns.beneficiary,
      fairMarketValueCents: sql<string>`${orders.totalCents} - ${orders.giftCents} - ${contributedShareSql()}`,
    })
    .from(orders)
    .leftJoin(campaigns, eq(campaigns.id, orders.campaignId))
    .where(and(sql`lower(${orders.customerEmail}) = ${email}`, exists(paidInYear)))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  if (rows.length === 0) return [];
  const entries = await db
    .select({
      id: orderPayments.id,
      orderId: orderPayments.orderId,
      amountCents: orderPayments.amountCents,
      method: orderPayments.method,
      receivedAt: orderPayments.receivedAt,
    })
    .from(orderPayments)
    .where(
      inArray(
        orderPayments.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderPayments.id));
  return rows.map((row) => ({
    orderNumber: row.orderNumber,
    createdAt: row.createdAt,
    beneficiary: row.beneficiary ? { name: row.beneficiary.name, taxId: row.beneficiary.taxId } : null,
    fairMarketValueCents: Number(row.fairMarketValueCents),
    entries: entries.filter((entry) => entry.orderId === row.id),
  }));
}

/**
 * Throttled per address and per e-mail (429 past either); queues the statement when the address has payments in the
 * year, nothing otherwise. Answers whether one was queued (for the caller's kick; never for the response).
 */
export async function requestYearEndStatement(input: RequestStatementInput, ip: string): Promise<boolean> {
  await consumeLimits(
    statementLimits(input.email, ip),
    (m) => `You have asked for several statements already. Please try again ${retryText(m)}.`,
  );
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { from, before } = yearBounds(input.year);
    const inYear = (at: Date) => at >= from && at < before;
    const statement = buildYearStatement(input.year, inYear, await statementOrders(tx, input.email, input.year));
    if (statement.orders.length === 0) return false;
    const queued = await enqueueMail(tx, {
      to: input.email,
      ...yearEndStatementEmail(statement),
      kind: 'year-end-statement',
      category: 'transactional',
      messageId: outboxMessageId('year-end-statement', input.year, randomBytes(8).toString('hex')),
    });
    return queued > 0;
  });
}
