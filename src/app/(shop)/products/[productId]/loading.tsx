import { Skeleton } from '@/components/ui/skeleton';

export default function ProductLoading() {
  return (
    <div role="status" aria-label="Loading product" className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <Skeleton className="h-5 w-32" />
      <div className="mt-6 grid gap-8 md:grid-cols-2 lg:gap-14">
        <Skeleton className="aspect-[4/3] rounded-2xl" />
        <div className="space-y-5">
          <Skeleton className="h-6 w-24 rounded-full" />
          <Skeleton className="h-12 w-4/5" />
          <Skeleton className="h-9 w-28" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-16 w-full rounded-2xl" />
        </div>
      </div>
    </div>
  );
}
