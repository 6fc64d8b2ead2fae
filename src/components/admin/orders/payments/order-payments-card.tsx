'use client';

import { useId, useRef, useState } from 'react';
import { STATUS_LABELS } from '@/lib/labels/order-status';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useOrderPayments, usePaymentCollectors } from '@/hooks/api/order-payments';
import { formatCents, formatDate, formatDateTime } from '@/lib/format';
import type { AdminOrderLine } from '@/lib/contracts/admin-order-detail';
import type { OrderPaymentsResponse, PaymentCollectorsResponse } from '@/lib/contracts/order-payments';
import { PAYMENT_METHOD_LABELS } from '@/lib/labels/payment-methods';
import { RecordPaymentDialog } from '@/components/payments/record-payment-dialog';

type Props = {
  order: { id: number; orderNumber: string; campaignId: number | null; fundraiserId: number | null };
  /** The order's lines and total: a refund may name the bags that came back (none on a cancelled order). */
  returnable?: { items: AdminOrderLine[]; totalCents: number };
  initial: OrderPaymentsResponse;
  initialCollectors: PaymentCollectorsResponse;
};

/** The order's money: collected and outstanding, every ledger entry (refunds negative), and "Record payment". */
export function OrderPaymentsCard({ order, returnable, initial, initialCollectors }: Props) {
  const { data } = useOrderPayments({ orderId: order.id, orderNumber: order.orderNumber }, initial);
  const ledger = data ?? initial;
  const collectors = usePaymentCollectors({ campaignId: order.campaignId }, { initialData: initialCollectors });
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const opener = useRef<HTMLButtonElement>(null);
  // The dialog has no Radix trigger to give focus back to: once it is gone, focus returns to the button that opened
  // it (unless something else took it).
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => {
      if (!document.activeElement || document.activeElement === document.body) opener.current?.focus();
    });
  };

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle id={titleId}>Payments</CardTitle>
          <CardDescription>Money collected for this order; a mistake is corrected with a refund.</CardDescription>
        </div>
        <Button ref={opener} type="button" onClick={() => setOpen(true)}>
          {ledger.outstandingCents === 0 && ledger.collectedCents > 0 ? 'Record refund' : 'Record payment'}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-3 gap-3 text-sm">
          <Figure label="Collected" value={formatCents(ledger.collectedCents)} />
          <Figure label="Outstanding" value={formatCents(ledger.outstandingCents)} />
          <Figure label="Payment" value={STATUS_LABELS[ledger.paymentStatus]} />
        </dl>
        {ledger.payments.length === 0 ? (
          <p className="text-sm text-muted-foreground">No payments recorded yet.</p>
        ) : (
          <Table scrollLabel="Payment entries, newest first">
            <TableHeader>
              <TableRow>
                <TableHead>Received</TableHead>
                <TableHead className="text-right">Amount</TableHead>
                <TableHead>Method</TableHead>
                <TableHead>Reference</TableHead>
                <TableHead>Collected by</TableHead>
                <TableHead>Recorded by</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {ledger.payments.map((payment) => (
                <TableRow key={payment.id}>
                  <TableCell className="whitespace-nowrap">
                    <time dateTime={payment.receivedAt}>{formatDate(payment.receivedAt)}</time>
                  </TableCell>
                  <TableCell className="text-right whitespace-nowrap tabular-nums">
                    {payment.amountCents < 0
                      ? `Refund ${formatCents(-payment.amountCents)}`
                      : formatCents(payment.amountCents)}
                  </TableCell>
                  <TableCell>{PAYMENT_METHOD_LABELS[payment.method]}</TableCell>
                  <TableCell className="break-all">{payment.reference ?? '—'}</TableCell>
                  <TableCell>{payment.collectedBy?.displayName ?? '—'}</TableCell>
                  <TableCell>
                    {payment.recordedBy?.name ?? '—'}
                    <span className="block text-xs text-muted-foreground">
                      <time dateTime={payment.createdAt}>{formatDateTime(payment.createdAt)}</time>
                    </span>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      <RecordPaymentDialog
        open={open}
        onClose={close}
        order={order}
        outstandingCents={ledger.outstandingCents}
        collectedCents={ledger.collectedCents}
        collectors={collectors.data?.collectors}
        returnable={returnable}
      />
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border bg-muted/30 p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-1 font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
