import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { FocusHeading } from '@/components/order-page/focus-heading';
import { orderQrDataUrl } from '@/components/order-page/order-qr';
import {
  OrderLines,
  PaymentSection,
  PickupSummary,
  RoastLine,
  StatusBadge,
  SupportsLine,
} from '@/components/order-page/order-details';
import { OrderPayments } from '@/components/order-page/order-payments';
import { PickupChangeForm } from '@/components/order-page/pickup-change-form';
import { clientIp } from '@/server/http/client-ip';
import { readBuyerOrder } from '@/server/reads/buyer-order';
import { orderPageUrl } from '@/server/services/order-links';
import { orderLinkAllowed, recordOrderLinkMiss } from '@/server/services/order-pickup';

type Props = { params: Promise<{ orderNumber: string }>; searchParams: Promise<{ key?: string | string[] }> };

// Reached only through its secret link: never indexed, and the link is not sent on to pages it links to.
export const metadata: Metadata = {
  title: 'Your order',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

export const dynamic = 'force-dynamic';

const HEADING_ID = 'order-heading';

/**
 * The buyer's order page (`/orders/{orderNumber}?key=`): what they ordered, what they owe and how to pay, where and
 * when to pick up (changeable until the deadline), its status and a QR code of this page to show at the meetup. A
 * wrong, missing or malformed key is the same 404 as an unknown order.
 */
export default async function OrderPage({ params, searchParams }: Props) {
  const [{ orderNumber }, { key: rawKey }] = await Promise.all([params, searchParams]);
  const key = typeof rawKey === 'string' ? rawKey : '';
  // An address whose links keep missing sees every order as not found for a while (keys cannot be guessed here).
  const ip = clientIp({ headers: await headers() });
  if (!orderLinkAllowed(ip)) notFound();
  const order = await readBuyerOrder({ orderNumber, key });
  if (!order) {
    recordOrderLinkMiss(ip);
    notFound();
  }
  const pageUrl = orderPageUrl({ orderNumber: order.orderNumber, accessKey: key });
  const qr = await orderQrDataUrl(pageUrl);

  return (
    // wrap-anywhere: a name without spaces wraps instead of widening the page (issue 26).
    <div className="mx-auto max-w-3xl px-4 py-8 wrap-anywhere sm:px-6 lg:py-12">
      <FocusHeading id={HEADING_ID} />
      <header className="space-y-2">
        <p className="text-sm text-muted-foreground">Thank you, {order.customerFirstName}!</p>
        <h1 id={HEADING_ID} tabIndex={-1} className="text-2xl font-bold break-words outline-none sm:text-3xl">
          Order {order.orderNumber}
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge order={order} />
        </div>
        <SupportsLine order={order} />
        <RoastLine order={order} />
      </header>

      <div className="mt-6 grid gap-5 md:grid-cols-2">
        <PaymentSection order={order} />
        <section aria-labelledby="pickup-heading" className="rounded-2xl border bg-card p-5 shadow-sm">
          <h2 id="pickup-heading" className="text-lg font-semibold">
            Pickup
          </h2>
          <PickupSummary order={order} />
          {order.pickupChangeable ? (
            <PickupChangeForm
              orderNumber={order.orderNumber}
              accessKey={key}
              options={order.pickupOptions}
              current={order.pickup?.id ?? null}
            />
          ) : null}
        </section>
        <OrderLines order={order} />
        <OrderPayments order={order} />
        <section aria-labelledby="qr-heading" className="rounded-2xl border bg-card p-5 text-center shadow-sm">
          <h2 id="qr-heading" className="text-lg font-semibold">
            Show this at pickup
          </h2>
          {/* eslint-disable-next-line @next/next/no-img-element -- a data URL drawn on the server, nothing to optimize */}
          <img
            src={qr}
            alt={`QR code of order ${order.orderNumber}, for the team to scan at pickup`}
            width={220}
            height={220}
            className="mx-auto mt-3 size-56 max-w-full"
          />
          <p className="mt-2 text-sm text-muted-foreground">
            Keep this page: its link is your order&apos;s key. We also sent it by e-mail.
          </p>
        </section>
      </div>
    </div>
  );
}
