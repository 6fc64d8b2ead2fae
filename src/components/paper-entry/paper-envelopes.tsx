import { formatCents, formatDateTime } from '@/lib/format';
import { envelopeDifferenceWords } from '@/lib/forms/paper-entry-form';

export type PaperEnvelopeRow = {
  id: number;
  createdAt: Date;
  sellerName: string;
  cashCents: number;
  checkCents: number;
  rowsCashCents: number;
  rowsCheckCents: number;
  differenceCents: number;
  orders: number;
  enteredByName: string;
};

/**
 * The envelopes already typed in (issue 29), newest first: the organisers' "oops list" — an envelope whose money did
 * not match its rows keeps saying so here after it was saved, never hidden.
 */
export function PaperEnvelopes({ envelopes }: { envelopes: PaperEnvelopeRow[] }) {
  const mismatched = envelopes.filter((envelope) => envelope.differenceCents !== 0).length;
  return (
    <section aria-labelledby="paper-envelopes-title" className="mx-auto w-full max-w-6xl px-4 pb-10 sm:px-6 lg:px-8">
      <h2 id="paper-envelopes-title" className="text-lg font-semibold">
        Envelopes typed in
      </h2>
      {envelopes.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">
          None yet. An envelope counted on this screen is listed here once it is saved.
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted-foreground">
            {mismatched === 0
              ? 'Every envelope matched its forms.'
              : `${mismatched} ${mismatched === 1 ? 'envelope does' : 'envelopes do'} not match their forms.`}
          </p>
          <ul className="mt-3 space-y-2">
            {envelopes.map((envelope) => {
              const words = envelopeDifferenceWords(envelope.differenceCents);
              return (
                <li key={envelope.id} className="min-w-0 rounded-xl border bg-card p-3 text-sm">
                  <p className="font-medium wrap-anywhere">
                    {envelope.sellerName} · {envelope.orders} {envelope.orders === 1 ? 'order' : 'orders'}
                  </p>
                  <p className="wrap-anywhere text-muted-foreground">
                    {formatDateTime(envelope.createdAt)} · typed in by {envelope.enteredByName}
                  </p>
                  <p className="tabular-nums">
                    Counted {formatCents(envelope.cashCents + envelope.checkCents)} (cash{' '}
                    {formatCents(envelope.cashCents)}, checks {formatCents(envelope.checkCents)}) · forms{' '}
                    {formatCents(envelope.rowsCashCents + envelope.rowsCheckCents)}
                  </p>
                  <p className={words ? 'font-semibold text-destructive' : 'text-muted-foreground'}>
                    {words ? `Short or over: ${words}` : 'Matches its forms'}
                  </p>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
