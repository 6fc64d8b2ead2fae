import { describe, expect, it } from 'vitest';
import { MAX_GRID_VARIANTS, orderFormCatalogue } from '@/components/order-form/order-form-catalogue';
import type { CatalogueProduct } from '@/server/db/queries/products';

type Option = CatalogueProduct['options'][number];

let nextId = 1;
const option = (grind: Option['grind'], size: string, priceCents: number): Option => ({
  id: nextId++,
  grind,
  size,
  sizeGrams: 340,
  priceCents,
  isActive: true,
});

const coffee = (name: string, options: Option[]) => ({ id: nextId++, name, options }) as unknown as CatalogueProduct;

describe('the paper order form’s codes', () => {
  it('numbers the coffees and gives each kind of bag one letter across them', () => {
    const catalogue = orderFormCatalogue([
      coffee('Kenya', [option('whole_bean', '12 oz', 1950), option('drip', '12 oz', 1950)]),
      coffee('Brazil', [option('drip', '12 oz', 1800), option('whole_bean', '2 lb', 4320)]),
    ]);
    expect(catalogue.variants.map((variant) => [variant.letter, variant.grind, variant.size])).toEqual([
      ['A', 'Whole bean', '12 oz'],
      ['B', 'Drip', '12 oz'],
      ['C', 'Whole bean', '2 lb'],
    ]);
    expect(catalogue.options.map((entry) => [entry.code, entry.priceCents])).toEqual([
      ['1A', 1950],
      ['1B', 1950],
      ['2B', 1800],
      ['2C', 4320],
    ]);
    expect(catalogue.grid).toBe(true);
  });

  it('leaves out a coffee without options and numbers the rest without a gap', () => {
    const catalogue = orderFormCatalogue([
      coffee('Sold out', []),
      coffee('Kenya', [option('espresso', '12 oz', 2000)]),
    ]);
    expect(catalogue.coffees.map((entry) => [entry.number, entry.name])).toEqual([[1, 'Kenya']]);
    expect(catalogue.options[0]!.code).toBe('1A');
  });

  it('lists the bags per coffee once there are more kinds than the grid has columns for', () => {
    const grinds: Option['grind'][] = ['whole_bean', 'drip', 'espresso', 'french_press', 'pour_over', 'cold_brew'];
    const many = grinds.map((grind) => option(grind, '12 oz', 1800));
    expect(orderFormCatalogue([coffee('Six', many)]).grid).toBe(many.length <= MAX_GRID_VARIANTS);
    const more = orderFormCatalogue([coffee('Seven', [...many, option('whole_bean', '2 lb', 4000)])]);
    expect(more.variants).toHaveLength(MAX_GRID_VARIANTS + 1);
    expect(more.grid).toBe(false);
  });
});
