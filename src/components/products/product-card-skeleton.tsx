import { Skeleton } from '@/components/ui/skeleton';

export const PRODUCT_SKELETON_COUNT = 6;

export function ProductCardSkeleton() {
  return (
    <div data-testid="product-card-skeleton" className="overflow-hidden rounded-2xl border bg-card">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="space-y-3 p-5">
        <div className="flex justify-between gap-4">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-6 w-14" />
        </div>
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="mt-2 h-9 w-32 rounded-full" />
      </div>
    </div>
  );
}

export function ProductGridSkeleton() {
  return (
    <div role="status" aria-label="Loading products" className="grid gap-6 sm:grid-cols-2 2xl:grid-cols-3">
      {Array.from({ length: PRODUCT_SKELETON_COUNT }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </div>
  );
}
