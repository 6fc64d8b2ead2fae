import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { formatCents } from '@/lib/format';
import type { OptionValues } from '@/lib/validation/coffee';
import type { Transaction } from '@/server/db';
import { orderItems, productOptions, products } from '@/server/db/schema';

/*
 * A coffee's options as the admin writes them (issue 28). An option is named by its grind and size: a row the list
 * keeps is updated in place (its id, and so carts and past order lines, stay), a new pair is added, and a pair the
 * list drops is deleted, or deactivated when an order line bought it (past orders keep pointing at it). The list's
 * order is the sort order; its first active option is the default, whose price and cost the product mirrors.
 */

const keyOf = (option: { grind: string; size: string }) => `${option.grind}|${option.size.trim().toLowerCase()}`;

export type OptionsChange = { before: string[]; after: string[] };

/** Replaces the coffee's options with the list; answers them as text before and after, for the audit entry. */
export async function replaceOptions(tx: Transaction, productId: number, list: OptionValues[]): Promise<OptionsChange> {
  const existing = await tx
    .select()
    .from(productOptions)
    .where(eq(productOptions.productId, productId))
    .orderBy(asc(productOptions.sortOrder), asc(productOptions.id));
  const byKey = new Map(existing.map((option) => [keyOf(option), option]));
  const kept = new Set<number>();
  for (const [sortOrder, option] of list.entries()) {
    const values = { ...option, size: option.size.trim(), sortOrder };
    const current = byKey.get(keyOf(option));
    if (current) {
      kept.add(current.id);
      await tx.update(productOptions).set(values).where(eq(productOptions.id, current.id));
    } else {
      await tx.insert(productOptions).values({ ...values, productId });
    }
  }
  const dropped = existing.filter((option) => !kept.has(option.id)).map((option) => option.id);
  if (dropped.length > 0) {
    const bought = await tx
      .selectDistinct({ id: orderItems.optionId })
      .from(orderItems)
      .where(inArray(orderItems.optionId, dropped));
    const boughtIds = bought.map((row) => row.id!);
    const unbought = dropped.filter((id) => !boughtIds.includes(id));
    // After the list's own rows: a dropped row never takes a sort place before them.
    if (boughtIds.length > 0)
      await tx
        .update(productOptions)
        .set({ isActive: false, sortOrder: sql`${list.length} + ${productOptions.sortOrder}` })
        .where(inArray(productOptions.id, boughtIds));
    if (unbought.length > 0) await tx.delete(productOptions).where(inArray(productOptions.id, unbought));
  }
  return { before: existing.map(optionText), after: list.map(optionText) };
}

/** "Espresso 2 lb (907 g) $36.00 cost $14.00, inactive": how the audit trail names an option. */
function optionText(option: Omit<OptionValues, 'grind'> & { grind: string }): string {
  const state = option.isActive ? '' : ', inactive';
  return `${option.grind} ${option.size} (${option.sizeGrams} g) ${formatCents(option.priceCents)} cost ${formatCents(option.costCents)}${state}`;
}

/** A product's price or cost changed without a list: its default option follows (the two never differ). */
export async function syncDefaultOption(tx: Transaction, productId: number) {
  await tx.execute(sql`
    update ${productOptions} o set price_cents = p.price_cents, cost_cents = p.cost_cents
    from ${products} p
    where p.id = ${productId} and o.id = (
      select d.id from ${productOptions} d where d.product_id = ${productId} and d.is_active
      order by d.sort_order, d.id limit 1
    )`);
}

/** The first active option's price and cost, for the product row after a list replaced its options. */
export async function defaultOptionMoney(tx: Transaction, productId: number) {
  const [first] = await tx
    .select({ priceCents: productOptions.priceCents, costCents: productOptions.costCents })
    .from(productOptions)
    .where(and(eq(productOptions.productId, productId), eq(productOptions.isActive, true)))
    .orderBy(asc(productOptions.sortOrder), asc(productOptions.id))
    .limit(1);
  return first ?? null;
}
