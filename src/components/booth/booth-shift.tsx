'use client';

import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { useBoothShift, type BoothScope } from '@/hooks/api/booth-sales';
import { errorMessage } from '@/lib/api-client';
import { formatCents, formatTime } from '@/lib/format';
import { PAYMENT_METHOD_LABELS } from '@/lib/labels/payment-methods';
import type { BoothShift } from '@/lib/contracts/staff-orders';
import type { PaymentMethod } from '@/lib/validation/order-payments';
import { splitText } from './split-text';

const bagsText = (bags: number) => (bags === 1 ? '1 bag' : `${bags} bags`);

/** "This shift": today's booth sales, newest first, with the shift's total, money by method and per seller. */
export function BoothShiftPanel({ scope, campaignId }: { scope: BoothScope; campaignId: number }) {
  const shift = useBoothShift(scope, campaignId);
  return (
    <section aria-labelledby="booth-shift" className="mt-8" aria-busy={shift.isFetching}>
      <h2 id="booth-shift" className="text-lg font-semibold">
        This shift
      </h2>
      {shift.isError ? (
        <ErrorAlert
          title="Could not load this shift's sales"
          message={errorMessage(shift.error, 'Please try again in a moment.')}
          actions={
            <Button type="button" variant="outline" className="h-11" onClick={() => shift.refetch()}>
              Try again
            </Button>
          }
        />
      ) : !shift.data ? (
        <p role="status">Loading this shift…</p>
      ) : (
        <ShiftFigures shift={shift.data} />
      )}
    </section>
  );
}

function ShiftFigures({ shift }: { shift: BoothShift }) {
  const { totals } = shift;
  if (totals.salesCount === 0) return <p className="mt-1 text-muted-foreground">No booth sales yet today.</p>;
  const methods = (Object.entries(totals.byMethod) as Array<[PaymentMethod, number]>).filter(([, cents]) => cents);
  return (
    <>
      <div className="mt-2 rounded-2xl border bg-card p-4" aria-label="Shift total">
        <p className="text-sm text-muted-foreground">
          {totals.salesCount === 1 ? '1 sale' : `${totals.salesCount} sales`} · {bagsText(totals.bags)}
        </p>
        <p className="text-3xl font-semibold tabular-nums">Shift total {formatCents(totals.totalCents)}</p>
        {methods.length > 0 ? (
          <p className="mt-1 text-sm">
            {methods.map(([method, cents]) => `${PAYMENT_METHOD_LABELS[method]} ${formatCents(cents)}`).join(' · ')}
          </p>
        ) : null}
        {totals.collectedCents < totals.totalCents ? (
          <p className="mt-1 text-sm font-medium text-destructive">
            Still to collect: {formatCents(totals.totalCents - totals.collectedCents)}
          </p>
        ) : null}
        <ul className="mt-3 space-y-1 text-sm" aria-label="Credit per seller">
          {totals.perSeller.map((seller) => (
            <li key={seller.subAccountId ?? 'team'} className="flex justify-between gap-3">
              <span className="min-w-0 wrap-anywhere">{seller.sellerName ?? 'The team'}</span>
              <span className="font-medium tabular-nums">{formatCents(seller.totalCents)}</span>
            </li>
          ))}
        </ul>
      </div>
      <ol className="mt-3 space-y-2" aria-label="Sales this shift">
        {shift.sales.map((sale) => (
          <li key={sale.key} className="rounded-xl border bg-card p-3">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="text-sm text-muted-foreground">
                {formatTime(sale.recordedAt)} · {bagsText(sale.bags)}
                {sale.giftCents ? ` + ${formatCents(sale.giftCents)} gift` : ''}
                {sale.methods.length ? ` · ${sale.methods.map((m) => PAYMENT_METHOD_LABELS[m]).join(', ')}` : ''}
              </span>
              <span className="font-semibold tabular-nums">{formatCents(sale.totalCents)}</span>
            </div>
            <p className="text-sm wrap-anywhere">{splitText(sale.shares)}</p>
            {sale.bags > 0 && !sale.handedOut ? <p className="text-sm font-medium">To be picked up</p> : null}
          </li>
        ))}
      </ol>
    </>
  );
}
