import { Skeleton } from '@/components/ui/skeleton';

export default function OrderLoading() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12" aria-busy="true" aria-label="Loading your order">
      <Skeleton className="h-4 w-32" />
      <Skeleton className="mt-3 h-8 w-64 max-w-full" />
      <div className="mt-6 grid gap-5 md:grid-cols-2">
        <Skeleton className="h-48 rounded-2xl" />
        <Skeleton className="h-48 rounded-2xl" />
      </div>
    </div>
  );
}
