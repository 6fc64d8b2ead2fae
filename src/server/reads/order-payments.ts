import 'server-only';
import type {
  OrderPaymentJson,
  OrderPaymentsResponse,
  PaymentCollectorsResponse,
} from '@/lib/contracts/order-payments';
import { outstandingCents } from '@/lib/payment-ledger';
import { getDb } from '@/server/db';
import {
  getOrderMoney,
  listOrderPayments,
  listPaymentCollectors,
  type OrderPaymentRow,
} from '@/server/db/queries/order-payments';
import { notFound, ORDER_NOT_FOUND } from '@/server/errors';

/** A ledger entry as the API returns it: who collected and who recorded it as `{ id, name }` pairs or null. */
export function orderPaymentJson(row: OrderPaymentRow): OrderPaymentJson {
  return {
    id: row.id,
    orderId: row.orderId,
    amountCents: row.amountCents,
    method: row.method,
    reference: row.reference,
    collectedBy:
      row.collectedByUserId === null ? null : { userId: row.collectedByUserId, displayName: row.collectorName ?? '' },
    receivedAt: row.receivedAt.toISOString(),
    recordedBy: row.recordedById === null ? null : { id: row.recordedById, name: row.recordedByName ?? '' },
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * An order's ledger, newest first, with its figures; 404 for an unknown order. What GET /_api/admin/order/payments
 * answers and the order's page renders first.
 */
export async function readOrderPayments({ orderId }: { orderId: number }): Promise<OrderPaymentsResponse> {
  const db = await getDb();
  return db.transaction(
    async (tx) => {
      const order = await getOrderMoney({ orderId }, tx);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      const payments = await listOrderPayments({ orderId }, tx);
      return {
        payments: payments.map(orderPaymentJson),
        collectedCents: order.collectedCents,
        outstandingCents: outstandingCents(order),
        paymentStatus: order.paymentStatus,
      };
    },
    { accessMode: 'read only', isolationLevel: 'repeatable read' },
  );
}

/**
 * Who may be named as a payment's collector: staff, plus the captain and fundraisers of the campaign when there is
 * one. What the payment-collectors endpoints answer and the order's page renders first.
 */
export async function readPaymentCollectors({
  campaignId,
}: {
  campaignId: number | null;
}): Promise<PaymentCollectorsResponse> {
  return { campaignId, collectors: await listPaymentCollectors({ campaignId: campaignId ?? undefined }) };
}
