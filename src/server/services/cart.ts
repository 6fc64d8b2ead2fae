import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { MAX_LINE_QUANTITY, type AddToCartInput, type SyncCartInput } from '@/lib/validation/cart';
import { getDb, type Executor } from '@/server/db';
import { getCartForUser } from '@/server/db/queries/cart';
import { cartItems, carts, campaigns, products } from '@/server/db/schema';
import { badRequest, CAMPAIGN_NOT_FOUND, notFound, PRODUCT_NOT_FOUND } from '@/server/errors';

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

/** Adds to the quantity already in the cart (at most 99 of one coffee). */
export async function addToCart(userId: number, input: AddToCartInput) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, input.productId), eq(products.isActive, true)));
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const cartId = await ensureCart(tx, userId, input.campaignId);
    const [line] = await tx
      .insert(cartItems)
      .values({ cartId, productId: input.productId, quantity: input.quantity })
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.productId],
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

export async function removeFromCart(userId: number, productId: number) {
  const db = await getDb();
  const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  if (cart) await db.delete(cartItems).where(and(eq(cartItems.cartId, cart.id), eq(cartItems.productId, productId)));
  return getCartForUser({ userId });
}

export async function clearCart(userId: number, db?: Executor) {
  const executor = db ?? (await getDb());
  const [cart] = await executor.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  if (cart) await executor.delete(cartItems).where(eq(cartItems.cartId, cart.id));
}

/**
 * Merges a guest cart into the user's server cart after sign-in: quantities add up (capped at 99), and lines for
 * products no longer sold are dropped, as the cart would hide them anyway.
 */
export async function syncCart(userId: number, input: SyncCartInput) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const cartId = await ensureCart(tx, userId, input.campaignId);
    const merged = new Map<number, number>();
    for (const item of input.items) merged.set(item.productId, (merged.get(item.productId) ?? 0) + item.quantity);
    if (merged.size > 0) {
      const sellable = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, [...merged.keys()]), eq(products.isActive, true)));
      const rows = sellable.map(({ id }) => ({
        cartId,
        productId: id,
        quantity: Math.min(merged.get(id)!, MAX_LINE_QUANTITY),
      }));
      if (rows.length > 0) {
        await tx
          .insert(cartItems)
          .values(rows)
          .onConflictDoUpdate({
            target: [cartItems.cartId, cartItems.productId],
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
