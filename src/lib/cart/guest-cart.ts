import { lineTotal, sumCents, type Cents } from '@/lib/money';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './limits';

/** The guest cart kept in localStorage (spec section 9). */
export const GUEST_CART_KEY = 'sg-guest-cart';

export type GuestCartItem = { productId: number; quantity: number };

// Checked by hand: this runs in the root layout of every page, where a schema library would be 30 kB for two fields.
const positiveInteger = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
function storedItem(entry: unknown): GuestCartItem | null {
  if (!entry || typeof entry !== 'object') return null;
  const { productId, quantity } = entry as Record<string, unknown>;
  return positiveInteger(productId) && positiveInteger(quantity) ? { productId, quantity } : null;
}

/** Reads what is under the key; anything corrupt or foreign yields an empty cart, never an exception. */
export function parseGuestCart(raw: string | null): GuestCartItem[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  const list = Array.isArray(data)
    ? data
    : data && typeof data === 'object' && Array.isArray((data as { items?: unknown }).items)
      ? (data as { items: unknown[] }).items
      : null;
  if (!list) return [];
  let items: GuestCartItem[] = [];
  for (const entry of list) {
    const item = storedItem(entry);
    if (item) items = addItem(items, item.productId, item.quantity);
  }
  return items.slice(0, MAX_CART_LINES);
}

export function serializeGuestCart(items: GuestCartItem[]): string {
  return JSON.stringify(items);
}

/** Adding a coffee already in the cart adds to its quantity (capped at 99). */
export function addItem(items: GuestCartItem[], productId: number, quantity: number): GuestCartItem[] {
  if (!Number.isInteger(quantity) || quantity <= 0) return items;
  const existing = items.find((item) => item.productId === productId);
  if (existing)
    return items.map((item) =>
      item.productId === productId
        ? { ...item, quantity: Math.min(MAX_LINE_QUANTITY, item.quantity + quantity) }
        : item,
    );
  if (items.length >= MAX_CART_LINES) return items;
  return [...items, { productId, quantity: Math.min(MAX_LINE_QUANTITY, quantity) }];
}

/** Setting a quantity of 0 or less removes the line. */
export function setQuantity(items: GuestCartItem[], productId: number, quantity: number): GuestCartItem[] {
  if (!Number.isFinite(quantity) || quantity <= 0) return removeItem(items, productId);
  const next = Math.min(MAX_LINE_QUANTITY, Math.trunc(quantity));
  return items.map((item) => (item.productId === productId ? { ...item, quantity: next } : item));
}

export function removeItem(items: GuestCartItem[], productId: number): GuestCartItem[] {
  return items.filter((item) => item.productId !== productId);
}

export type PricedLine = {
  productId: number;
  quantity: number;
  name: string;
  priceCents: Cents;
  imageUrl: string | null;
};
export type CatalogueEntry = { id: number; name?: string | null; priceCents: Cents; imageUrl: string | null };

/**
 * Joins cart lines to the catalogue: lines whose product is not in it are hidden; a product without a name shows
 * 'Unknown Product' at price 0 (spec section 4).
 */
export function priceLines(items: GuestCartItem[], catalogue: ReadonlyMap<number, CatalogueEntry>): PricedLine[] {
  return items.flatMap((item) => {
    const product = catalogue.get(item.productId);
    if (!product) return [];
    const named = Boolean(product.name);
    return [
      {
        productId: item.productId,
        quantity: item.quantity,
        name: named ? product.name! : 'Unknown Product',
        priceCents: named ? product.priceCents : 0,
        imageUrl: product.imageUrl,
      },
    ];
  });
}

/** Cart count is the sum of quantities. */
export function cartCount(lines: ReadonlyArray<{ quantity: number }>): number {
  return lines.reduce((total, line) => total + line.quantity, 0);
}

/** Cart total is the sum of price × quantity, in exact cents. */
export function cartTotal(lines: ReadonlyArray<{ priceCents: Cents; quantity: number }>): Cents {
  return sumCents(lines.map((line) => lineTotal(line.priceCents, line.quantity)));
}
