import { describe, expect, it } from 'vitest';
import {
  cataloguePath,
  filterChipLabel,
  filterChoices,
  filterCoffees,
  filtersKey,
  matchesFilters,
  parseCatalogueFilters,
  parseFiltersKey,
  slugify,
  withoutFilter,
  type FilterableCoffee,
} from '@/lib/coffee/catalogue-filters';
import { catalogueFilterRewrites } from '@/server/http/catalogue-filter-rewrites.mjs';

const coffees: Array<FilterableCoffee & { name: string }> = [
  { name: 'Yirgacheffe', roastLevel: 1, process: 'Washed', tastingNotes: ['jasmine', 'bergamot', 'lemon drop'] },
  { name: 'Huehuetenango', roastLevel: 3, process: 'Washed', tastingNotes: ['milk chocolate', 'toasted almond'] },
  { name: 'Bluegrass', roastLevel: 3, process: 'Natural and washed', tastingNotes: ['caramel', 'cocoa'] },
  { name: 'Midnight', roastLevel: 5, process: null, tastingNotes: ['dark chocolate', 'molasses', 'smoke'] },
  { name: 'No facts', roastLevel: null, process: null, tastingNotes: [] },
];
const names = (query: string) =>
  filterCoffees(coffees, parseCatalogueFilters(new URLSearchParams(query))).map((c) => c.name);

