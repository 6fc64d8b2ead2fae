import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseFiltersKey } from '@/lib/coffee/catalogue-filters';
import { CataloguePage } from '../../catalogue-page';

/*
 * A filtered /products (`/products?roast=3&note=chocolate`), which a Next rewrite serves from this page's key
 * (`/products/filtered/roast.3~note.chocolate`, src/server/http/catalogue-filter-rewrites.mjs): one cached page per set
 * of filters, rendered on its first visit from the cached catalogue and invalidated with it (public:products).
 */

type Props = { params: Promise<{ filters: string }> };

export function generateStaticParams() {
  return [];
}

export const metadata: Metadata = {
  title: 'Shop Coffee',
  description: 'Steam & Grind coffees by roast level, process and tasting note.',
  // One catalogue for search engines: the filtered views point at it.
  alternates: { canonical: '/products' },
  robots: { index: false, follow: true },
};

export default async function FilteredProductsPage({ params }: Props) {
  const filters = parseFiltersKey((await params).filters);
  if (!filters) notFound();
  return <CataloguePage filters={filters} />;
}
