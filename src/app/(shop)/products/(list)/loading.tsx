import { ProductGridSkeleton } from '@/components/products/product-card-skeleton';
import { ProductsHeader } from './products-header';

export default function ProductsLoading() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <ProductsHeader />
      <ProductGridSkeleton />
    </div>
  );
}
