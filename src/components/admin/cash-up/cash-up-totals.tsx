import { Skeleton } from '@/components/ui/skeleton';
import type { CashFigures } from '@/lib/contracts/cash-up';
import { formatCents } from '@/lib/format';

const FIGURES = [
  { key: 'receivedCents', label: 'Received' },
  { key: 'refundedCents', label: 'Refunded' },
  { key: 'netCents', label: 'Net (cash in hand)' },
] as const;

/** The cash-up's totals for its filters; skeletons until they arrive. */
export function CashUpTotals({ totals }: { totals: CashFigures | undefined }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {FIGURES.map(({ key, label }) => (
        <div key={key} className="rounded-xl border bg-card p-3 sm:p-4">
          <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums">
            {totals ? formatCents(totals[key]) : <Skeleton className="h-7 w-24" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
