import { ROAST_LEVELS, ROAST_LEVEL_LABELS } from './options';

/*
 * /products filters (issue 28): roast level, process and tasting note, kept in the address
 * (`/products?roast=3&process=washed&note=chocolate`). Values of one kind widen the choice (roast 2 or 3), kinds narrow
 * it (roast 3 and washed). Invalid values are dropped, never an error. Pure: a Next rewrite serves a filtered address
 * from its cached page (`/products/filtered/<key>`, src/server/http/catalogue-filter-rewrites.mjs: one value of each
 * kind), the page reads the key and filters the cached catalogue with these functions, and the filter form and chips
 * build their links with them. No imports but the coffee constants.
 */

export type CatalogueFilters = { roast: number[]; process: string[]; note: string[] };
export type FilterName = keyof CatalogueFilters;

export const FILTER_NAMES: readonly FilterName[] = ['roast', 'process', 'note'];
/** At most this many values of one kind are kept (a longer list is cut): a bound on the cached pages. */
export const MAX_VALUES_PER_FILTER = 5;
export const MAX_SLUG_LENGTH = 40;
export const NO_FILTERS: CatalogueFilters = { roast: [], process: [], note: [] };

/** "Natural and washed" → "natural-and-washed", "Crème brûlée" → "creme-brulee". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

function valuesOf(params: Params, name: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(name);
  const value = params[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

function uniqueSorted<T extends string | number>(values: T[]): T[] {
  return [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).slice(0, MAX_VALUES_PER_FILTER);
}

function roastValues(raw: string[]): number[] {
  const levels = raw.map((value) => value.trim()).filter((value) => /^[1-5]$/.test(value));
  return uniqueSorted(levels.map(Number).filter((level) => (ROAST_LEVELS as readonly number[]).includes(level)));
}

function slugValues(raw: string[]): string[] {
  // A comma-separated value counts as several (`note=caramel,cocoa`), as a repeated parameter does.
  const slugs = raw.flatMap((value) => value.split(',')).map((value) => slugify(value.slice(0, 200)));
  return uniqueSorted(slugs.filter((slug) => slug.length > 0 && slug.length <= MAX_SLUG_LENGTH));
}

/** The filters of a query string or of Next's `searchParams`; whatever is not a valid value is left out. */
export function parseCatalogueFilters(params: Params): CatalogueFilters {
  return {
    roast: roastValues(valuesOf(params, 'roast')),
    process: slugValues(valuesOf(params, 'process')),
    note: slugValues(valuesOf(params, 'note')),
  };
}

export function hasFilters(filters: CatalogueFilters): boolean {
  return FILTER_NAMES.some((name) => filters[name].length > 0);
}

export function countFilters(filters: CatalogueFilters): number {
  return FILTER_NAMES.reduce((sum, name) => sum + filters[name].length, 0);
}

/** The cached page's path segment: `roast.2.3~process.washed~note.chocolate` (kinds in a fixed order). */
export function filtersKey(filters: CatalogueFilters): string {
  return FILTER_NAMES.filter((name) => filters[name].length > 0)
    .map((name) => [name, ...filters[name]].join('.'))
    .join('~');
}

/** The filters of a key, or null unless it is the canonical key of some filters (anything else is a 404). */
export function parseFiltersKey(key: string): CatalogueFilters | null {
  if (key.length === 0 || key.length > 600) return null;
  const params = new URLSearchParams();
  for (const block of key.split('~')) {
    const [name, ...values] = block.split('.');
    if (!FILTER_NAMES.includes(name as FilterName) || values.length === 0) return null;
    for (const value of values) params.append(name!, value);
  }
  const filters = parseCatalogueFilters(params);
  return filtersKey(filters) === key ? filters : null;
}

/** `/products?roast=3&note=chocolate`: the address of these filters ('/products' for none). */
export function cataloguePath(filters: CatalogueFilters): string {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) for (const value of filters[name]) params.append(name, String(value));
  const query = params.toString();
  return query ? `/products?${query}` : '/products';
}

export function withoutFilter(filters: CatalogueFilters, name: FilterName, value: string | number): CatalogueFilters {
  return { ...filters, [name]: (filters[name] as Array<string | number>).filter((kept) => kept !== value) };
}

/** The facts a coffee is filtered by (CatalogueProduct has them). */
export type FilterableCoffee = { roastLevel: number | null; process: string | null; tastingNotes: string[] };

/** A note filter matches a note of the same words or one that ends in them: "chocolate" finds "dark chocolate". */
function noteMatches(note: string, wanted: string): boolean {
  const words = `-${slugify(note)}-`;
  return words.includes(`-${wanted}-`);
}

export function matchesFilters(coffee: FilterableCoffee, filters: CatalogueFilters): boolean {
  if (filters.roast.length > 0 && !(coffee.roastLevel !== null && filters.roast.includes(coffee.roastLevel)))
    return false;
  if (filters.process.length > 0 && !(coffee.process !== null && filters.process.includes(slugify(coffee.process))))
    return false;
  if (
    filters.note.length > 0 &&
    !filters.note.some((wanted) => coffee.tastingNotes.some((n) => noteMatches(n, wanted)))
  )
    return false;
  return true;
}

export function filterCoffees<T extends FilterableCoffee>(coffees: T[], filters: CatalogueFilters): T[] {
  return hasFilters(filters) ? coffees.filter((coffee) => matchesFilters(coffee, filters)) : coffees;
}

export type FilterChoice = { value: string; label: string };
export type FilterChoices = { roast: FilterChoice[]; process: FilterChoice[]; note: FilterChoice[] };

function distinct(texts: string[]): FilterChoice[] {
  const byValue = new Map<string, string>();
  for (const text of texts) {
    const value = slugify(text);
    if (value && value.length <= MAX_SLUG_LENGTH && !byValue.has(value)) byValue.set(value, text.trim());
  }
  return [...byValue].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}

/** What the form offers: every roast level, and the processes and notes of the coffees on sale. */
export function filterChoices(coffees: FilterableCoffee[]): FilterChoices {
  return {
    roast: ROAST_LEVELS.map((level) => ({ value: String(level), label: ROAST_LEVEL_LABELS[level]! })),
    process: distinct(coffees.flatMap((coffee) => (coffee.process ? [coffee.process] : []))),
    note: distinct(coffees.flatMap((coffee) => coffee.tastingNotes)),
  };
}

const KIND_LABELS: Record<FilterName, string> = { roast: 'Roast', process: 'Process', note: 'Note' };

/** "Roast: Medium", "Process: Washed", "Note: chocolate": a chip's text (a value no coffee has keeps its words). */
export function filterChipLabel(name: FilterName, value: string | number, choices: FilterChoices): string {
  const known = choices[name].find((choice) => choice.value === String(value));
  return `${KIND_LABELS[name]}: ${known?.label ?? String(value).replace(/-/g, ' ')}`;
}
