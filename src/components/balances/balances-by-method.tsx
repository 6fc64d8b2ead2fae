import { formatCents } from '@/lib/format';
import { PAYMENT_METHOD_LABELS } from '@/lib/labels/payment-methods';
import { paymentMethods } from '@/lib/validation/order-payments';
import type { BalancesByMethod as ByMethod } from '@/lib/contracts/balances';
import { cn } from '@/lib/utils';

/** What was paid through each payment method (refunds already taken off); every method, 0 included. */
export function BalancesByMethod({ byMethod, headingId }: { byMethod: ByMethod; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-sm font-semibold">
        Paid by method
      </h3>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
        {paymentMethods.map((method) => (
          <div key={method} className="flex justify-between gap-2 border-b py-1">
            <dt className="text-muted-foreground">{PAYMENT_METHOD_LABELS[method]}</dt>
            <dd className={cn('tabular-nums', byMethod[method] === 0 && 'text-muted-foreground')}>
              {formatCents(byMethod[method])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
