import { NextResponse, type NextRequest } from 'next/server';
import { filtersKey, hasFilters, parseCatalogueFilters } from '@/lib/coffee/catalogue-filters';

/** The addresses the proxy's matcher sends here: `/products` with at least one filter parameter (src/proxy.ts). */
export const CATALOGUE_FILTER_PARAMS = ['roast', 'process', 'note'] as const;

export function isCatalogueListPath(pathname: string): boolean {
  return pathname === '/products' || pathname === '/products/';
}

/**
 * `/products?roast=3&note=chocolate` is served from the cached page of its canonical filters,
 * `/products/filtered/roast.3~note.chocolate` (a rewrite: the address stays). Values are sorted and invalid ones
 * dropped, so equal filters share one cached page; with none left the plain catalogue answers. Runs no query.
 */
export function rewriteCatalogueFilters(request: NextRequest): NextResponse {
  const filters = parseCatalogueFilters(request.nextUrl.searchParams);
  if (!hasFilters(filters)) return NextResponse.next();
  const target = request.nextUrl.clone();
  target.pathname = `/products/filtered/${filtersKey(filters)}`;
  for (const name of CATALOGUE_FILTER_PARAMS) target.searchParams.delete(name);
  return NextResponse.rewrite(target);
}
