'use client';

import { PackageCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { AlertDialog, AlertDialogCancel, AlertDialogContent } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { AlertDialogPrompt } from '@/components/ui/dialog-shell';
import { formatCents } from '@/lib/format';
import type { FulfilmentOrder, FulfilmentGroup as Group } from '@/lib/contracts/campaign-fulfilment';
import { fulfilmentOrderColumns } from './fulfilment-order-columns';

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/**
 * One fundraiser's orders: a heading with their totals, the orders (each with its own button) and a button for the
 * whole group behind a confirmation. On paper each group starts a new page under the campaign's name.
 */
export function FulfilmentGroupSection({
  group,
  campaignName,
  busy,
  onHandOut,
  onRecordPayment,
}: {
  group: Group;
  campaignName: string;
  busy: boolean;
  onHandOut: (orderIds: number[]) => Promise<unknown>;
  onRecordPayment: (order: FulfilmentOrder) => void;
}) {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const open = group.orders.filter((order) => order.orderStatus !== 'delivered');
  // A failure has its toast from the mutation; nothing more to do here.
  const columns = fulfilmentOrderColumns({
    busy,
    onRecordPayment,
    onHandOut: (order) => void onHandOut([order.orderId]).catch(() => undefined),
  });

  const confirm = async () => {
    try {
      await onHandOut(open.map((order) => order.orderId));
    } catch {
      // The mutation has shown the failure toast.
    }
    setConfirming(false);
  };

  return (
    <section aria-labelledby={headingId} className="mt-10 print:mt-0 print:break-before-page" data-fulfilment-group>
      <p className="hidden text-xs text-muted-foreground print:block">{campaignName} · fulfilment sheet</p>
      <div className="flex flex-col gap-3 border-b pb-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={headingId} className="text-xl font-semibold">
            {group.displayName}
          </h2>
          <p className="text-sm text-muted-foreground">
            {plural(group.orders.length, 'order')} · {plural(group.bags, 'bag')} · due{' '}
            <span className="font-medium text-foreground tabular-nums">{formatCents(group.outstandingCents)}</span> of{' '}
            <span className="tabular-nums">{formatCents(group.orderedCents)}</span>
          </p>
        </div>
        <Button
          type="button"
          variant="outline"
          className="print:hidden"
          disabled={busy || open.length === 0}
          onClick={() => setConfirming(true)}
        >
          <PackageCheck aria-hidden="true" />
          {open.length === 0 ? 'All handed out' : 'Mark group handed out'}
          <span className="sr-only"> ({group.displayName})</span>
        </Button>
      </div>
      <DataTable
        columns={columns}
        data={group.orders}
        getRowId={(order) => String(order.orderId)}
        label={`Orders of ${group.displayName}`}
        caption={`Orders of ${group.displayName}`}
        error={null}
        onRetry={() => undefined}
        empty="No orders."
        fetching={busy}
      />

      <AlertDialog open={confirming} onOpenChange={(next) => (busy ? undefined : setConfirming(next))}>
        <AlertDialogContent preventClose={busy}>
          <AlertDialogPrompt
            title={`Mark ${plural(open.length, 'order')} of ${group.displayName} handed out?`}
            description="Their status becomes Delivered, and each change is recorded in the activity log. Orders already handed out stay as they are."
          >
            <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
            <Button type="button" disabled={busy} onClick={() => void confirm()}>
              Mark handed out
            </Button>
          </AlertDialogPrompt>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
