import { lineTotal, sumCents, type Cents } from '@/lib/money';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './limits';

/** The guest cart kept in localStorage (spec section 9). */
export const GUEST_CART_KEY = 'sg-guest-cart';

/** A guest line: a coffee in one grind and size (issue 28); optionId null = the coffee's default (older carts). */
export type GuestCartItem = { productId: number; optionId: number | null; quantity: number };
/** Which line: the coffee and its option. */
export type LineRef = { productId: number; optionId: number | null };

const sameLine = (a: LineRef, b: LineRef) =>
  a.productId === b.productId && (a.optionId ?? null) === (b.optionId ?? null);

// Checked by hand: this runs in the root layout of every page, where a schema library would be 30 kB for two fields.
const positiveInteger = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
function storedItem(entry: unknown): GuestCartItem | null {
  if (!entry || typeof entry !== 'object') return null;
  const { productId, optionId, quantity } = entry as Record<string, unknown>;
  if (!positiveInteger(productId) || !positiveInteger(quantity)) return null;
  return { productId, optionId: positiveInteger(optionId) ? optionId : null, quantity };
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
    if (item) items = addItem(items, item, item.quantity);
  }
  return items.slice(0, MAX_CART_LINES);
}

export function serializeGuestCart(items: GuestCartItem[]): string {
  return JSON.stringify(items);
}

/** Adding a coffee already in the cart in the same grind and size adds to its quantity (capped at 99). */
export function addItem(items: GuestCartItem[], line: LineRef, quantity: number): GuestCartItem[] {
  if (!Number.isInteger(quantity) || quantity <= 0) return items;
  const existing = items.find((item) => sameLine(item, line));
  if (existing)
    return items.map((item) =>
      sameLine(item, line) ? { ...item, quantity: Math.min(MAX_LINE_QUANTITY, item.quantity + quantity) } : item,
    );
  if (items.length >= MAX_CART_LINES) return items;
  const added = { productId: line.productId, optionId: line.optionId ?? null };
  return [...items, { ...added, quantity: Math.min(MAX_LINE_QUANTITY, quantity) }];
}

/** Setting a quantity of 0 or less removes the line. */
export function setQuantity(items: GuestCartItem[], line: LineRef, quantity: number): GuestCartItem[] {
  if (!Number.isFinite(quantity) || quantity <= 0) return removeItem(items, line);
  const next = Math.min(MAX_LINE_QUANTITY, Math.trunc(quantity));
  return items.map((item) => (sameLine(item, line) ? { ...item, quantity: next } : item));
}

export function removeItem(items: GuestCartItem[], line: LineRef): GuestCartItem[] {
  return items.filter((item) => !sameLine(item, line));
}

export type PricedLine = {
  productId: number;
  /** The grind and size (issue 28); null on a guest line that takes the coffee's default. */
  optionId: number | null;
  grind: string;
  size: string;
  quantity: number;
  name: string;
  priceCents: Cents;
  imageUrl: string | null;
};
export type CatalogueOptionEntry = { id: number; grind: string; size: string; priceCents: Cents };
export type CatalogueEntry = {
  id: number;
  name?: string | null;
  priceCents: Cents;
  imageUrl: string | null;
  /** The active options, the default first. */
  options?: CatalogueOptionEntry[];
};

/**
 * Joins cart lines to the catalogue: lines whose product is not in it are hidden, and so are lines whose option is
 * no longer offered; a product without a name shows 'Unknown Product' at price 0 (spec section 4). A line without
 * an option is priced at the default option.
 */
export function priceLines(items: GuestCartItem[], catalogue: ReadonlyMap<number, CatalogueEntry>): PricedLine[] {
  return items.flatMap((item) => {
    const product = catalogue.get(item.productId);
    if (!product) return [];
    const options = product.options ?? [];
    const option = item.optionId ? options.find((o) => o.id === item.optionId) : options[0];
    if (item.optionId && !option) return [];
    const named = Boolean(product.name);
    return [
      {
        productId: item.productId,
        optionId: item.optionId,
        grind: option?.grind ?? 'whole_bean',
        size: option?.size ?? '12 oz',
        quantity: item.quantity,
        name: named ? product.name! : 'Unknown Product',
        priceCents: named ? (option?.priceCents ?? product.priceCents) : 0,
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
