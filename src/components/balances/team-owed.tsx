import { HeartHandshake } from 'lucide-react';
import { formatCents } from '@/lib/format';

/** What the campaign owes its team (issue 14): the team's share of every bag on its non-cancelled orders. */
export function TeamOwed({ cents }: { cents: number }) {
  return (
    <dl className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-primary/30 bg-primary/5 p-3 sm:p-4">
      <dt className="flex items-center gap-1.5 text-sm font-medium">
        <HeartHandshake className="size-4 text-primary" aria-hidden="true" />
        Owed to the team
      </dt>
      <dd className="text-base font-semibold tabular-nums sm:text-2xl">{formatCents(cents)}</dd>
    </dl>
  );
}
