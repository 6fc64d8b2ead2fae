'use client';

import { ChevronRight } from 'lucide-react';
import type { MeetupOrder } from '@/lib/contracts/meetup';
import { formatCents } from '@/lib/format';

/** What a result card says of the order's state, in a word or two. */
function stateText(order: MeetupOrder): string {
  if (order.orderStatus === 'cancelled') return 'Cancelled';
  if (order.handedOut) return 'Handed out';
  return order.outstandingCents > 0 ? `${formatCents(order.outstandingCents)} due` : 'Paid';
}

/** Search results as big cards, each one tap to open. */
export function MeetupResultList({
  orders,
  more,
  onOpen,
}: {
  orders: MeetupOrder[];
  more: boolean;
  onOpen: (order: MeetupOrder) => void;
}) {
  return (
    <>
      <ul className="space-y-2" aria-label="Orders found">
        {orders.map((order) => (
          <li key={order.id}>
            <button
              type="button"
              onClick={() => onOpen(order)}
              className="flex min-h-16 w-full items-center gap-3 rounded-2xl border bg-card p-3 text-left shadow-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <span className="min-w-0 flex-1">
                <span className="block text-base font-semibold wrap-anywhere">{order.buyerName}</span>
                <span className="block text-sm text-muted-foreground">
                  {order.orderNumber} · {order.bagCount} {order.bagCount === 1 ? 'bag' : 'bags'}
                </span>
              </span>
              <span
                className={
                  order.handedOut || order.orderStatus === 'cancelled'
                    ? 'text-sm font-medium text-muted-foreground'
                    : order.outstandingCents > 0
                      ? 'text-sm font-semibold text-amber-800'
                      : 'text-sm font-semibold text-green-800'
                }
              >
                {stateText(order)}
              </span>
              <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      {more ? (
        <p className="mt-3 text-sm text-muted-foreground">More orders match: type more of the name or number.</p>
      ) : null}
    </>
  );
}
