import { Skeleton } from '@/components/ui/skeleton';

/** The sheet's shape while it loads. */
export function FulfilmentSheetLoading() {
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <p className="sr-only">Loading the fulfilment sheet</p>
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-9 w-72 max-w-full" />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {Array.from({ length: 7 }, (_, index) => (
          <Skeleton key={index} className="h-20 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-40 max-w-md rounded-xl" />
      <Skeleton className="h-64 rounded-xl" />
    </div>
  );
}
