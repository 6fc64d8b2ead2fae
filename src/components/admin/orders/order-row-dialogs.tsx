'use client';

import { useState } from 'react';
import { useUpdateOrderStatus } from '@/hooks/api/admin-orders';
import type { AdminOrder } from '@/lib/contracts/admin-orders';
import type { OrderStatus, PaymentStatus } from '@/lib/validation/admin-orders';
import { CancelOrderDialog } from './cancel-order-dialog';
import { RecordOrderPayment } from './payments/record-order-payment';

type StatusChange = { orderStatus?: OrderStatus } | { paymentStatus?: PaymentStatus };

/**
 * The orders list's row actions that ask first: cancelling (refunded or kept, when the order holds money) and
 * "Record payment…" (the payment dialog, in place of setting Paid). Returns the columns' callbacks and the dialogs.
 */
export function useOrderRowDialogs() {
  const update = useUpdateOrderStatus();
  const [cancelling, setCancelling] = useState<AdminOrder | null>(null);
  const [paying, setPaying] = useState<AdminOrder | null>(null);

  const onChange = (order: AdminOrder, change: StatusChange) =>
    'orderStatus' in change && change.orderStatus === 'cancelled'
      ? setCancelling(order)
      : update.mutate({ orderId: order.id, ...change });

  const dialogs = (
    <>
      <CancelOrderDialog
        order={cancelling}
        busy={update.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={(money) =>
          cancelling &&
          update.mutate(
            { orderId: cancelling.id, orderStatus: 'cancelled', ...money },
            { onSuccess: () => setCancelling(null) },
          )
        }
      />
      <RecordOrderPayment order={paying} onClose={() => setPaying(null)} />
    </>
  );
  return { onChange, onRecordPayment: setPaying, dialogs };
}
