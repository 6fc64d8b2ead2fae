'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';

/** Error state for one page segment: a heading, the spec's text, retry and a way out (no icons: first-load bytes). */
export function SegmentError({
  error,
  reset,
  title,
  message,
  backHref = '/',
  backLabel = 'Back to home',
}: {
  error: Error & { digest?: string };
  reset: () => void;
  title: string;
  message: string;
  backHref?: string;
  backLabel?: string;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="mt-3 text-muted-foreground">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => reset()}>Try Again</Button>
        <Button asChild variant="outline">
          <Link href={backHref}>{backLabel}</Link>
        </Button>
      </div>
    </section>
  );
}
