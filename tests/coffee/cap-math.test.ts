import { describe, expect, it } from 'vitest';
import { gramsToPounds, poundsToGrams, remainingBags } from '@/lib/coffee/cap-math';
import { productFormSchema, productToFormValues } from '@/lib/forms/admin-product-form';

describe('batch limit arithmetic', () => {
  it('the tighter of the bag and gram limits, in default-size bags, floored and never below zero', () => {
    const cap = { maxBags: 10, maxGrams: 3400, soldBags: 3, soldGrams: 2154 };
    expect(remainingBags(cap, 340)).toBe(3);
    expect(remainingBags({ ...cap, maxGrams: null }, 340)).toBe(7);
    expect(remainingBags({ ...cap, maxBags: null }, 907)).toBe(1);
    expect(remainingBags({ ...cap, soldBags: 12 }, 340)).toBe(0);
    expect(remainingBags({ ...cap, maxBags: null }, null)).toBeNull();
    expect(remainingBags({ maxBags: null, maxGrams: null, soldBags: 0, soldGrams: 0 }, 340)).toBeNull();
  });

  it('pounds become whole grams and read back as pounds', () => {
    expect(poundsToGrams(1)).toBe(454);
    expect(poundsToGrams(10)).toBe(4536);
    expect(gramsToPounds(4536)).toBe('10');
    expect(gramsToPounds(9072)).toBe('20');
  });
});

describe('the product dialog’s Roasting and limits', () => {
  const values = () => ({ ...productToFormValues(null), name: 'Lot', options: productToFormValues(null).options });
  const withPrice = () => {
    const form = values();
    form.options = form.options.map((option) => ({ ...option, price: '18.00', cost: '6.00' }));
    return form;
  };

  it('sends shrinkage as a percentage and the shop cap in bags and grams (typed in pounds)', () => {
    const parsed = productFormSchema.parse({
      ...withPrice(),
      shrinkagePercent: '12.5',
      shopCapBags: '',
      shopCapPounds: '10',
    });
    expect(parsed).toMatchObject({ shrinkagePercent: 12.5, shopRoastDayCap: { maxBags: null, maxGrams: 4536 } });
    const empty = productFormSchema.parse({ ...withPrice(), shrinkagePercent: '', shopCapBags: '', shopCapPounds: '' });
    expect(empty).toMatchObject({ shrinkagePercent: 15, shopRoastDayCap: null });
  });

  it('refuses shrinkage above 50 %, with two decimals, and pounds that are not a number', () => {
    for (const shrinkagePercent of ['50.5', '12.25', 'abc'])
      expect(productFormSchema.safeParse({ ...withPrice(), shrinkagePercent }).success).toBe(false);
    expect(productFormSchema.safeParse({ ...withPrice(), shopCapPounds: 'ten' }).success).toBe(false);
    expect(productFormSchema.safeParse({ ...withPrice(), shopCapBags: '2.5' }).success).toBe(false);
  });
});
