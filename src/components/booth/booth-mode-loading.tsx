import { Skeleton } from '@/components/ui/skeleton';

/** Booth mode's shape while it loads. */
export function BoothModeLoading() {
  return (
    <div role="status" aria-live="polite" className="mx-auto w-full max-w-xl space-y-4 px-4 py-6">
      <p className="sr-only">Loading booth mode</p>
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-8 w-64 max-w-full" />
      <Skeleton className="h-24 rounded-xl" />
      <Skeleton className="h-16 rounded-xl" />
      <Skeleton className="h-16 rounded-xl" />
      <Skeleton className="h-14 rounded-full" />
    </div>
  );
}