describe('parseCatalogueFilters', () => {
  it('reads roast levels 1 to 5, processes and notes as slugs, sorted and without repeats', () => {
    const filters = parseCatalogueFilters(
      new URLSearchParams('roast=3&roast=1&roast=3&process=Natural and washed&note=Milk Chocolate&note=cocoa'),
    );
    expect(filters).toEqual({ roast: [1, 3], process: ['natural-and-washed'], note: ['cocoa', 'milk-chocolate'] });
  });

  it('drops what is not a filter value instead of failing', () => {
    const filters = parseCatalogueFilters(
      new URLSearchParams(`roast=0&roast=6&roast=3.5&roast=abc&roast=&process=%20&note=${'x'.repeat(41)}&other=1`),
    );
    expect(filters).toEqual({ roast: [], process: [], note: [] });
  });

  it('takes comma-separated values and Next searchParams arrays, and keeps at most five of a kind', () => {
    expect(parseCatalogueFilters({ note: 'caramel,cocoa', roast: ['2', '4'] })).toEqual({
      roast: [2, 4],
      process: [],
      note: ['caramel', 'cocoa'],
    });
    expect(parseCatalogueFilters({ note: 'a,b,c,d,e,f,g' }).note).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('folds accents and punctuation into slugs', () => {
    expect(slugify('  Crème Brûlée!  ')).toBe('creme-brulee');
    expect(slugify('Swiss Water® decaf')).toBe('swiss-water-decaf');
  });
});

describe('matching', () => {
  it('narrows across kinds and widens within one', () => {
    expect(names('roast=3')).toEqual(['Huehuetenango', 'Bluegrass']);
    expect(names('roast=3&process=washed')).toEqual(['Huehuetenango']);
    expect(names('roast=1&roast=5')).toEqual(['Yirgacheffe', 'Midnight']);
    expect(names('process=washed&process=natural-and-washed')).toEqual(['Yirgacheffe', 'Huehuetenango', 'Bluegrass']);
  });

  it('finds a note by its last words: "chocolate" matches milk and dark chocolate, not "chocolat"', () => {
    expect(names('note=chocolate')).toEqual(['Huehuetenango', 'Midnight']);
    expect(names('note=milk-chocolate')).toEqual(['Huehuetenango']);
    expect(names('note=chocolat')).toEqual([]);
    expect(names('note=chocolate&roast=3')).toEqual(['Huehuetenango']);
  });

  it('leaves out a coffee without the fact filtered on, and keeps every coffee with no filter', () => {
    expect(matchesFilters(coffees[4]!, parseCatalogueFilters({ roast: '3' }))).toBe(false);
    expect(names('')).toHaveLength(coffees.length);
    expect(names('roast=9')).toHaveLength(coffees.length);
  });
});

describe('canonical key and addresses', () => {
  it('round-trips filters through the cached page key', () => {
    const filters = parseCatalogueFilters({ roast: ['3', '2'], process: 'washed', note: ['cocoa', 'caramel'] });
    const key = filtersKey(filters);
    expect(key).toBe('roast.2.3~process.washed~note.caramel.cocoa');
    expect(parseFiltersKey(key)).toEqual(filters);
  });

  it('refuses a key that is not canonical (each set of filters has one cached page)', () => {
    for (const key of ['', 'roast.3.2', 'note.b.a', 'roast.3~roast.4', 'note.cocoa~roast.3', 'roast.9', 'colour.red']) {
      expect(parseFiltersKey(key), key).toBeNull();
    }
  });

  it('builds the address of fewer filters for the remove chips', () => {
    const filters = parseCatalogueFilters({ roast: ['3', '4'], note: 'chocolate' });
    expect(cataloguePath(filters)).toBe('/products?roast=3&roast=4&note=chocolate');
    expect(cataloguePath(withoutFilter(filters, 'roast', 3))).toBe('/products?roast=4&note=chocolate');
    expect(cataloguePath(withoutFilter(withoutFilter(filters, 'roast', 3), 'roast', 4))).toBe(
      '/products?note=chocolate',
    );
    expect(cataloguePath(parseCatalogueFilters({}))).toBe('/products');
  });
});

describe('choices and chips', () => {
  it('offers every roast level and the processes and notes on sale, once each', () => {
    const choices = filterChoices(coffees);
    expect(choices.roast.map((c) => c.label)).toEqual(['Light', 'Medium-light', 'Medium', 'Medium-dark', 'Dark']);
    expect(choices.process).toEqual([
      { value: 'natural-and-washed', label: 'Natural and washed' },
      { value: 'washed', label: 'Washed' },
    ]);
    expect(choices.note.map((c) => c.value)).toContain('milk-chocolate');
    expect(filterChipLabel('roast', 3, choices)).toBe('Roast: Medium');
    expect(filterChipLabel('note', 'chocolate', choices)).toBe('Note: chocolate');
    expect(filterChipLabel('process', 'washed', choices)).toBe('Process: Washed');
  });
});

/**
 * Where Next sends `/products?<query>` with next.config.mjs's rewrites, as its router matches them: the first rule
 * whose every `has` holds, a query value matched against `^value$` (the last one when a parameter repeats), its
 * named groups put into the destination. Null when none applies (plain /products).
 */
function rewrittenPath(query: string): string | null {
  const params = new URLSearchParams(query);
  for (const rule of catalogueFilterRewrites()) {
    const groups: Record<string, string> = {};
    const holds = rule.has.every((condition) => {
      const value = params.getAll(condition.key).at(-1);
      const match = value === undefined ? null : new RegExp(`^${condition.value}$`).exec(value);
      if (match?.groups) Object.assign(groups, match.groups);
      return match !== null;
    });
    if (holds) return rule.destination.replace(/:(\w+)/g, (_, name: string) => groups[name]!);
  }
  return null;
}

describe('the rewrites to the cached filtered pages', () => {
  it('serve a filtered address from the cached page of its filters, whatever the parameter order', () => {
    expect(rewrittenPath('note=chocolate&roast=3&src=qr')).toBe('/products/filtered/roast.3~note.chocolate');
    expect(rewrittenPath('process=natural-and-washed')).toBe('/products/filtered/process.natural-and-washed');
    expect(rewrittenPath('roast=3&process=washed&note=')).toBe('/products/filtered/roast.3~process.washed');
  });

  it('lead only to canonical keys, for every combination of kinds', () => {
    const values = { roast: '2', process: 'washed', note: 'milk-chocolate' } as const;
    for (const rule of catalogueFilterRewrites()) {
      const query = rule.has.map((condition) => `${condition.key}=${values[condition.key as keyof typeof values]}`);
      const target = rewrittenPath(query.join('&'));
      expect(target).toBe(
        rule.destination.replace(/:(\w+)/g, (_, name: string) => values[name as keyof typeof values]),
      );
      expect(parseFiltersKey(target!.replace('/products/filtered/', ''))).not.toBeNull();
    }
  });

  it('ignore a value that is not a filter, and take the last of a repeated one', () => {
    expect(rewrittenPath('roast=7&note=')).toBeNull();
    expect(rewrittenPath('note=Milk%20Chocolate')).toBeNull();
    expect(rewrittenPath(`note=${'x'.repeat(41)}`)).toBeNull();
    expect(rewrittenPath('note=-chocolate')).toBeNull();
    expect(rewrittenPath('roast=9&process=washed')).toBe('/products/filtered/process.washed');
    expect(rewrittenPath('roast=2&roast=4')).toBe('/products/filtered/roast.4');
  });
});
