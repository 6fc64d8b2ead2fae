import { describe, expect, it } from 'vitest';
import { parseAdminTab } from '@/components/admin/admin-tabs';
import { profitMargin, profitMarginOf } from '@/components/admin/products/product-math';
import { numericOrZero } from '@/lib/forms/admin-product-form';
import { createProductSchema, moneyToCents } from '@/lib/validation/admin-products';

describe('profit margin', () => {
  it.each([
    [1250, 500, '60.0%'],
    [1999, 725, '63.7%'],
    [300, 100, '66.7%'],
    [300, 200, '33.3%'],
    [1000, 1000, '0.0%'],
    [1000, 0, '100.0%'],
    [1000, 1500, '-50.0%'],
    [3, 2, '33.3%'],
    [8, 7, '12.5%'],
    [16, 15, '6.3%'],
    [2000, 1999, '0.1%'],
    [200000, 199999, '0.0%'],
    [100_000_000, 1, '100.0%'],
  ])('price %i¢, cost %i¢ → %s', (price, cost, expected) => {
    expect(profitMargin(price, cost)).toBe(expected);
  });

  it("is 'N/A' when the price is 0", () => {
    expect(profitMargin(0, 0)).toBe('N/A');
    expect(profitMargin(0, 500)).toBe('N/A');
    expect(profitMarginOf({ price: '0.00', cost: '1.00' })).toBe('N/A');
  });

  it('reads the API money strings exactly', () => {
    expect(profitMarginOf({ price: '12.50', cost: '5.00' })).toBe('60.0%');
    expect(profitMarginOf({ price: '0.10', cost: '0.07' })).toBe('30.0%');
  });
});

describe('number fields', () => {
  it('turn an empty or non-numeric entry into 0 and keep numbers as typed', () => {
    expect(numericOrZero('')).toBe('0');
    expect(numericOrZero('  ')).toBe('0');
    expect(numericOrZero('abc')).toBe('0');
    expect(numericOrZero('Infinity')).toBe('0');
    expect(numericOrZero('19.99')).toBe('19.99');
    expect(numericOrZero(' 0.10 ')).toBe('0.10');
    expect(numericOrZero('-1')).toBe('-1');
  });

  it('convert to cents exactly or not at all', () => {
    expect(moneyToCents(19.99)).toBe(1999);
    expect(moneyToCents('0.10')).toBe(10);
    expect(moneyToCents(1.005)).toBeNull();
    expect(moneyToCents(Number.NaN)).toBeNull();
    expect(moneyToCents(Number.POSITIVE_INFINITY)).toBeNull();
    expect(moneyToCents(-0.5)).toBeNull();
  });

  it('the form and the handler share one schema: what the dialog sends parses to cents', () => {
    const parsed = createProductSchema.parse({
      name: 'Form Roast',
      description: '',
      price: numericOrZero('19.99'),
      cost: numericOrZero(''),
      category: '',
      imageUrl: null,
    });
    expect(parsed).toEqual({
      name: 'Form Roast',
      description: null,
      priceCents: 1999,
      costCents: 0,
      category: null,
      imageUrl: null,
      isActive: true,
    });
  });
});

describe('dashboard tabs', () => {
  it('open the tab named in ?tab=, else Overview', () => {
    expect(parseAdminTab('products')).toBe('products');
    expect(parseAdminTab(['products', 'overview'])).toBe('products');
    expect(parseAdminTab('overview')).toBe('overview');
    expect(parseAdminTab('orders')).toBe('orders');
    expect(parseAdminTab('users')).toBe('users');
    expect(parseAdminTab('campaigns')).toBe('campaigns');
    expect(parseAdminTab('settings')).toBe('overview');
    expect(parseAdminTab('')).toBe('overview');
    expect(parseAdminTab(undefined)).toBe('overview');
    expect(parseAdminTab(null)).toBe('overview');
  });
});
