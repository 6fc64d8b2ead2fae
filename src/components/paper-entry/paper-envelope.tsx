'use client';

import { useId } from 'react';
import { MONEY_INPUT } from '@/components/forms/money-input';
import { Input } from '@/components/ui/input';
import { formatCents } from '@/lib/format';
import { envelopeDifferenceWords, type paperEnvelopeFigures } from '@/lib/forms/paper-entry-form';

type Counted = { cash: string; checks: string };

/** The envelope's counted cash and checks beside the rows' own, and the difference, live and never hidden. */
export function PaperEnvelope({
  counted,
  figures,
  onChange,
}: {
  counted: Counted;
  figures: ReturnType<typeof paperEnvelopeFigures>;
  onChange: (counted: Counted) => void;
}) {
  const id = useId();
  const difference = figures.differenceCents;
  const words = difference === null ? null : envelopeDifferenceWords(difference);
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border bg-card p-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Envelope
      </h2>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:max-w-md">
        <div className="min-w-0 space-y-1">
          <label htmlFor={`${id}-cash`} className="block text-sm font-medium">
            Counted cash ($)
          </label>
          <Input
            id={`${id}-cash`}
            inputMode={MONEY_INPUT.inputMode}
            value={counted.cash}
            onChange={(event) => onChange({ ...counted, cash: event.target.value })}
          />
        </div>
        <div className="min-w-0 space-y-1">
          <label htmlFor={`${id}-checks`} className="block text-sm font-medium">
            Counted checks ($)
          </label>
          <Input
            id={`${id}-checks`}
            inputMode={MONEY_INPUT.inputMode}
            value={counted.checks}
            onChange={(event) => onChange({ ...counted, checks: event.target.value })}
          />
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:max-w-md">
        <dt className="text-muted-foreground">Rows&rsquo; cash</dt>
        <dd className="text-right tabular-nums">{formatCents(figures.rowsCashCents)}</dd>
        <dt className="text-muted-foreground">Rows&rsquo; checks</dt>
        <dd className="text-right tabular-nums">{formatCents(figures.rowsCheckCents)}</dd>
      </dl>
      <p
        aria-live="polite"
        data-testid="envelope-difference"
        className={`mt-3 text-base font-semibold ${words ? 'text-destructive' : ''}`}
      >
        {difference === null
          ? 'Enter the counted amounts in dollars, e.g. 120.00.'
          : words
            ? `The envelope is ${words}.`
            : 'The envelope matches the rows.'}
      </p>
    </section>
  );
}
