import type { CartItemJson, CartJson } from '@/lib/contracts/cart';
import { centsToDecimal, decimalToCents } from '@/lib/money';
import type { PricedLine } from './guest-cart';

/*
 * The server cart on the wire (the cart endpoints, inside a superjson envelope): money as exact "12.50" strings.
 * The server writes it with toCartJson and the cart hooks read it back with fromCartJson, one definition for both.
 */

// Both directions name every field, so nothing else a row carries reaches the response.
function itemJson({
  productId,
  optionId,
  grind,
  size,
  quantity,
  name,
  priceCents,
  imageUrl,
}: PricedLine): CartItemJson {
  return { productId, optionId, grind, size, quantity, name, price: centsToDecimal(priceCents), imageUrl };
}

function pricedLine({ productId, optionId, grind, size, quantity, name, price, imageUrl }: CartItemJson): PricedLine {
  return { productId, optionId, grind, size, quantity, name, priceCents: decimalToCents(price) ?? 0, imageUrl };
}

export function toCartJson(cart: { campaignId: number | null; items: readonly PricedLine[] }): CartJson {
  return { campaignId: cart.campaignId, cartItems: cart.items.map(itemJson) };
}

export function fromCartJson(cart: CartJson): { campaignId: number | null; lines: PricedLine[] } {
  return { campaignId: cart.campaignId, lines: cart.cartItems.map(pricedLine) };
}
