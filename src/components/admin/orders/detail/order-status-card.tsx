'use client';

import { StatusSelect } from '@/components/admin/orders/status-select';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useUpdateOrderDetailStatus } from '@/hooks/api/admin-order-detail';
import { orderStatuses, paymentStatuses } from '@/lib/validation/admin-orders';
import type { AdminOrderDetail } from '@/lib/contracts/admin-order-detail';

/** Both statuses, changed with the same selects as the orders list (and recorded in the history below). */
export function OrderStatusCard({ order }: { order: AdminOrderDetail }) {
  const update = useUpdateOrderDetailStatus(order.orderNumber);
  const saving = update.isPending ? update.variables : undefined;
  return (
    <Card aria-busy={update.isPending || undefined}>
      <CardHeader>
        <CardTitle>Status</CardTitle>
        <CardDescription>Any status may follow any other; every change is recorded.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span aria-hidden="true" className="text-sm font-medium">
            Order status
          </span>
          <StatusSelect
            label="Order status"
            value={saving?.orderStatus ?? order.orderStatus}
            options={orderStatuses}
            disabled={update.isPending}
            onChange={(orderStatus) =>
              orderStatus !== order.orderStatus && update.mutate({ orderId: order.id, orderStatus })
            }
          />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span aria-hidden="true" className="text-sm font-medium">
            Payment status
          </span>
          <StatusSelect
            label="Payment status"
            value={saving?.paymentStatus ?? order.paymentStatus}
            options={paymentStatuses}
            disabled={update.isPending}
            onChange={(paymentStatus) =>
              paymentStatus !== order.paymentStatus && update.mutate({ orderId: order.id, paymentStatus })
            }
          />
        </div>
      </CardContent>
    </Card>
  );
}
