import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import { formatCents } from '@/lib/format';
import { outstandingCents } from '@/lib/payment-ledger';
import type { BulkPaymentsPreview, BulkPaymentsResult } from '@/lib/contracts/order-payments';
import { BULK_MAX_MATCHES, type AdminOrdersFilters } from '@/lib/validation/admin-orders';
import type { PaymentMethod } from '@/lib/validation/order-payments';
import type { Transaction } from '@/server/db';
import { adminOrderFilters } from '@/server/db/queries/admin-orders';
import { getPeopleNames } from '@/server/db/queries/order-payments';
import { orders } from '@/server/db/schema';
import { badRequest, notFound, ordersNotFound } from '@/server/errors';
import type { AuditActor } from './audit';
import { bulkTooManyMatches } from './admin-orders';
import { runIdempotent, type IdempotentRequest, type IdempotentResult } from './idempotent-requests';
import { ledgerOrderColumns, writeLedgerEntries, type EntryDetails, type LedgerOrder } from './ledger-entries';
import { resolveCollector } from './payment-collector';

export const bulkPaymentsNotFound = (missing: number[]) => ordersNotFound(missing, 'no payment was recorded');

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

type BulkTarget = { orderIds: number[] } | { filters: AdminOrdersFilters };
type PaymentOrder = LedgerOrder & { subAccountId: number | null };

/**
 * The orders named by id or matching the list's filters (at most BULK_MAX_MATCHES, as bulk status), locked in id
 * order unless only read for a preview; an unknown id is a 404.
 */
async function targetOrders(tx: Transaction, target: BulkTarget, lock: boolean): Promise<PaymentOrder[]> {
  const ids = 'orderIds' in target ? [...new Set(target.orderIds)] : null;
  const query = tx
    .select({ ...ledgerOrderColumns, subAccountId: orders.subAccountId })
    .from(orders)
    .where(ids ? inArray(orders.id, ids) : adminOrderFilters((target as { filters: AdminOrdersFilters }).filters))
    .orderBy(asc(orders.id))
    .limit((ids ? ids.length : BULK_MAX_MATCHES) + 1);
  const locked = lock ? await query.for('update') : await query;
  if (ids && locked.length < ids.length) {
    const found = new Set(locked.map((order) => order.id));
    throw notFound(bulkPaymentsNotFound(ids.filter((id) => !found.has(id))));
  }
  if (!ids && locked.length > BULK_MAX_MATCHES) throw badRequest(bulkTooManyMatches(BULK_MAX_MATCHES));
  return locked;
}

/** What a bulk payment would record: the orders with money outstanding, and its sum. */
export async function previewBulkPayments({ target }: { target: BulkTarget }): Promise<BulkPaymentsPreview> {
  const { body } = await runIdempotent(null, 200, async (tx) => {
    const due = (await targetOrders(tx, target, false)).filter((order) => outstandingCents(order) > 0);
    return { orders: due.length, totalCents: due.reduce((sum, order) => sum + outstandingCents(order), 0) };
  });
  return body;
}

/**
 * "Mark these 40 orders paid in cash, collected by Sofia": one payment of exactly its outstanding amount on each
 * order named (or matching the list's filters) that has one, in one transaction with the rows locked in id order and
 * one audit entry per order. Cancelled and fully paid orders are skipped and counted; an unknown id, or a collector
 * who may not be named for one of the orders, changes nothing. `collector: 'fundraiser'` credits each entry to its
 * order's fundraiser (no collector for an order credited to none).
 */
export async function bulkRecordPayments({
  actor,
  target,
  method,
  reference,
  collectedByUserId,
  collector: collectorChoice,
  receivedAt,
  idempotent = null,
}: {
  actor: AuditActor;
  target: BulkTarget;
  method: PaymentMethod;
  reference: string | null;
  collectedByUserId: number | null;
  collector?: 'fundraiser';
  receivedAt: Date | null;
  idempotent?: IdempotentRequest;
}): Promise<IdempotentResult<BulkPaymentsResult>> {
  return runIdempotent(idempotent, 200, async (tx) => {
    const locked = await targetOrders(tx, target, true);
    const due = locked.filter((order) => outstandingCents(order) > 0);
    const groups =
      collectorChoice === 'fundraiser'
        ? await byFundraiser(tx, due)
        : [{ collector: await resolveCollector(tx, collectedByUserId, due), orders: due }];
    let recorded = 0;
    let totalCents = 0;
    for (const group of groups) {
      const written = await writeLedgerEntries(
        tx,
        actor,
        group.orders.map((order) => ({ order, amountCents: outstandingCents(order) })),
        { method, reference, collector: group.collector, receivedAt },
      );
      recorded += written.length;
      totalCents += written.reduce((sum, entry) => sum + entry.payment.amountCents, 0);
    }
    const skipped = locked.length - recorded;
    const message =
      `${plural(recorded, 'payment', 'payments')} recorded (${formatCents(totalCents)})` +
      (skipped > 0 ? `; ${plural(skipped, 'order', 'orders')} skipped (cancelled or already paid).` : '.');
    return { message, recorded, skipped, totalCents };
  });
}

/** The orders grouped by the fundraiser each is credited to (the collector of its entry; none without one). */
async function byFundraiser(tx: Transaction, due: PaymentOrder[]) {
  const names = await getPeopleNames(
    { userIds: [...new Set(due.flatMap((order) => (order.subAccountId === null ? [] : [order.subAccountId])))] },
    tx,
  );
  const groups = new Map<number | null, { collector: EntryDetails['collector']; orders: PaymentOrder[] }>();
  for (const order of due) {
    const id = order.subAccountId;
    const group = groups.get(id) ?? {
      collector: id === null ? null : { userId: id, displayName: names.get(id) ?? `User ${id}` },
      orders: [],
    };
    group.orders.push(order);
    groups.set(id, group);
  }
  return [...groups.values()];
}
