// /products filters (issue 28) as Next rewrites, read by next.config.mjs: `/products?roast=3&note=chocolate` is
// served from the cached page of its filters, `/products/filtered/roast.3~note.chocolate`, with the address kept and
// no code of ours running (a rewrite in the proxy cost the page about half its requests per CPU-second in
// `bench:pages`). Next matches a `has` query value against `^value$` (the last one when a parameter repeats), so each
// kind takes one value here: a roast level 1–5, a process or note in slug form (`natural-and-washed`,
// `milk-chocolate`, at most 40 characters). A value that does not match is ignored, as an absent one. The page
// parses the key with src/lib/coffee/catalogue-filters.ts (one definition of the key); a key that is not canonical is
// a 404.

/** The filter kinds in the key's order, each with the pattern of one value. */
export const CATALOGUE_FILTER_PATTERNS = [
  ['roast', '[1-5]'],
  ['process', '(?=[a-z0-9-]{1,40}$)[a-z0-9]+(?:-[a-z0-9]+)*'],
  ['note', '(?=[a-z0-9-]{1,40}$)[a-z0-9]+(?:-[a-z0-9]+)*'],
];

/** Every non-empty subset of the kinds, the largest first, each subset in the key's order. */
function kindSubsets() {
  const kinds = CATALOGUE_FILTER_PATTERNS.map(([name]) => name);
  const subsets = [];
  for (let mask = (1 << kinds.length) - 1; mask > 0; mask -= 1) {
    subsets.push(kinds.filter((_, index) => mask & (1 << index)));
  }
  return subsets.sort((a, b) => b.length - a.length);
}

/** The `beforeFiles` rewrites: one per combination of kinds present, the most specific first (Next takes the first). */
export function catalogueFilterRewrites() {
  const patterns = Object.fromEntries(CATALOGUE_FILTER_PATTERNS);
  return kindSubsets().map((kinds) => ({
    source: '/products',
    has: kinds.map((name) => ({ type: 'query', key: name, value: `(?<${name}>${patterns[name]})` })),
    destination: `/products/filtered/${kinds.map((name) => `${name}.:${name}`).join('~')}`,
  }));
}
