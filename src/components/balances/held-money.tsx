import Link from 'next/link';
import type { HeldMoney as Held, UnsettledOrder } from '@/lib/contracts/balances';
import { formatCents } from '@/lib/format';
import { orderPagePath } from '@/lib/paths/admin-orders';
import { cn } from '@/lib/utils';

/**
 * Money on cancelled orders (issue 26), which "Paid" does not count: kept on purpose, and still held until someone
 * records the refund or says it is kept. Shown only when there is some. `ordersHref` (admin) links to the orders list
 * filtered to the unsettled ones; `orders` names them (each a link to its page when `linkOrders`).
 */
export function HeldMoney({
  held,
  orders,
  ordersHref,
  linkOrders = false,
  className,
}: {
  held: Held;
  orders?: UnsettledOrder[];
  ordersHref?: string;
  linkOrders?: boolean;
  className?: string;
}) {
  if (held.keptCents === 0 && held.unsettledCents === 0 && held.unsettledOrderCount === 0) return null;
  const unsettled = held.unsettledOrderCount;
  return (
    <section aria-label="Money on cancelled orders" className={cn('space-y-2 rounded-xl border p-3 sm:p-4', className)}>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div className="flex justify-between gap-2">
          <dt className="text-muted-foreground">Kept from cancelled orders</dt>
          <dd className="font-semibold tabular-nums">{formatCents(held.keptCents)}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className={cn('text-muted-foreground', unsettled > 0 && 'font-medium text-destructive')}>
            Cancelled orders still holding money
          </dt>
          <dd className={cn('font-semibold tabular-nums', unsettled > 0 && 'text-destructive')}>
            {formatCents(held.unsettledCents)}
          </dd>
        </div>
      </dl>
      {unsettled > 0 ? (
        <div className="space-y-1 text-sm">
          <p>
            {unsettled === 1 ? '1 cancelled order holds' : `${unsettled} cancelled orders hold`} money nobody has
            refunded or marked as kept.
            {ordersHref ? (
              <>
                {' '}
                <Link href={ordersHref} className="font-medium underline underline-offset-2">
                  Show {unsettled === 1 ? 'it' : 'them'} in Orders
                </Link>
              </>
            ) : null}
          </p>
          {orders && orders.length > 0 ? (
            <ul className="space-y-0.5">
              {orders.map((order) => (
                <li key={order.orderId} className="flex flex-wrap justify-between gap-x-3 break-words">
                  <span>
                    {linkOrders ? (
                      <Link href={orderPagePath(order.orderNumber)} className="underline underline-offset-2">
                        {order.orderNumber}
                      </Link>
                    ) : (
                      order.orderNumber
                    )}{' '}
                    <span className="text-muted-foreground">{order.customerName}</span>
                  </span>
                  <span className="tabular-nums">{formatCents(order.collectedCents)}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
