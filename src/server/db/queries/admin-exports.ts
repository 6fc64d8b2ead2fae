import 'server-only';
import { and, asc, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AdminOrdersFilters } from '@/lib/validation/admin-orders';
import type { AdminUsersFilters } from '@/lib/validation/admin-users';
import type { PaymentState } from '@/lib/payment-ledger';
import { getDb } from '../index';
import { orderOutstanding, paymentStateSql } from '../ledger-sql';
import { campaigns, orderItems, orders, users, type UserRow } from '../schema';
import { adminOrderFilters, fundraiserNameSql } from './admin-orders';
import { adminUserFilters, newestPageIsPublic, newestPageSlug } from './admin-users';

/*
 * The CSV exports' reads: every row matching a list's filters, newest first, in keyset-paginated batches. Each batch
 * is one short query that starts after the last row of the batch before (created_at, id), so memory stays flat, no
 * transaction or server-side cursor is held open while the client downloads (this works the same on PGlite,
 * node-postgres and Neon), and a row is never skipped or repeated however deep the export goes (OFFSET would rescan
 * every earlier row). A row created during the export may or may not appear; no row appears twice.
 */

/*
 * Small enough that a batch's rows die young: with 1,000 orders a batch, rows outlived V8's young-generation
 * collections, were promoted and let the heap grow by 100-170 MB during one full export before an old-generation
 * collection; with 200 the rise stays near 20 MB (measured with --trace-gc on seed:large's 100,000 orders).
 */
export const EXPORT_BATCH_SIZE = 200;

/** Where the previous batch ended. created_at travels as text so its microseconds survive the round trip. */
type Cursor = { createdAt: string; id: number };

const after = (createdAt: AnyColumn, id: AnyColumn, cursor?: Cursor): SQL | undefined =>
  cursor ? sql`(${createdAt}, ${id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})` : undefined;

export type OrderExportLine = {
  productName: string;
  quantity: number;
  unitPriceCents: number;
  grind: string;
  size: string;
};
export type OrderExportRow = {
  id: number;
  orderNumber: string;
  createdAt: Date;
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  customerPhone: string | null;
  campaignName: string | null;
  fundraiserName: string | null;
  totalCents: number;
  collectedCents: number;
  outstandingCents: number;
  orderStatus: string;
  paymentState: PaymentState;
  /** Issue 29: the gift inside the total, and where the order came from (null: the shop's own, or from before). */
  giftCents: number;
  source: string | null;
  lines: OrderExportLine[];
};

/** Every order matching the filters with its lines, newest first, `batchSize` orders at a time. */
export async function* orderExportBatches(
  filters: AdminOrdersFilters,
  { batchSize = EXPORT_BATCH_SIZE }: { batchSize?: number } = {},
): AsyncGenerator<OrderExportRow[]> {
  const db = await getDb();
  const where = adminOrderFilters(filters);
  let cursor: Cursor | undefined;
  for (;;) {
    const batch = await db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        createdAt: orders.createdAt,
        cursorAt: sql<string>`${orders.createdAt}::text`,
        customerFirstName: orders.customerFirstName,
        customerLastName: orders.customerLastName,
        customerEmail: orders.customerEmail,
        customerPhone: orders.customerPhone,
        campaignName: campaigns.name,
        fundraiserName: fundraiserNameSql,
        totalCents: orders.totalCents,
        collectedCents: orders.collectedCents,
        outstandingCents: orderOutstanding(),
        orderStatus: orders.orderStatus,
        paymentState: paymentStateSql() as SQL<PaymentState>,
        giftCents: orders.giftCents,
        source: orders.source,
      })
      .from(orders)
      .leftJoin(campaigns, eq(campaigns.id, orders.campaignId))
      .leftJoin(users, eq(users.id, orders.subAccountId))
      .where(and(where, after(orders.createdAt, orders.id, cursor)))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(batchSize);
    if (batch.length === 0) return;
    const lines = await db
      .select({
        orderId: orderItems.orderId,
        productName: orderItems.productName,
        quantity: orderItems.quantity,
        unitPriceCents: orderItems.unitPriceCents,
        grind: orderItems.grind,
        size: orderItems.size,
      })
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          batch.map((order) => order.id),
        ),
      )
      .orderBy(asc(orderItems.orderId), asc(orderItems.id));
    const linesByOrder = new Map<number, OrderExportLine[]>();
    for (const { orderId, ...line } of lines) {
      const list = linesByOrder.get(orderId);
      if (list) list.push(line);
      else linesByOrder.set(orderId, [line]);
    }
    yield batch.map((order) => ({ ...order, lines: linesByOrder.get(order.id) ?? [] }));
    if (batch.length < batchSize) return;
    const last = batch[batch.length - 1]!;
    cursor = { createdAt: last.cursorAt, id: last.id };
  }
}

export type UserExportRow = Pick<
  UserRow,
  'id' | 'firstName' | 'lastName' | 'displayName' | 'email' | 'phone' | 'role'
> & { landingPageSlug: string | null; isPublic: boolean; createdAt: Date };

/** Every user matching the filters, newest first, `batchSize` at a time: never a password hash or token. */
export async function* userExportBatches(
  filters: AdminUsersFilters,
  { batchSize = EXPORT_BATCH_SIZE }: { batchSize?: number } = {},
): AsyncGenerator<UserExportRow[]> {
  const db = await getDb();
  const where = adminUserFilters(filters);
  let cursor: Cursor | undefined;
  for (;;) {
    const batch = await db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        displayName: users.displayName,
        email: users.email,
        phone: users.phone,
        role: users.role,
        landingPageSlug: newestPageSlug,
        isPublic: newestPageIsPublic,
        createdAt: users.createdAt,
        cursorAt: sql<string>`${users.createdAt}::text`,
      })
      .from(users)
      .where(and(where, after(users.createdAt, users.id, cursor)))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(batchSize);
    if (batch.length === 0) return;
    yield batch;
    if (batch.length < batchSize) return;
    const last = batch[batch.length - 1]!;
    cursor = { createdAt: last.cursorAt, id: last.id };
  }
}
