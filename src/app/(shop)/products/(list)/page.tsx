import type { Metadata } from 'next';
import { ProductGrid } from '@/components/products/product-grid';
import { listActiveProducts } from '@/server/db/queries/products';
import { ProductsHeader } from './products-header';

export const metadata: Metadata = {
  title: 'Shop Coffee',
  description: 'Fresh-roasted single origins, blends, espresso and decaf from Steam & Grind, roasted in small batches in Kentucky.',
};

export default async function ProductsPage() {
  const products = await listActiveProducts();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <ProductsHeader />
      <h2 className="sr-only">All coffees</h2>
      <ProductGrid products={products} emptyText="No coffees are available right now. Please check back soon." />
    </div>
  );
}
