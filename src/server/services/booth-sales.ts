import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { BoothSaleOrder, BoothSaleResult } from '@/lib/contracts/staff-orders';
import { splitEvenly } from '@/lib/money';
import type { BoothSaleInput } from '@/lib/validation/staff-orders';
import type { Transaction } from '@/server/db';
import { getManagedCampaign, type CampaignManager } from '@/server/db/queries/campaign-access';
import { getBoothSellers } from '@/server/db/queries/staff-entry';
import { orders } from '@/server/db/schema';
import { badRequest, CAMPAIGN_NOT_FOUND, notFound } from '@/server/errors';
import { personName, recordAudit, type AuditActor, type AuditRecord } from './audit';
import { runIdempotent, type IdempotentRequest, type IdempotentResult } from './idempotent-requests';
import { entryProblem, ledgerOrderColumns, writeLedgerEntries } from './ledger-entries';
import { queueMilestoneEmails } from './milestones';
import { insertWithUniqueNumber, writeOrder } from './orders';

/*
 * Issue 29: a walk-up sale at a booth, recorded on a phone at the table. Credited to the team (no seller) or split
 * equally across the sellers on the shift: one order per seller, each its share of the sale to the cent with the
 * remainder cents on the first. The first order holds the bags (so the sheet, the roast plan and bag counts see each
 * bag once); every order's total is its share (orders.split_adjust_cents). The money is recorded with the person at
 * the table as collector; bags handed over now are handed out at once. docs/decisions/paper-and-booth-orders.md.
 */

export const BOOTH_BUYER = { firstName: 'Booth', lastName: 'sale' } as const;
export const BOOTH_SELLER_NOT_IN_CAMPAIGN = 'Every seller on the shift must take part in this campaign.';
export const boothPaymentTooLarge = (totalCents: number) =>
  `payment.amountCents is more than the sale's total (${totalCents} cents).`;

/** With an Idempotency-Key, a retry of the same sale answers the first answer and records nothing more. */
export async function recordBoothSale({
  actor,
  manager,
  input,
  idempotent = null,
}: {
  actor: AuditActor;
  manager: CampaignManager;
  input: BoothSaleInput;
  idempotent?: IdempotentRequest;
}): Promise<IdempotentResult<BoothSaleResult>> {
  return runIdempotent(idempotent, 201, async (tx) => {
    const campaign = await getManagedCampaign({ campaignId: input.campaignId, manager }, tx);
    if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
    const found = await getBoothSellers(tx, { campaignId: input.campaignId, sellerIds: input.sellerIds, manager });
    const byId = new Map(found.map((seller) => [seller.id, seller]));
    if (found.length !== input.sellerIds.length) throw badRequest(BOOTH_SELLER_NOT_IN_CAMPAIGN);
    const sellers = input.sellerIds.map((id) => byId.get(id)!);

    // The sale as one order first (prices, options, caps, the campaign's checks), credited after the split.
    const sale = await writeOrder(
      tx,
      {
        customerFirstName: BOOTH_BUYER.firstName,
        customerLastName: BOOTH_BUYER.lastName,
        customerEmail: '',
        customerPhone: null,
        campaignId: input.campaignId,
        subAccountId: null,
        items: input.items,
        ...(input.giftCents ? { giftCents: input.giftCents } : {}),
      },
      {
        userId: null,
        idempotencyKey: null,
        ip: '',
        fingerprint: null,
        staff: { enteredById: actor.id, source: 'booth' },
      },
    );
    if (input.payment.amountCents > sale.totalCents) throw badRequest(boothPaymentTooLarge(sale.totalCents));
    const bags = sale.items.reduce((sum, line) => sum + line.quantity, 0);

    const created = await creditSellers(tx, {
      saleOrderId: sale.orderId,
      campaignId: input.campaignId,
      sellers,
      actor,
    });
    const totals = created.map((order) => order.totalCents);
    await recordPayment(tx, actor, created, payShares(input.payment.amountCents, totals), input.payment.method);
    if (input.handedOut && bags > 0) {
      await tx
        .update(orders)
        .set({ orderStatus: 'delivered' })
        .where(
          inArray(
            orders.id,
            created.map((order) => order.id),
          ),
        );
    }
    await recordAudit(
      tx,
      actor,
      created.map((order): AuditRecord => ({
        action: 'order.entered',
        entityType: 'order',
        entityId: order.id,
        entityLabel: order.orderNumber,
        changes: {
          source: { from: null, to: 'booth' },
          totalCents: { from: null, to: order.totalCents },
          seller: { from: null, to: order.sellerName ?? 'the team' },
          ...(input.handedOut && bags > 0 ? { orderStatus: { from: 'pending', to: 'delivered' } } : {}),
        },
      })),
    );
    for (const seller of sellers) await queueMilestones(tx, { campaignId: input.campaignId, userId: seller.id });

    const rows = await tx
      .select({ id: orders.id, collectedCents: orders.collectedCents })
      .from(orders)
      .where(
        inArray(
          orders.id,
          created.map((order) => order.id),
        ),
      );
    const collected = new Map(rows.map((row) => [row.id, row.collectedCents]));
    return {
      boothSaleKey: created.length > 1 ? created[0]!.boothSaleKey : null,
      totalCents: sale.totalCents,
      orders: created.map((order, index): BoothSaleOrder => ({
        orderId: order.id,
        orderNumber: order.orderNumber,
        subAccountId: order.subAccountId,
        sellerName: order.sellerName,
        totalCents: order.totalCents,
        giftCents: order.giftCents,
        collectedCents: collected.get(order.id) ?? 0,
        bags: index === 0 ? bags : 0,
      })),
    };
  });
}

