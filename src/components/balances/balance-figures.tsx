import { Skeleton } from '@/components/ui/skeleton';
import { formatCents } from '@/lib/format';
import type { BalanceFigures as Figures } from '@/lib/contracts/balances';
import { cn } from '@/lib/utils';

const FIGURES = [
  { key: 'orderedCents', label: 'In orders' },
  { key: 'collectedCents', label: 'Paid' },
  { key: 'outstandingCents', label: 'Outstanding' },
] as const;

/** In orders (ordered), paid (the ledger's sum) and outstanding side by side; skeletons until `figures` arrive. */
export function BalanceFigures({ figures, className }: { figures: Figures | undefined; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-3 gap-3', className)}>
      {FIGURES.map(({ key, label }) => (
        <div key={key} className="rounded-xl border bg-card p-3 sm:p-4">
          <dt className="text-xs font-medium text-muted-foreground sm:text-sm">{label}</dt>
          <dd
            className={cn(
              'mt-1 text-base font-semibold tabular-nums sm:text-2xl',
              key === 'outstandingCents' && figures && figures.outstandingCents > 0 && 'text-destructive',
            )}
          >
            {figures ? formatCents(figures[key]) : <Skeleton className="h-7 w-20" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
