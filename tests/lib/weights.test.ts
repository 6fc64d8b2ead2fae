import { describe, expect, it } from 'vitest';
import { formatKilograms, formatPounds, greenGramsFor, kilogramsText, poundsText } from '@/lib/coffee/weights';

describe('coffee weights', () => {
  it('rounds green coffee up to the gram: roasted ÷ (1 − shrinkage)', () => {
    expect(greenGramsFor(1700)).toBe(2000); // 15 % by default, exact
    expect(greenGramsFor(1927, 200)).toBe(2409); // 2,408.75
    expect(greenGramsFor(1, 150)).toBe(2); // 1.18 → never short
    expect(greenGramsFor(907, 0)).toBe(907);
    expect(greenGramsFor(0, 500)).toBe(0);
    expect(greenGramsFor(100_000_000, 499)).toBe(199_600_799); // 199,600,798.4
  });

  it('shows grams as pounds and kilograms with two decimals', () => {
    expect(poundsText(907)).toBe('2.00'); // 1.9996
    expect(poundsText(340)).toBe('0.75');
    expect(poundsText(45_359)).toBe('100.00');
    expect(poundsText(0)).toBe('0.00');
    expect(kilogramsText(905)).toBe('0.91');
    expect(kilogramsText(2268)).toBe('2.27');
    expect(formatPounds(1_000_000)).toBe('2,204.62 lb');
    expect(formatKilograms(1_234_560)).toBe('1,234.56 kg');
  });
});
