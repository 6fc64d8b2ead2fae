import { Skeleton } from '@/components/ui/skeleton';

/** The plan page's shape while it loads. */
export function CampaignPlanLoading({ label = 'Loading the campaign plan' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6 lg:py-12">
      <p className="sr-only">{label}</p>
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-9 w-72 max-w-full" />
      <Skeleton className="h-64 rounded-xl" />
      <Skeleton className="h-40 rounded-xl" />
    </div>
  );
}
