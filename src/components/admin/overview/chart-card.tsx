'use client';

import { RotateCcw, Table2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

export type ChartState = 'loading' | 'error' | 'empty' | 'ready';

/**
 * One Overview chart: its heading, then the drawing (an image with a summary for screen readers) and the same
 * figures as a table, visually hidden until "Show as table" is pressed; or its loading, error or empty state.
 */
export function ChartCard({
  title,
  description,
  state,
  busy,
  summary,
  emptyText,
  onRetry,
  chart,
  table,
  className,
}: {
  title: string;
  description: string;
  state: ChartState;
  /** A new range is loading while the previous one's figures stay on screen. */
  busy?: boolean;
  /** What the drawing shows, in one sentence (its accessible name). */
  summary: string;
  emptyText: string;
  onRetry: () => void;
  chart: React.ReactNode;
  table: React.ReactNode;
  className?: string;
}) {
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={state === 'loading' || busy || undefined}
      className={cn('flex min-w-0 flex-col rounded-2xl border bg-card p-4 shadow-sm sm:p-6', className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h3 id={headingId} className="font-sans text-base font-semibold">
            {title}
          </h3>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        {state === 'ready' ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="aria-pressed:bg-accent"
            aria-pressed={asTable}
            onClick={() => setAsTable(!asTable)}
          >
            <Table2 aria-hidden="true" />
            Show as table
          </Button>
        ) : null}
      </div>
      <div className={cn('mt-4 min-w-0 flex-1', busy && 'opacity-60 transition-opacity')}>
        {state === 'loading' ? (
          <Skeleton className="h-56 w-full rounded-xl" />
        ) : state === 'error' ? (
          <div className="flex h-40 flex-col items-center justify-center gap-3 rounded-xl border border-dashed text-center text-sm text-muted-foreground">
            <p>This chart could not be loaded.</p>
            <Button type="button" variant="outline" size="sm" onClick={onRetry}>
              <RotateCcw aria-hidden="true" />
              Try Again
            </Button>
          </div>
        ) : state === 'empty' ? (
          <p className="flex h-40 items-center justify-center rounded-xl border border-dashed px-4 text-center text-sm text-muted-foreground">
            {emptyText}
          </p>
        ) : (
          <>
            {asTable ? null : (
              <div role="img" aria-label={summary}>
                <div aria-hidden="true">{chart}</div>
              </div>
            )}
            {/* Hidden, the table must not be a scrollable region: nobody could scroll it. */}
            <div className={asTable ? undefined : 'sr-only [&_[data-slot=table-container]]:overflow-visible'}>
              {table}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
