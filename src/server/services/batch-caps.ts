import 'server-only';
import { sql } from 'drizzle-orm';
import { formatCalendarDate } from '@/lib/format';
import type { Transaction } from '@/server/db';
import { sumSoldPerCoffee } from '@/server/db/queries/batch-caps';
import { capRefusals } from '@/server/db/schema';
import { ApiError } from '@/server/errors';

/** One coffee's share of an order: its bags (any size) and their roasted grams. */
export type CappedDemand = { productId: number; name: string; bags: number; grams: number };

/** Bags and roasted grams per coffee, whatever the grind and size: what batch limits count. */
export function demandPerCoffee(
  lines: Array<{ productId: number; productName: string; quantity: number; sizeGrams: number }>,
) {
  const byCoffee = new Map<number, CappedDemand>();
  for (const line of lines) {
    const coffee = byCoffee.get(line.productId) ?? {
      productId: line.productId,
      name: line.productName,
      bags: 0,
      grams: 0,
    };
    coffee.bags += line.quantity;
    coffee.grams += line.quantity * line.sizeGrams;
    byCoffee.set(line.productId, coffee);
  }
  return [...byCoffee.values()];
}

type Scope = { campaignId: number; campaignName: string } | { campaignId: null; roastDate: string };

/** The campaign's message is the contract; a shop order names the roast day it would have been roasted on. */
export const soldOutMessage = (coffee: string, scope: Scope) =>
  scope.campaignId !== null
    ? `${coffee} is sold out for ${scope.campaignName}.`
    : `${coffee} is sold out for the ${formatCalendarDate(scope.roastDate)} roast. Please try again after it.`;

/** An order beyond a batch limit: 409, and what it asked for so the refusal can be recorded as unmet demand. */
export class CapExceeded extends ApiError {
  constructor(
    readonly scope: Scope,
    readonly demand: CappedDemand[],
    message: string,
  ) {
    super('conflict', message);
  }
}

type CapRow = { product_id: number; max_bags: number | null; max_grams: number | null };

/**
 * Refuses an order that would take a coffee past its batch limit (issue 28): a campaign's cap per coffee, or for a
 * shop order its coffee's cap per roast day. Cancelled orders do not count. The cap rows (or, for the shop, the
 * products' rows) are locked until the order commits, so concurrent buyers of the last bags queue here and each
 * counts the orders committed before it: never oversold. Runs inside the order's transaction, before it is written.
 */
export async function enforceCaps(tx: Transaction, scope: Scope, demand: CappedDemand[]): Promise<void> {
  if (demand.length === 0) return;
  const ids = demand.map((line) => line.productId).sort((a, b) => a - b);
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const caps = (
    (scope.campaignId !== null
      ? await tx.execute(sql`
          select product_id, max_bags, max_grams from campaign_caps
          where campaign_id = ${scope.campaignId} and product_id in (${idList})
          order by product_id for update`)
      : await tx.execute(sql`
          select id as product_id, shop_day_max_bags as max_bags, shop_day_max_grams as max_grams from products
          where id in (${idList}) and (shop_day_max_bags is not null or shop_day_max_grams is not null)
          order by id for update`)) as unknown as { rows: CapRow[] }
  ).rows;
  if (caps.length === 0) return;

  const soldBy = await sumSoldPerCoffee(
    tx,
    scope.campaignId !== null ? { campaignId: scope.campaignId } : scope,
    caps.map((cap) => cap.product_id),
  );

  const over = caps.flatMap((cap) => {
    const asked = demand.find((line) => line.productId === cap.product_id)!;
    const already = soldBy.get(cap.product_id) ?? { bags: 0, grams: 0 };
    const tooMany =
      (cap.max_bags !== null && already.bags + asked.bags > cap.max_bags) ||
      (cap.max_grams !== null && already.grams + asked.grams > cap.max_grams);
    return tooMany ? [asked] : [];
  });
  if (over.length > 0) throw new CapExceeded(scope, over, soldOutMessage(over[0]!.name, scope));
}

/** Keeps what a refused order asked for, for staff ("demand beyond the cap"); written after the order rolled back. */
export async function recordCapRefusal(tx: Transaction, refusal: CapExceeded): Promise<void> {
  await tx.insert(capRefusals).values(
    refusal.demand.map((line) => ({
      campaignId: refusal.scope.campaignId,
      roastDate: refusal.scope.campaignId === null ? refusal.scope.roastDate : null,
      productId: line.productId,
      bags: line.bags,
      grams: line.grams,
    })),
  );
}
