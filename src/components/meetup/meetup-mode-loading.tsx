import { Skeleton } from '@/components/ui/skeleton';

/** Meetup mode's shape while it loads. */
export function MeetupModeLoading() {
  return (
    <div role="status" aria-live="polite" className="mx-auto w-full max-w-xl space-y-4 px-4 py-6">
      <p className="sr-only">Loading meetup mode</p>
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-8 w-64 max-w-full" />
      <Skeleton className="h-12 rounded-xl" />
      <Skeleton className="h-14 rounded-xl" />
      <Skeleton className="h-14 rounded-full" />
      <Skeleton className="h-16 rounded-2xl" />
      <Skeleton className="h-16 rounded-2xl" />
    </div>
  );
}
