import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { formatCents } from '@/lib/format';
import { lineTotal, sumCents } from '@/lib/money';
import { derivePaymentStatus } from '@/lib/payment-ledger';
import { SHOP_PAYMENT_INSTRUCTIONS } from '@/lib/plan/shop-plan';
import type { PaymentStatus } from '@/lib/validation/admin-orders';
import { MAX_ORDER_TOTAL_CENTS, ORDER_TOO_LARGE } from '@/lib/validation/orders';
import type { Transaction } from '@/server/db';
import { campaigns, orderItems, orders, pickupOptions } from '@/server/db/schema';
import { ApiError, badRequest, notFound, ORDER_NOT_FOUND } from '@/server/errors';
import { enqueueMail, outboxMessageId } from '@/server/mail/outbox';
import { orderChangedEmail } from '@/server/mail/templates/order-changed';
import { recordAudit, type AuditActor, type AuditRecord } from './audit';
import {
  ledgerOrderColumns,
  writeLedgerEntries,
  type EntryDetails,
  type LedgerOrder,
  type WrittenEntry,
} from './ledger-entries';
import { queueMilestoneEmails } from './milestones';
import { orderPlan } from './notice-support';
import { DEFAULT_GRIND, DEFAULT_SIZE, optionLabel, type Grind } from '@/lib/coffee/options';

/*
 * Orders change until they are handed out (issue 26): staff rewrite an order's lines (order-edits.ts) or take
 * returned bags off it with a refund (order-returns.ts). This core does both in the caller's transaction: the refund
 * entry (when money goes back), the lines, the total as placement computes it (the lines' sum, no shipping), the
 * payment status from the ledger, one `order.edited` audit entry and the buyer's e-mail with the new total.
 * docs/decisions/order-edits.md says why.
 */

/** The order as an edit needs it, row locked. */
export type EditableOrder = LedgerOrder & {
  accessKey: string;
  customerFirstName: string;
  customerEmail: string;
  subAccountId: number | null;
  pickupOptionId: number | null;
  /** Issue 29: the gift stays part of the total whatever happens to the coffee lines. */
  giftCents: number;
  /** Issue 29: a split booth sale's share adjustment (orders.split_adjust_cents), kept through edits. */
  splitAdjustCents: number;
};

/** One line of an order: as stored (itemId) or to be added (itemId null). */
export type OrderLine = {
  itemId: number | null;
  productId: number | null;
  productName: string;
  unitPriceCents: number;
  quantity: number;
  /** The grind and size (issue 28), copied on the line. */
  optionId: number | null;
  grind: Grind;
  size: string;
  sizeGrams: number;
};

/** An order's total: its coffee lines plus its gift (and a split booth sale's share adjustment). */
export function orderTotalCents(
  order: Pick<EditableOrder, 'giftCents' | 'splitAdjustCents'>,
  lines: readonly OrderLine[],
): number {
  return sumCents([
    ...lines.map((line) => lineTotal(line.unitPriceCents, line.quantity)),
    order.giftCents,
    order.splitAdjustCents,
  ]);
}

