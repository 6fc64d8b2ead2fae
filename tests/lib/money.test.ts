import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents } from '@/lib/format';
import { centsToDecimal, decimalToCents, lineTotal, sumCents } from '@/lib/money';

describe('money', () => {
  it('formats cents as exact decimal strings', () => {
    expect(centsToDecimal(1250)).toBe('12.50');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(-105)).toBe('-1.05');
    expect(centsToDecimal(123456789)).toBe('1234567.89');
  });

  it('parses decimal strings without float error', () => {
    expect(decimalToCents('12.5')).toBe(1250);
    expect(decimalToCents('0.1')).toBe(10);
    expect(decimalToCents('19.99')).toBe(1999);
    expect(decimalToCents(' 7 ')).toBe(700);
    expect(decimalToCents('1.005')).toBeNull();
    expect(decimalToCents('abc')).toBeNull();
    expect(decimalToCents('1e3')).toBeNull();
    expect(decimalToCents('')).toBeNull();
  });

  it('round-trips every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => decimalToCents(centsToDecimal(cents)) === cents),
    );
  });

  it('adds line totals exactly where floats would drift', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004; in cents it is exactly 30.
    expect(sumCents([10, 20])).toBe(30);
    expect(centsToDecimal(sumCents([lineTotal(1999, 3), lineTotal(1, 1)]))).toBe('59.98');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 999 })), { maxLength: 50 }),
        (lines) => {
          const total = sumCents(lines.map(([price, qty]) => lineTotal(price, qty)));
          return Number.isSafeInteger(total) && total === lines.reduce((acc, [price, qty]) => acc + price * qty, 0);
        },
      ),
    );
  });

  it('refuses fractional cents', () => {
    expect(() => centsToDecimal(1.5)).toThrow(RangeError);
    expect(() => lineTotal(100, 1.5)).toThrow(RangeError);
  });

  it('renders USD in en-US', () => {
    expect(formatCents(1250)).toBe('$12.50');
    expect(formatCents(123456)).toBe('$1,234.56');
  });
});
