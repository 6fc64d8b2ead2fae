import 'server-only';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type {
  PaperEnvelopeFigures,
  PaperOrderCreated,
  PaperOrderDuplicate,
  PaperOrderError,
  PaperOrdersResult,
} from '@/lib/contracts/staff-orders';
import { formatCents } from '@/lib/format';
import { sumCents } from '@/lib/money';
import type { PaperOrderRow, PaperOrdersInput } from '@/lib/validation/staff-orders';
import { getDb, type Transaction } from '@/server/db';
import type { CampaignManager } from '@/server/db/queries/campaign-access';
import { getPaperSeller } from '@/server/db/queries/staff-entry';
import { campaignParticipants, orders, paperEnvelopes } from '@/server/db/schema';
import { ApiError, badRequest, FUNDRAISER_NOT_FOUND, notFound } from '@/server/errors';
import { personName, recordAudit, type AuditActor } from './audit';
import { ledgerOrderColumns, writeLedgerEntries } from './ledger-entries';
import { writeOrder, type PlacedOrder } from './orders';

/*
 * Issue 29: an envelope of paper order forms typed in for one seller. Every row becomes an order credited to the
 * seller with source `paper`, its payment on the ledger (the seller as collector: they took the money). A row like an
 * order the seller already has (same buyer, same bags, same gift) is skipped unless the screen asked and the person
 * said to save it. A refused row saves nothing of the envelope (422 with every row's problem); a dry run checks it
 * all and saves nothing. The envelope's counted cash and checks are kept beside what the rows say.
 */

export const paidTooMuch = (paidCents: number, totalCents: number) =>
  `${formatCents(paidCents)} paid is more than this order's ${formatCents(totalCents)}: check the amount or the bags.`;

export type PaperOrdersOutcome = { status: 200 | 422; result: PaperOrdersResult & { error?: string } };

type RowOutcome =
  | { kind: 'created'; order: PaperOrderCreated }
  | { kind: 'duplicate'; duplicate: PaperOrderDuplicate }
  | { kind: 'error'; error: PaperOrderError };

/** Thrown to roll the envelope back (a dry run, or a refused row) while keeping what was found. */
class RollBack extends Error {
  constructor(readonly outcome: PaperOrdersOutcome) {
    super('rolled back');
  }
}

/** A row found to repeat an order the seller already has: its savepoint rolls back. */
class Duplicate extends Error {
  constructor(readonly orderNumber: string) {
    super('duplicate');
  }
}

export async function recordPaperOrders({
  actor,
  caller,
  input,
}: {
  actor: AuditActor;
  caller: CampaignManager;
  input: PaperOrdersInput;
}): Promise<PaperOrdersOutcome> {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const seller = await getPaperSeller(tx, {
        campaignId: input.campaignId,
        sellerId: input.subAccountId,
        caller,
      });
      if (!seller) throw notFound(FUNDRAISER_NOT_FOUND);
      // One envelope at a time per seller, so two people typing the same envelope see each other's rows as duplicates.
      await tx
        .select({ userId: campaignParticipants.userId })
        .from(campaignParticipants)
        .where(and(eq(campaignParticipants.campaignId, input.campaignId), eq(campaignParticipants.userId, seller.id)))
        .for('update');

      const outcomes: RowOutcome[] = [];
      for (const [index, row] of input.orders.entries()) {
        outcomes.push(await enterRow(tx, { index, row, input, seller, actor }));
      }
      const created = outcomes.flatMap((o) => (o.kind === 'created' ? [o.order] : []));
      const duplicates = outcomes.flatMap((o) => (o.kind === 'duplicate' ? [o.duplicate] : []));
      const errors = outcomes.flatMap((o) => (o.kind === 'error' ? [o.error] : []));
      const envelope = envelopeFigures(input, new Set(errors.map((error) => error.index)));
      const result: PaperOrdersResult = {
        created: created.length,
        skipped: duplicates.length,
        errors,
        envelopeDifferenceCents: envelope?.differenceCents ?? null,
        envelope,
        orders: created,
        duplicates,
        dryRun: input.dryRun === true,
      };
      if (errors.length > 0) {
        const error = `Nothing was saved: ${errors.length === 1 ? '1 order needs' : `${errors.length} orders need`} attention.`;
        throw new RollBack({
          status: input.dryRun ? 200 : 422,
          result: { ...result, created: 0, orders: [], ...(input.dryRun ? {} : { error }) },
        });
      }
      if (input.dryRun) throw new RollBack({ status: 200, result: { ...result, created: 0, orders: [] } });

      if (envelope) {
        await tx.insert(paperEnvelopes).values({
          campaignId: input.campaignId,
          subAccountId: seller.id,
          ...envelope,
          orderIds: created.map((order) => order.orderId),
          enteredById: actor.id,
          enteredByName: personName(actor),
        });
      }
      return { status: 200 as const, result };
    });
  } catch (error) {
    if (error instanceof RollBack) return error.outcome;
    throw error;
  }
}

