'use client';

import { RecordPaymentDialog } from '@/components/payments/record-payment-dialog';
import { useOrderPayments, usePaymentCollectors } from '@/hooks/api/order-payments';

type Order = { id: number; orderNumber: string };

/**
 * "Record payment" for an order the page knows only by id and number (a row of the orders list): its ledger figures
 * and collectors load first, then the payment dialog opens with what is owed.
 */
export function RecordOrderPayment({ order, onClose }: { order: Order | null; onClose: () => void }) {
  return order ? <LoadedDialog key={order.id} order={order} onClose={onClose} /> : null;
}

function LoadedDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const ledger = useOrderPayments({ orderId: order.id, orderNumber: order.orderNumber });
  const collectors = usePaymentCollectors({ orderIds: [order.id] });
  if (!ledger.data) return null;
  return (
    <RecordPaymentDialog
      open
      onClose={onClose}
      order={order}
      outstandingCents={ledger.data.outstandingCents}
      collectedCents={ledger.data.collectedCents}
      collectors={collectors.data?.collectors}
    />
  );
}
