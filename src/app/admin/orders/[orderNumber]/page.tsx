import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OrderDetailView } from '@/components/admin/orders/detail/order-detail-view';
import { orderPagePath } from '@/lib/paths/admin-orders';
import { ORDER_NUMBER_PATTERN } from '@/lib/validation/admin-order-detail';
import { gatePage } from '@/server/auth/page-gate';
import { listPaymentCollectors } from '@/server/db/queries/order-payments';
import { readAdminOrderDetail } from '@/server/reads/admin-order-detail';
import { loadOrderPayments } from '@/server/services/order-payments';

type Props = { params: Promise<{ orderNumber: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { orderNumber } = await params;
  return {
    title: ORDER_NUMBER_PATTERN.test(orderNumber) ? `Order ${orderNumber}` : 'Order Not Found',
    robots: { index: false },
  };
}

/** /admin/orders/[orderNumber]: one order for an admin. The page gates itself (a layout's gate never protects it). */
export default async function AdminOrderPage({ params }: Props) {
  const { orderNumber } = await params;
  await gatePage('/admin', orderPagePath(orderNumber));
  const detail = ORDER_NUMBER_PATTERN.test(orderNumber) ? await readAdminOrderDetail({ orderNumber }) : null;
  if (!detail) notFound();
  const campaignId = detail.order.campaign?.id ?? null;
  const [payments, collectors] = await Promise.all([
    loadOrderPayments({ orderId: detail.order.id }),
    listPaymentCollectors({ campaignId: campaignId ?? undefined }),
  ]);
  return <OrderDetailView initial={detail} payments={payments} collectors={{ campaignId, collectors }} />;
}
