export type CatalogueFilterRewrite = {
  source: string;
  has: Array<{ type: 'query'; key: string; value: string }>;
  destination: string;
};

export const CATALOGUE_FILTER_PATTERNS: ReadonlyArray<readonly [string, string]>;
export function catalogueFilterRewrites(): CatalogueFilterRewrite[];
