import { decimalToCents, type Cents } from '@/lib/money';

/**
 * Profit margin (price − cost) / price as a percent with one decimal ("60.0%"), or 'N/A' when the price is 0.
 * Integer arithmetic on cents, rounded half away from zero, so the text never carries float noise.
 */
export function profitMargin(priceCents: Cents, costCents: Cents): string {
  if (priceCents <= 0) return 'N/A';
  const tenths = BigInt(priceCents - costCents) * 1000n;
  const price = BigInt(priceCents);
  const negative = tenths < 0n;
  const abs = negative ? -tenths : tenths;
  let quotient = abs / price;
  if ((abs % price) * 2n >= price) quotient += 1n;
  const sign = negative && quotient > 0n ? '-' : '';
  return `${sign}${quotient / 10n}.${quotient % 10n}%`;
}

/** The margin of an admin API product, whose money is "12.50" text. */
export function profitMarginOf(product: { price: string; cost: string }): string {
  const price = decimalToCents(product.price);
  const cost = decimalToCents(product.cost);
  return price === null || cost === null ? 'N/A' : profitMargin(price, cost);
}
