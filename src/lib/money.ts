/**
 * Exact money arithmetic. Amounts are integer cents everywhere in the code;
 * they become "12.50" strings only at the API edge and "$12.50" only at render.
 */

export type Cents = number;

function assertCents(value: number): asserts value is Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of cents: ${value}`);
}

/** 1250 → "12.50", -5 → "-0.05". */
export function centsToDecimal(cents: Cents): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const DECIMAL = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/;

/** "12.5" → 1250. Returns null for anything that is not a plain decimal with at most two places. */
export function decimalToCents(value: string): Cents | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, minus, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return minus ? -cents : cents;
}

export function lineTotal(unitPrice: Cents, quantity: number): Cents {
  assertCents(unitPrice);
  assertCents(quantity);
  const total = unitPrice * quantity;
  assertCents(total);
  return total;
}

export function sumCents(values: Iterable<Cents>): Cents {
  let total = 0;
  for (const value of values) {
    assertCents(value);
    total += value;
  }
  assertCents(total);
  return total;
}

/** Exact cents of any size → "12.50". */
export function bigCentsToDecimal(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** total / count rounded half-up to the cent, in integer arithmetic (0 when there is nothing to divide). */
export function averageCents(total: bigint, count: bigint): bigint {
  if (count <= 0n) return 0n;
  return (2n * total + count) / (2n * count);
}

/** Order statistics as dollar strings; the average is over the orders that count as revenue (not cancelled). */

/** An amount in `parts` equal shares to the cent; the remainder cents go on the first share (1000 / 3 → 334, 333, 333). */
export function splitEvenly(total: Cents, parts: number): Cents[] {
  assertCents(total);
  if (!Number.isSafeInteger(parts) || parts < 1) throw new RangeError(`Cannot split into ${parts} parts`);
  const share = Math.floor(total / parts);
  return Array.from({ length: parts }, (_, index) => (index === 0 ? total - share * (parts - 1) : share));
}
