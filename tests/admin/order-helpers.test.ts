import { describe, expect, it } from 'vitest';
import { parseDateBound, startOfZonedDay } from '@/lib/dates';
import { escapeLike } from '@/server/db/queries/list-query';
import { averageCents, bigCentsToDecimal } from '@/lib/money';

describe('New York day bounds', () => {
  it.each([
    [2026, 1, 15, '2026-01-15T05:00:00.000Z'], // EST
    [2026, 7, 4, '2026-07-04T04:00:00.000Z'], // EDT
    [2026, 3, 8, '2026-03-08T05:00:00.000Z'], // DST starts at 2:00 that morning: midnight is still EST
    [2026, 3, 9, '2026-03-09T04:00:00.000Z'],
    [2026, 11, 1, '2026-11-01T04:00:00.000Z'], // DST ends at 2:00 that morning: midnight is still EDT
    [2026, 11, 2, '2026-11-02T05:00:00.000Z'],
  ])('%i-%i-%i starts at %s', (year, month, day, iso) => {
    expect(startOfZonedDay(year, month, day).toISOString()).toBe(iso);
  });

  it('parses plain dates as New York days and date-times as instants; refuses the rest', () => {
    expect(parseDateBound('2026-02-28')).toEqual({ date: new Date('2026-02-28T05:00:00Z'), dateOnly: true });
    expect(parseDateBound('2026-02-28T10:00:00-05:00')).toEqual({
      date: new Date('2026-02-28T15:00:00Z'),
      dateOnly: false,
    });
    for (const bad of ['2026-02-29', '2026-00-10', '26-01-01', '2026-01-01T10:00', 'Jan 1 2026', '1', ''])
      expect(parseDateBound(bad), bad).toBeNull();
  });
});

describe('order money helpers', () => {
  it.each([
    [1000n, 3n, 333n],
    [2000n, 3n, 667n],
    [5n, 2n, 3n],
    [1n, 2n, 1n],
    [1n, 3n, 0n],
    [0n, 0n, 0n],
    [9_007_199_254_740_993n, 1n, 9_007_199_254_740_993n],
  ])('averages %i cents over %i orders as %i cents, rounding half up', (total, count, expected) => {
    expect(averageCents(total, count)).toBe(expected);
  });

  it('formats cents of any size exactly', () => {
    expect(bigCentsToDecimal(0n)).toBe('0.00');
    expect(bigCentsToDecimal(5n)).toBe('0.05');
    expect(bigCentsToDecimal(5998n)).toBe('59.98');
    expect(bigCentsToDecimal(900_719_925_474_099_301n)).toBe('9007199254740993.01');
    expect(bigCentsToDecimal(-105n)).toBe('-1.05');
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(escapeLike('plain')).toBe('plain');
  });
});
