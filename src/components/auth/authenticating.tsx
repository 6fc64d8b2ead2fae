import { Skeleton } from '@/components/ui/skeleton';

/** Shown while a protected page checks who is signed in. */
export function Authenticating() {
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-5xl space-y-6 px-4 py-12 sm:px-6 lg:px-8">
      <p className="text-sm font-medium text-muted-foreground">Authenticating</p>
      <Skeleton className="h-10 w-64" />
      <div className="grid gap-6 md:grid-cols-2">
        <Skeleton className="h-48 rounded-2xl" />
        <Skeleton className="h-48 rounded-2xl" />
      </div>
    </div>
  );
}
