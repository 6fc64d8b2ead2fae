import type { Metadata } from 'next';
import { NO_FILTERS } from '@/lib/coffee/catalogue-filters';
import { CataloguePage } from './catalogue-page';

export const metadata: Metadata = {
  title: 'Shop Coffee',
  description:
    'Fresh-roasted single origins, blends, espresso and decaf from Steam & Grind, roasted in small batches in Kentucky.',
};

// A filtered address (`/products?roast=3`) is its own cached page: a rewrite in next.config.mjs serves it from filtered/[filters].
export default function ProductsPage() {
  return <CataloguePage filters={NO_FILTERS} />;
}
