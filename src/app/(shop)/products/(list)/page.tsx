import type { Metadata } from 'next';
import { CheckoutForm } from '@/components/cart/checkout-form';
import { ProductGrid } from '@/components/products/product-grid';
import { readCatalogue } from '@/server/cache/public-reads';
import { CartPlaceholder } from './cart-placeholder';
import { LazyCartSidebar } from './lazy-cart-sidebar';
import { ProductsHeader } from './products-header';

export const metadata: Metadata = {
  title: 'Shop Coffee',
  description:
    'Fresh-roasted single origins, blends, espresso and decaf from Steam & Grind, roasted in small batches in Kentucky.',
};

export default async function ProductsPage() {
  const products = await readCatalogue();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <ProductsHeader />
      <div className="grid items-start gap-8 lg:grid-cols-[1fr_22rem] xl:grid-cols-[1fr_24rem]">
        <div>
          <h2 className="sr-only">All coffees</h2>
          <ProductGrid
            products={products}
            withAddToCart
            emptyText="No coffees are available right now. Please check back soon."
          />
        </div>
        <aside aria-label="Cart and checkout" className="min-w-0 space-y-6 lg:sticky lg:top-24">
          <LazyCartSidebar placeholder={<CartPlaceholder />} />
          <CheckoutForm />
        </aside>
      </div>
    </div>
  );
}
