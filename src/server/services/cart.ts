import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  MAX_LINE_QUANTITY,
  type AddToCartInput,
  type RemoveFromCartInput,
  type SyncCartInput,
} from '@/lib/validation/cart';
import { getDb, type Executor } from '@/server/db';
import { getCartForUser } from '@/server/db/queries/cart';
import { cartItems, carts, campaigns, products } from '@/server/db/schema';
import { badRequest, CAMPAIGN_NOT_FOUND, notFound, PRODUCT_NOT_FOUND } from '@/server/errors';
import { resolveOptions } from './option-choice';

async function ensureCart(db: Executor, userId: number, campaignId: number | null | undefined) {
  if (campaignId) {
    const [campaign] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId));
    if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
  }
  const [cart] = await db
    .insert(carts)
    .values({ userId, campaignId: campaignId ?? null })
    .onConflictDoUpdate({
      target: carts.userId,
      // A new campaign tag replaces the old one; an untagged add keeps the existing tag.
      set: { campaignId: campaignId ? campaignId : sql`${carts.campaignId}`, updatedAt: new Date() },
    })
    .returning({ id: carts.id });
  return cart!.id;
}

/** Adds to the quantity already in the cart (at most 99 bags of one coffee in one grind and size). */
export async function addToCart(userId: number, input: AddToCartInput) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(and(eq(products.id, input.productId), eq(products.isActive, true)));
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const [option] = await resolveOptions(tx, [input], () => product.name);
    const cartId = await ensureCart(tx, userId, input.campaignId);
    const [line] = await tx
      .insert(cartItems)
      .values({ cartId, productId: input.productId, optionId: option!.id, quantity: input.quantity })
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.optionId],
        set: { quantity: sql`${cartItems.quantity} + ${input.quantity}` },
      })
      .returning({ quantity: cartItems.quantity })
      .catch((error: unknown) => {
        throw isCheckViolation(error)
          ? badRequest(`You can order at most ${MAX_LINE_QUANTITY} bags of one coffee.`)
          : error;
      });
    if (line!.quantity > MAX_LINE_QUANTITY)
      throw badRequest(`You can order at most ${MAX_LINE_QUANTITY} bags of one coffee.`);
    return getCartForUser({ userId }, tx);
  });
}

/** Removes one line (a coffee in one grind and size), or every line of the coffee when no option is named. */
export async function removeFromCart(userId: number, { productId, optionId }: RemoveFromCartInput) {
  const db = await getDb();
  const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  const line = and(
    eq(cartItems.cartId, cart?.id ?? 0),
    eq(cartItems.productId, productId),
    optionId ? eq(cartItems.optionId, optionId) : undefined,
  );
  if (cart) await db.delete(cartItems).where(line);
  return getCartForUser({ userId });
}

export async function clearCart(userId: number, db?: Executor) {
  const executor = db ?? (await getDb());
  const [cart] = await executor.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  if (cart) await executor.delete(cartItems).where(eq(cartItems.cartId, cart.id));
}

/**
 * Merges a guest cart into the user's server cart after sign-in: quantities add up (capped at 99), and lines for
 * products no longer sold are dropped, as the cart would hide them anyway. A named option must be the product's and
 * active (else 400, nothing changed); a line without one takes the default option.
 */
export async function syncCart(userId: number, input: SyncCartInput) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const ids = [...new Set(input.items.map((item) => item.productId))];
    const sellable =
      ids.length > 0
        ? await tx
            .select({ id: products.id, name: products.name })
            .from(products)
            .where(and(inArray(products.id, ids), eq(products.isActive, true)))
        : [];
    const names = new Map(sellable.map((p) => [p.id, p.name]));
    const kept = input.items.filter((item) => names.has(item.productId));
    const options = await resolveOptions(tx, kept, (id) => names.get(id)!);
    const cartId = await ensureCart(tx, userId, input.campaignId);
    const merged = new Map<number, { productId: number; quantity: number }>();
    kept.forEach((item, index) => {
      const optionId = options[index]!.id;
      const quantity = (merged.get(optionId)?.quantity ?? 0) + item.quantity;
      merged.set(optionId, { productId: item.productId, quantity });
    });
    if (merged.size > 0) {
      const rows = [...merged].map(([optionId, line]) => ({
        cartId,
        productId: line.productId,
        optionId,
        quantity: Math.min(line.quantity, MAX_LINE_QUANTITY),
      }));
      if (rows.length > 0) {
        await tx
          .insert(cartItems)
          .values(rows)
          .onConflictDoUpdate({
            target: [cartItems.cartId, cartItems.optionId],
            set: { quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${MAX_LINE_QUANTITY})` },
          });
      }
    }
    return getCartForUser({ userId }, tx);
  });
}

function isCheckViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current === 'object' && 'code' in current && (current as { code?: unknown }).code === '23514')
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
