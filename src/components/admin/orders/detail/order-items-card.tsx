'use client';

import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { AdminOrderDetail } from '@/lib/contracts/admin-order-detail';
import { OrderItemsEditor } from './order-items-editor';
import { OrderItemsTable } from './order-items-table';

/** Why an order's items cannot be edited any more, or null while they can (issue 26: until it is handed out). */
export function editRefusal(order: Pick<AdminOrderDetail, 'orderStatus'>): string | null {
  if (order.orderStatus === 'delivered') {
    return 'Handed out: the items can no longer be edited. For bags brought back, record a refund and tick them.';
  }
  if (order.orderStatus === 'cancelled') return 'Cancelled: the items can no longer change.';
  return null;
}

/** The order's items, and their Edit mode (quantities, remove a line, add a coffee) until the order is handed out. */
export function OrderItemsCard({ order, collectedCents }: { order: AdminOrderDetail; collectedCents: number }) {
  const [editing, setEditing] = useState(false);
  const titleId = useId();
  const refusal = editRefusal(order);
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle id={titleId}>Items</CardTitle>
          {refusal ? <CardDescription>{refusal}</CardDescription> : null}
        </div>
        {!refusal && !editing ? (
          <Button type="button" variant="outline" onClick={() => setEditing(true)}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit items
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {editing && !refusal ? (
          <OrderItemsEditor order={order} collectedCents={collectedCents} onDone={() => setEditing(false)} />
        ) : (
          <OrderItemsTable order={order} />
        )}
      </CardContent>
    </Card>
  );
}
