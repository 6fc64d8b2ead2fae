'use client';

import { Button } from '@/components/ui/button';

/**
 * The global error screen (spec section 2): 'Something went wrong', logged, Try Again / Reload Page. No icons: the
 * root error boundary and the global one each carry their own copy of this in every page's first load.
 */
export function ErrorScreen({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center" role="alert">
      <p className="text-sm font-semibold tracking-widest text-primary uppercase">Error</p>
      <h1 className="mt-3 text-4xl font-semibold">Something went wrong</h1>
      <p className="mt-4 text-muted-foreground">
        We hit an unexpected problem while loading this page. The error has been logged and we will look into it.
        {error.digest ? <span className="mt-2 block text-xs">Reference: {error.digest}</span> : null}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => reset()}>Try Again</Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Reload Page
        </Button>
      </div>
    </section>
  );
}
