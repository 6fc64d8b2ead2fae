import { Skeleton } from '@/components/ui/skeleton';

/** The order page's shape while its data loads. */
export default function OrderLoading() {
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <p className="sr-only">Loading the order</p>
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-9 w-72 max-w-full" />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Skeleton className="h-56 rounded-xl" />
          <Skeleton className="h-48 rounded-xl" />
        </div>
        <div className="space-y-6">
          <Skeleton className="h-40 rounded-xl" />
          <Skeleton className="h-56 rounded-xl" />
        </div>
      </div>
    </div>
  );
}