async function enterRow(
  tx: Transaction,
  {
    index,
    row,
    input,
    seller,
    actor,
  }: {
    index: number;
    row: PaperOrderRow;
    input: PaperOrdersInput;
    seller: { id: number; name: string };
    actor: AuditActor;
  },
): Promise<RowOutcome> {
  try {
    const order = await tx.transaction(async (savepoint) => {
      const placed = await writeOrder(
        savepoint,
        {
          customerFirstName: row.customerFirstName,
          customerLastName: row.customerLastName,
          customerEmail: row.customerEmail,
          customerPhone: row.customerPhone,
          campaignId: input.campaignId,
          subAccountId: seller.id,
          items: row.items,
          ...(row.giftCents ? { giftCents: row.giftCents } : {}),
        },
        {
          userId: null,
          idempotencyKey: null,
          ip: '',
          fingerprint: null,
          staff: { enteredById: actor.id, source: 'paper' },
        },
      );
      if (!row.saveDuplicate) {
        const earlier = await findLikelyDuplicate(savepoint, placed.orderId);
        if (earlier) throw new Duplicate(earlier);
      }
      const collectedCents = row.paid ? await recordRowPayment(savepoint, { placed, row, seller, actor }) : 0;
      await recordAudit(savepoint, actor, {
        action: 'order.entered',
        entityType: 'order',
        entityId: placed.orderId,
        entityLabel: placed.orderNumber,
        changes: {
          source: { from: null, to: 'paper' },
          totalCents: { from: null, to: placed.totalCents },
          seller: { from: null, to: seller.name },
        },
      });
      return {
        index,
        orderId: placed.orderId,
        orderNumber: placed.orderNumber,
        totalCents: placed.totalCents,
        collectedCents,
      };
    });
    return { kind: 'created', order };
  } catch (error) {
    if (error instanceof Duplicate) return { kind: 'duplicate', duplicate: { index, orderNumber: error.orderNumber } };
    if (error instanceof ApiError && error.status < 500)
      return { kind: 'error', error: { index, message: error.message } };
    throw error;
  }
}

async function recordRowPayment(
  tx: Transaction,
  {
    placed,
    row,
    seller,
    actor,
  }: { placed: PlacedOrder; row: PaperOrderRow; seller: { id: number; name: string }; actor: AuditActor },
): Promise<number> {
  const paid = row.paid!;
  const [order] = await tx.select(ledgerOrderColumns).from(orders).where(eq(orders.id, placed.orderId)).for('update');
  // Said of the row, not of an order number: on a dry run (or a refused envelope) the order is never saved.
  if (paid.amountCents > order!.totalCents) throw badRequest(paidTooMuch(paid.amountCents, order!.totalCents));
  await writeLedgerEntries(tx, actor, [{ order: order!, amountCents: paid.amountCents }], {
    method: paid.method,
    reference: 'Paper order form',
    collector: { userId: seller.id, displayName: seller.name },
    receivedAt: null,
  });
  return paid.amountCents;
}

/**
 * An earlier order of the same seller and campaign, not cancelled, from a buyer of the same name, with the same
 * lines (coffee option and quantity) and gift: the same form typed twice, most likely.
 */
async function findLikelyDuplicate(tx: Transaction, orderId: number): Promise<string | null> {
  const lines = (id: SQL) =>
    sql`(select coalesce(array_agg(array[coalesce(i.option_id, 0), coalesce(i.product_id, 0), i.quantity] order by i.option_id, i.product_id, i.quantity), '{}'::int[]) from order_items i where i.order_id = ${id})`;
  const result = (await tx.execute(sql`
    select o2.order_number from orders o, orders o2
    where o.id = ${orderId} and o2.id <> o.id and o2.campaign_id = o.campaign_id and o2.sub_account_id = o.sub_account_id
      and o2.order_status <> 'cancelled' and o2.gift_cents = o.gift_cents
      and lower(o2.customer_first_name) = lower(o.customer_first_name)
      and lower(o2.customer_last_name) = lower(o.customer_last_name)
      and ${lines(sql`o2.id`)} = ${lines(sql`o.id`)}
    order by o2.id limit 1`)) as unknown as { rows: Array<{ order_number: string }> };
  return result.rows[0]?.order_number ?? null;
}

/** The counted envelope against its rows' cash and checks (rows refused are not counted: their money shows). */
function envelopeFigures(input: PaperOrdersInput, refused: Set<number>): PaperEnvelopeFigures | null {
  if (!input.envelope) return null;
  const paidBy = (method: 'cash' | 'check') =>
    sumCents(
      input.orders.flatMap((row, index) =>
        !refused.has(index) && row.paid?.method === method ? [row.paid.amountCents] : [],
      ),
    );
  const rowsCashCents = paidBy('cash');
  const rowsCheckCents = paidBy('check');
  const { cashCents, checkCents } = input.envelope;
  return {
    cashCents,
    checkCents,
    rowsCashCents,
    rowsCheckCents,
    differenceCents: cashCents + checkCents - rowsCashCents - rowsCheckCents,
  };
}
