import { notFound } from 'next/navigation';
import { orderPagePath } from '@/lib/paths/admin-orders';
import { ORDER_NUMBER_PATTERN } from '@/lib/validation/admin-order-detail';
import { gatePage } from '@/server/auth/page-gate';
import { orderNumberExists } from '@/server/db/queries/admin-order-detail';

/**
 * Answers an unknown order number with a real 404: the check runs here, above this segment's loading.tsx, before
 * the response starts streaming (once a loading state is sent the status is fixed at 200). Only an admin learns
 * whether an order exists; anyone else gets Access Denied (403) from the gate.
 */
export default async function OrderLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ orderNumber: string }>;
}) {
  const { orderNumber } = await params;
  await gatePage('/admin', orderPagePath(orderNumber));
  if (!(ORDER_NUMBER_PATTERN.test(orderNumber) && (await orderNumberExists({ orderNumber })))) {
    notFound();
  }
  return children;
}
