import { centsToDecimal } from '@/lib/money';
import { toSessionUser, type SessionUser } from '@/server/auth/session';
import type { CartLine } from '@/server/db/queries/cart';
import type { CatalogueProduct } from '@/server/db/queries/products';

/** The JSON shape of a product on the public API: price as an exact decimal string. */
export function productJson(product: CatalogueProduct) {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    price: centsToDecimal(product.priceCents),
    category: product.category,
    imageUrl: product.imageUrl,
  };
}

export type ProductJson = ReturnType<typeof productJson>;

/** The session user as the API returns it: never the password hash or session version. */
export function userJson(user: SessionUser) {
  return toSessionUser(user);
}

export type UserJson = ReturnType<typeof userJson>;

/** The server cart as the cart endpoints return it (inside a superjson envelope). */
export function cartJson(cart: { campaignId: number | null; items: CartLine[] }) {
  return {
    campaignId: cart.campaignId,
    cartItems: cart.items.map((item) => ({
      productId: item.productId,
      quantity: item.quantity,
      name: item.name,
      price: centsToDecimal(item.priceCents),
      imageUrl: item.imageUrl,
    })),
  };
}

export type CartJson = ReturnType<typeof cartJson>;