export async function lockEditableOrder(tx: Transaction, orderId: number): Promise<EditableOrder> {
  const [order] = await tx
    .select({
      ...ledgerOrderColumns,
      accessKey: orders.accessKey,
      customerFirstName: orders.customerFirstName,
      customerEmail: orders.customerEmail,
      subAccountId: orders.subAccountId,
      pickupOptionId: orders.pickupOptionId,
      giftCents: orders.giftCents,
      splitAdjustCents: orders.splitAdjustCents,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

export async function readOrderLines(tx: Transaction, orderId: number): Promise<OrderLine[]> {
  return tx
    .select({
      itemId: orderItems.id,
      productId: orderItems.productId,
      productName: orderItems.productName,
      unitPriceCents: orderItems.unitPriceCents,
      quantity: orderItems.quantity,
      optionId: orderItems.optionId,
      grind: orderItems.grind,
      size: orderItems.size,
      sizeGrams: orderItems.sizeGrams,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

export const belowCollectedRefusal = (orderNumber: string, totalCents: number, collectedCents: number) =>
  `The new total ${formatCents(totalCents)} is below the ${formatCents(collectedCents)} collected on order ${orderNumber}: ` +
  `record a refund of ${formatCents(collectedCents - totalCents)} with the change (choose how it is given back), or keep the total.`;

/**
 * "2 × House Blend at $12.50", "1 × House Blend (Espresso, 2 lb) at $42.00": how the audit trail names a line. The
 * default whole bean 12 oz goes unsaid, so lines read as they did before options (issue 28).
 */
const lineText = (line: OrderLine) => {
  const plain = line.grind === DEFAULT_GRIND && line.size === DEFAULT_SIZE;
  const name = plain ? line.productName : `${line.productName} (${optionLabel(line)})`;
  return `${line.quantity} × ${name} at ${formatCents(line.unitPriceCents)}`;
};

/** The status the ledger gives the order after the change; a `failed` mark on an unpaid order stays (set by hand). */
function statusAfter(
  order: EditableOrder,
  totalCents: number,
  collectedCents: number,
  refunded: boolean,
): PaymentStatus {
  if (order.paymentStatus === 'failed' && collectedCents === 0) return 'failed';
  return derivePaymentStatus({ totalCents, collectedCents, hasRefund: refunded || order.paymentStatus === 'refunded' });
}

export type LinesChange = {
  order: EditableOrder;
  before: OrderLine[];
  after: OrderLine[];
  /** Money given back with the change (cents, positive) and how; null when none. */
  refund: { amountCents: number; details: EntryDetails } | null;
  /** What the audit entry says caused it. */
  reason: 'edit' | 'return';
};

export type LinesChangeResult = { order: LedgerOrder; refund: WrittenEntry | null; changed: boolean };

/**
 * Applies a new set of lines to a locked order (the caller checked its status). A total below what stays collected
 * is a 409. Writes nothing when neither the lines nor the money change.
 */
export async function applyOrderLines(
  tx: Transaction,
  actor: AuditActor,
  change: LinesChange,
): Promise<LinesChangeResult> {
  const { order, before, after } = change;
  const totalCents = orderTotalCents(order, after);
  if (totalCents > MAX_ORDER_TOTAL_CENTS) throw badRequest(ORDER_TOO_LARGE);
  const refundCents = change.refund?.amountCents ?? 0;
  const collectedCents = order.collectedCents - refundCents;
  if (collectedCents > totalCents) {
    throw new ApiError('conflict', belowCollectedRefusal(order.orderNumber, totalCents, order.collectedCents));
  }
  const beforeText = before.map(lineText);
  const afterText = after.map(lineText);
  const linesChanged = beforeText.join('\n') !== afterText.join('\n');
  if (!linesChanged && refundCents === 0) return { order, refund: null, changed: false };

  // The refund first: orders.collected_cents may never exceed the total, old or new.
  const refund =
    refundCents > 0
      ? (
          await writeLedgerEntries(
            tx,
            actor,
            [{ order: { ...order, totalCents }, amountCents: -refundCents }],
            change.refund!.details,
          )
        )[0]!
      : null;
  await rewriteLines(tx, order.id, before, after);
  const paymentStatus = statusAfter(order, totalCents, collectedCents, refundCents > 0);
  await tx
    .update(orders)
    .set({ totalCents, paymentStatus, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));

  const changes: AuditRecord['changes'] = {
    reason: { from: null, to: change.reason },
    lines: { from: beforeText, to: afterText },
    totalCents: { from: order.totalCents, to: totalCents },
  };
  if (order.paymentStatus !== paymentStatus) changes.paymentStatus = { from: order.paymentStatus, to: paymentStatus };
  await recordAudit(tx, actor, {
    action: 'order.edited',
    entityType: 'order',
    entityId: order.id,
    entityLabel: order.orderNumber,
    changes,
  });
  const changed = { ...order, totalCents, collectedCents, paymentStatus };
  if (order.totalCents !== totalCents) await queueChangedMail(tx, order, changed, after);
  if (totalCents > order.totalCents && order.campaignId && order.subAccountId) {
    await queueMilestones(tx, { campaignId: order.campaignId, userId: order.subAccountId });
  }
  return { order: changed, refund, changed: true };
}

async function rewriteLines(tx: Transaction, orderId: number, before: OrderLine[], after: OrderLine[]) {
  const kept = new Map(after.filter((line) => line.itemId !== null).map((line) => [line.itemId!, line]));
  const removed = before.filter((line) => !kept.has(line.itemId!)).map((line) => line.itemId!);
  if (removed.length > 0) {
    await tx.delete(orderItems).where(and(eq(orderItems.orderId, orderId), inArray(orderItems.id, removed)));
  }
  for (const line of before) {
    const next = kept.get(line.itemId!);
    if (next && next.quantity !== line.quantity) {
      await tx.update(orderItems).set({ quantity: next.quantity }).where(eq(orderItems.id, line.itemId!));
    }
  }
  const added = after.filter((line) => line.itemId === null);
  if (added.length > 0) {
    await tx.insert(orderItems).values(
      added.map((line) => ({
        orderId,
        productId: line.productId,
        productName: line.productName,
        unitPriceCents: line.unitPriceCents,
        quantity: line.quantity,
        optionId: line.optionId,
        grind: line.grind,
        size: line.size,
        sizeGrams: line.sizeGrams,
      })),
    );
  }
}

/** "Your order changed: new total": to the buyer, with the lines, what is still due and the order page link. */
async function queueChangedMail(tx: Transaction, before: EditableOrder, after: LedgerOrder, lines: OrderLine[]) {
  const [campaign] = before.campaignId
    ? await tx
        .select({ paymentInstructions: campaigns.paymentInstructions })
        .from(campaigns)
        .where(eq(campaigns.id, before.campaignId))
    : [];
  const [pickup] = before.pickupOptionId
    ? await tx.select().from(pickupOptions).where(eq(pickupOptions.id, before.pickupOptionId))
    : [];
  const plan = orderPlan(
    { ...before, totalCents: after.totalCents, collectedCents: after.collectedCents },
    before.campaignId ? (campaign?.paymentInstructions ?? null) : SHOP_PAYMENT_INSTRUCTIONS,
    pickup ?? null,
  );
  const content = orderChangedEmail({
    customerFirstName: before.customerFirstName,
    orderNumber: before.orderNumber,
    previousTotalCents: before.totalCents,
    totalCents: after.totalCents,
    items: lines.map((line) => ({
      name: line.productName,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      lineTotalCents: lineTotal(line.unitPriceCents, line.quantity),
      grind: line.grind,
      size: line.size,
    })),
    plan,
  });
  // One message per change: the totals and the time tell two edits apart.
  await enqueueMail(tx, {
    to: before.customerEmail,
    ...content,
    kind: 'order-changed',
    category: 'transactional',
    messageId: outboxMessageId('order-changed', before.id, before.orderNumber, after.totalCents, Date.now()),
  });
}

/** An order whose total rose may take its fundraiser past a milestone; a failed check never fails the edit. */
async function queueMilestones(tx: Transaction, fundraiser: { campaignId: number; userId: number }) {
  try {
    await tx.transaction((savepoint) => queueMilestoneEmails(savepoint, fundraiser));
  } catch (error) {
    console.error('[milestones] could not check milestones', { ...fundraiser, error });
  }
}
