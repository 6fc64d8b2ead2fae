import Link from 'next/link';
import type { BuyerOrder } from '@/lib/contracts/order-page';
import { formatCents, formatDate } from '@/lib/format';
import { PAYMENT_METHOD_LABELS } from '@/lib/labels/payment-methods';

/**
 * Issue 29: every payment (and refund) recorded on the order, with, when the campaign names an organisation, the
 * part that paid for the coffee and the part that was a contribution, as each payment's receipt e-mail said.
 */
export function OrderPayments({ order }: { order: BuyerOrder }) {
  if (order.payments.length === 0) return null;
  return (
    <section aria-labelledby="payments-heading" className="rounded-2xl border bg-card p-5 shadow-sm md:col-span-2">
      <h2 id="payments-heading" className="text-lg font-semibold">
        Your payments
      </h2>
      <ul className="mt-3 divide-y text-sm">
        {order.payments.map((payment, index) => (
          <li key={`${payment.receivedAt}-${index}`} className="flex flex-wrap justify-between gap-x-3 gap-y-1 py-2">
            <span className="min-w-0">
              {payment.amountCents < 0 ? 'Refund' : 'Payment'} · {PAYMENT_METHOD_LABELS[payment.method]} ·{' '}
              {formatDate(payment.receivedAt)}
              {payment.split && payment.amountCents > 0 ? (
                <span className="block text-muted-foreground">
                  {formatCents(payment.split.coffeeCents)} for the coffee ·{' '}
                  {formatCents(payment.split.contributionCents)} contribution
                </span>
              ) : null}
            </span>
            <span className="shrink-0 font-medium">{formatCents(payment.amountCents)}</span>
          </li>
        ))}
      </ul>
      {order.payments.some((payment) => payment.split) ? (
        <p className="mt-2 text-xs text-muted-foreground">
          Money pays for the coffee first: what you pay over its fair market value (
          {formatCents(order.fairMarketValueCents)}) is a contribution.
        </p>
      ) : null}
      <p className="mt-2 text-xs">
        <Link href="/orders/statement" className="text-primary underline underline-offset-4">
          Ask for a year-end statement
        </Link>{' '}
        of all your payments.
      </p>
    </section>
  );
}
