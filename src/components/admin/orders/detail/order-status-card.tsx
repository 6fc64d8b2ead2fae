'use client';

import { useState } from 'react';
import { CancelOrderDialog } from '@/components/admin/orders/cancel-order-dialog';
import { RecordOrderPayment } from '@/components/admin/orders/payments/record-order-payment';
import { CHOOSABLE_PAYMENT_STATUSES, StatusSelect } from '@/components/admin/orders/status-select';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useUpdateOrderDetailStatus } from '@/hooks/api/admin-order-detail';
import { useOrderPayments } from '@/hooks/api/order-payments';
import { formatCents } from '@/lib/format';
import { CANCELLED_MONEY_LABELS } from '@/lib/labels/order-status';
import { cancelledMoneyOf } from '@/lib/payment-ledger';
import { orderStatuses, type OrderStatus, type PaymentStatus } from '@/lib/validation/admin-orders';
import type { AdminOrderDetail } from '@/lib/contracts/admin-order-detail';
import { KeepMoneyDialog } from './keep-money-dialog';

/**
 * Both statuses, changed with the same selects as the orders list (and recorded in the history below). Cancelling
 * asks first (refunded or kept, when the order holds money); Paid is recorded through the payment dialog. A cancelled
 * order that still holds money says so, with the two ways to settle it.
 */
export function OrderStatusCard({ order }: { order: AdminOrderDetail }) {
  const update = useUpdateOrderDetailStatus(order.orderNumber);
  const saving = update.isPending ? update.variables : undefined;
  const [cancelling, setCancelling] = useState(false);
  const [paying, setPaying] = useState(false);
  const ref = { id: order.id, orderNumber: order.orderNumber };
  return (
    <Card aria-busy={update.isPending || undefined}>
      <CardHeader>
        <CardTitle>Status</CardTitle>
        <CardDescription>Any status may follow any other; every change is recorded.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <StatusRow
          label="Order status"
          value={saving?.orderStatus ?? order.orderStatus}
          options={orderStatuses}
          disabled={update.isPending}
          onChange={(orderStatus) => {
            if (orderStatus === order.orderStatus) return;
            if (orderStatus === 'cancelled') setCancelling(true);
            else update.mutate({ orderId: order.id, orderStatus });
          }}
        />
        <StatusRow
          label="Payment status"
          value={saving?.paymentStatus ?? order.paymentStatus}
          options={CHOOSABLE_PAYMENT_STATUSES}
          action={{ label: 'Record payment…', onSelect: () => setPaying(true) }}
          disabled={update.isPending}
          onChange={(paymentStatus) =>
            paymentStatus !== order.paymentStatus && update.mutate({ orderId: order.id, paymentStatus })
          }
        />
        {order.orderStatus === 'cancelled' ? <CancelledMoney order={order} onRefund={() => setPaying(true)} /> : null}
      </CardContent>
      <CancelOrderDialog
        order={cancelling ? ref : null}
        busy={update.isPending}
        onClose={() => setCancelling(false)}
        onConfirm={(money) =>
          update.mutate(
            { orderId: order.id, orderStatus: 'cancelled', ...money },
            { onSuccess: () => setCancelling(false) },
          )
        }
      />
      <RecordOrderPayment order={paying ? ref : null} onClose={() => setPaying(false)} />
    </Card>
  );
}

/** "Holds $48.00, not yet refunded or kept", with Record refund and Keep the money while it is unsettled. */
function CancelledMoney({ order, onRefund }: { order: AdminOrderDetail; onRefund: () => void }) {
  const ledger = useOrderPayments({ orderId: order.id, orderNumber: order.orderNumber });
  const [keeping, setKeeping] = useState(false);
  const collectedCents = ledger.data?.collectedCents ?? 0;
  const money = cancelledMoneyOf({
    orderStatus: order.orderStatus,
    collectedCents,
    moneyKeptAt: order.moneyKept?.at ?? null,
  });
  if (money === 'none') return null;
  return (
    <div className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
      <p>
        <span className="font-medium">
          Holds {formatCents(collectedCents)}, {CANCELLED_MONEY_LABELS[money].toLowerCase()}
        </span>
        {money === 'kept' && order.moneyKept?.note ? <span className="block">{order.moneyKept.note}</span> : null}
      </p>
      {money === 'unsettled' ? (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={onRefund}>
            Record refund
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={() => setKeeping(true)}>
            Keep the money
          </Button>
        </div>
      ) : null}
      <KeepMoneyDialog open={keeping} onClose={() => setKeeping(false)} order={order} heldCents={collectedCents} />
    </div>
  );
}

/** A status select with its visible label (the select's own name is for screen readers). */
function StatusRow<S extends OrderStatus | PaymentStatus>(props: React.ComponentProps<typeof StatusSelect<S>>) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <span aria-hidden="true" className="text-sm font-medium">
        {props.label}
      </span>
      <StatusSelect {...props} />
    </div>
  );
}