type CreditedOrder = {
  id: number;
  orderNumber: string;
  subAccountId: number | null;
  sellerName: string | null;
  totalCents: number;
  giftCents: number;
  boothSaleKey: string | null;
};

/**
 * Credits the sale: to the team (no seller), to the one seller, or in equal shares to several (the sale's order
 * becomes the first seller's share; one more order per other seller, with no bags).
 */
async function creditSellers(
  tx: Transaction,
  {
    saleOrderId,
    campaignId,
    sellers,
    actor,
  }: { saleOrderId: number; campaignId: number; sellers: Array<{ id: number; name: string }>; actor: AuditActor },
): Promise<CreditedOrder[]> {
  const [sale] = await tx
    .select({
      orderNumber: orders.orderNumber,
      totalCents: orders.totalCents,
      giftCents: orders.giftCents,
      roastDate: orders.roastDate,
    })
    .from(orders)
    .where(eq(orders.id, saleOrderId));
  const first = sellers[0] ?? null;
  if (sellers.length <= 1) {
    if (first) await tx.update(orders).set({ subAccountId: first.id }).where(eq(orders.id, saleOrderId));
    return [
      {
        id: saleOrderId,
        orderNumber: sale!.orderNumber,
        subAccountId: first?.id ?? null,
        sellerName: first?.name ?? null,
        totalCents: sale!.totalCents,
        giftCents: sale!.giftCents,
        boothSaleKey: null,
      },
    ];
  }
  const totals = splitEvenly(sale!.totalCents, sellers.length);
  const gifts = giftShares(sale!.giftCents, totals);
  const key = crypto.randomUUID();
  const goodsCents = sale!.totalCents - sale!.giftCents;
  await tx
    .update(orders)
    .set({
      subAccountId: first!.id,
      totalCents: totals[0]!,
      giftCents: gifts[0]!,
      splitAdjustCents: totals[0]! - gifts[0]! - goodsCents,
      boothSaleKey: key,
    })
    .where(eq(orders.id, saleOrderId));
  const created: CreditedOrder[] = [
    {
      id: saleOrderId,
      orderNumber: sale!.orderNumber,
      subAccountId: first!.id,
      sellerName: first!.name,
      totalCents: totals[0]!,
      giftCents: gifts[0]!,
      boothSaleKey: key,
    },
  ];
  for (const [index, seller] of sellers.entries()) {
    if (index === 0) continue;
    const share = await insertWithUniqueNumber(tx, {
      customerFirstName: BOOTH_BUYER.firstName,
      customerLastName: BOOTH_BUYER.lastName,
      customerEmail: '',
      campaignId,
      subAccountId: seller.id,
      source: 'booth',
      enteredById: actor.id,
      totalCents: totals[index]!,
      giftCents: gifts[index]!,
      splitAdjustCents: totals[index]! - gifts[index]!,
      boothSaleKey: key,
    });
    created.push({
      id: share.id,
      orderNumber: share.orderNumber,
      subAccountId: seller.id,
      sellerName: seller.name,
      totalCents: totals[index]!,
      giftCents: gifts[index]!,
      boothSaleKey: key,
    });
  }
  return created;
}

/** The gift in equal shares like the totals, never more on an order than its share of the sale. */
function giftShares(giftCents: number, totals: number[]): number[] {
  const even = splitEvenly(giftCents, totals.length);
  if (even.every((gift, index) => gift <= totals[index]!)) return even;
  let left = giftCents;
  return totals.map((total) => {
    const gift = Math.min(total, left);
    left -= gift;
    return gift;
  });
}

/** The payment over the orders: each its share when the sale is paid in full, else filled in order. */
function payShares(amountCents: number, totals: number[]): number[] {
  const total = totals.reduce((sum, cents) => sum + cents, 0);
  if (amountCents === total) return totals;
  let left = amountCents;
  return totals.map((share) => {
    const paid = Math.min(share, left);
    left -= paid;
    return paid;
  });
}

async function recordPayment(
  tx: Transaction,
  actor: AuditActor,
  created: CreditedOrder[],
  amounts: number[],
  method: BoothSaleInput['payment']['method'],
) {
  const paying = created.filter((_, index) => amounts[index]! > 0);
  if (paying.length === 0) return;
  const locked = await tx
    .select(ledgerOrderColumns)
    .from(orders)
    .where(
      inArray(
        orders.id,
        paying.map((order) => order.id),
      ),
    )
    .orderBy(orders.id)
    .for('update');
  const byId = new Map(locked.map((order) => [order.id, order]));
  const entries = created.flatMap((order, index) =>
    amounts[index]! > 0 ? [{ order: byId.get(order.id)!, amountCents: amounts[index]! }] : [],
  );
  for (const entry of entries) {
    const problem = entryProblem(entry.order, entry.amountCents);
    if (problem) throw badRequest(problem);
  }
  await writeLedgerEntries(tx, actor, entries, {
    method,
    reference: 'Booth sale',
    collector: { userId: actor.id, displayName: personName(actor) },
    receivedAt: null,
  });
}

/** A share may take a seller past a goal milestone; a failed check never fails the sale. */
async function queueMilestones(tx: Transaction, fundraiser: { campaignId: number; userId: number }) {
  try {
    await tx.transaction((savepoint) => queueMilestoneEmails(savepoint, fundraiser));
  } catch (error) {
    console.error('[milestones] could not check milestones', { ...fundraiser, error });
  }
}
