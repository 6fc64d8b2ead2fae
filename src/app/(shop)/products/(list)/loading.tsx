import { NeedsJavaScriptNotice } from '@/components/cart/needs-javascript';
import { ProductGridSkeleton } from '@/components/products/product-card-skeleton';
import { ProductsHeader } from './products-header';

// Also what a visitor without JavaScript sees for good: the page streams its coffees in after this skeleton.
export default function ProductsLoading() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <ProductsHeader />
      <NeedsJavaScriptNotice className="mb-8 rounded-lg border bg-muted p-4 text-sm" />
      <ProductGridSkeleton />
    </div>
  );
}
