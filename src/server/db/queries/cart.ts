import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Grind } from '@/lib/coffee/options';
import { getDb, type Executor } from '../index';
import { cartItems, carts, productOptions, products } from '../schema';

export type CartLine = {
  productId: number;
  optionId: number;
  grind: Grind;
  size: string;
  sizeGrams: number;
  quantity: number;
  name: string;
  /** The option's price. */
  priceCents: number;
  imageUrl: string | null;
};

/** A user's server cart: one line per coffee, grind and size, only while the coffee and the option are sold. */
export async function getCartForUser({ userId }: { userId: number }, db?: Executor) {
  const executor = db ?? (await getDb());
  const [cart] = await executor
    .select({ id: carts.id, campaignId: carts.campaignId })
    .from(carts)
    .where(eq(carts.userId, userId));
  if (!cart) return { campaignId: null, items: [] as CartLine[] };
  const items = await executor
    .select({
      productId: cartItems.productId,
      optionId: cartItems.optionId,
      grind: productOptions.grind,
      size: productOptions.size,
      sizeGrams: productOptions.sizeGrams,
      quantity: cartItems.quantity,
      name: products.name,
      priceCents: productOptions.priceCents,
      imageUrl: products.imageUrl,
    })
    .from(cartItems)
    .innerJoin(products, and(eq(products.id, cartItems.productId), eq(products.isActive, true)))
    .innerJoin(productOptions, and(eq(productOptions.id, cartItems.optionId), eq(productOptions.isActive, true)))
    .where(eq(cartItems.cartId, cart.id))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId), asc(productOptions.sortOrder));
  return { campaignId: cart.campaignId, items };
}
