import { formatCents } from '@/lib/format';
import type { SavedEnvelope } from './use-paper-entry';

/** What the last save created: each order's number and total, and the rows left out as likely duplicates. */
export function PaperSaved({ saved }: { saved: SavedEnvelope }) {
  return (
    <section
      aria-label="Saved orders"
      className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950"
    >
      <h2 className="text-lg font-semibold">
        {saved.orders.length} {saved.orders.length === 1 ? 'order' : 'orders'} saved for {saved.sellerName}
      </h2>
      <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
        {saved.orders.map((order) => (
          <li key={order.orderId} className="flex justify-between gap-3 tabular-nums">
            <span>{order.orderNumber}</span>
            <span>{formatCents(order.totalCents)}</span>
          </li>
        ))}
      </ul>
      {saved.leftOut.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm">
          {saved.leftOut.map((left) => (
            <li key={left.row}>
              Row {left.row} left out: it looks like order {left.orderNumber}.
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
