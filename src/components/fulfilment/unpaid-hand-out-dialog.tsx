'use client';

import { AlertDialog, AlertDialogCancel, AlertDialogContent } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { AlertDialogPrompt } from '@/components/ui/dialog-shell';
import { formatCents } from '@/lib/format';
import type { FulfilmentOrder } from '@/lib/contracts/campaign-fulfilment';

/**
 * Asked before an order that still owes money is handed out: hand it out anyway (the server needs that said, as in
 * meetup mode), or record the payment first.
 */
export function UnpaidHandOutDialog({
  order,
  busy,
  onClose,
  onHandOut,
  onRecordPayment,
}: {
  order: FulfilmentOrder | null;
  busy: boolean;
  onClose: () => void;
  onHandOut: (order: FulfilmentOrder) => void;
  onRecordPayment: (order: FulfilmentOrder) => void;
}) {
  return (
    <AlertDialog open={order !== null} onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <AlertDialogContent preventClose={busy}>
        {order ? (
          <AlertDialogPrompt
            title={`${formatCents(order.outstandingCents)} not paid yet — hand out anyway?`}
            description={`Order ${order.orderNumber} for ${order.customerName}: ${formatCents(order.outstandingCents)} of ${formatCents(order.totalCents)} is still owed. Record the payment first, or hand the bags out and collect later.`}
            descriptionProps={{ className: 'wrap-anywhere' }}
          >
            <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
            <Button type="button" variant="outline" disabled={busy} onClick={() => onRecordPayment(order)}>
              Record payment
            </Button>
            <Button type="button" disabled={busy} onClick={() => onHandOut(order)}>
              Hand out anyway
            </Button>
          </AlertDialogPrompt>
        ) : null}
      </AlertDialogContent>
    </AlertDialog>
  );
}
