import { Skeleton } from '@/components/ui/skeleton';

/** The paper entry screen's shape while it loads. */
export function PaperEntryLoading() {
  return (
    <div role="status" aria-live="polite" className="mx-auto w-full max-w-6xl space-y-4 px-4 py-6">
      <p className="sr-only">Loading paper orders</p>
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-8 w-64 max-w-full" />
      <Skeleton className="h-11 max-w-sm rounded-lg" />
      <Skeleton className="h-48 rounded-xl" />
      <Skeleton className="h-40 rounded-xl" />
    </div>
  );
}
