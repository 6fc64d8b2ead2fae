import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb, type Executor } from '../index';
import { cartItems, carts, products } from '../schema';

export type CartLine = {
  productId: number;
  quantity: number;
  name: string;
  priceCents: number;
  imageUrl: string | null;
};

/** A user's server cart: only lines whose product is still in the catalogue. */
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
      quantity: cartItems.quantity,
      name: products.name,
      priceCents: products.priceCents,
      imageUrl: products.imageUrl,
    })
    .from(cartItems)
    .innerJoin(products, and(eq(products.id, cartItems.productId), eq(products.isActive, true)))
    .where(eq(cartItems.cartId, cart.id))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId));
  return { campaignId: cart.campaignId, items };
}
