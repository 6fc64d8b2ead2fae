'use client';

import { Banknote, X } from 'lucide-react';
import { useState } from 'react';
import { AlertDialog, AlertDialogCancel, AlertDialogContent } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { AlertDialogPrompt } from '@/components/ui/dialog-shell';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useBulkOrderStatus, type OrderFilters } from '@/hooks/api/admin-orders';
import {
  BULK_MAX_MATCHES,
  orderStatuses,
  paymentStatuses,
  type BulkOrderStatusInput,
  type OrderStatus,
  type PaymentStatus,
} from '@/lib/validation/admin-orders';
import { BulkPaymentDialog } from './payments/bulk-payment-dialog';
import { STATUS_LABELS } from '@/lib/labels/order-status';

type Change = { orderStatus: OrderStatus } | { paymentStatus: PaymentStatus };

type Props = {
  /** The selected orders on this page. */
  selectedIds: number[];
  /** Rows on this page and orders matching the filters. */
  pageRows: number;
  total: number;
  /** Every order matching the filters is selected, not just this page's. */
  allMatching: boolean;
  filters: OrderFilters;
  onSelectAllMatching: () => void;
  onSelectPageOnly: () => void;
  onClear: () => void;
};

const count = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'order' : 'orders'}`;

/**
 * The Orders list's bulk actions, shown while rows are selected: how many, "select all N matching" once the whole
 * page is, a status or payment status to set on all of them, and "Record payment" (each selected order's outstanding
 * amount). A change reaching beyond this page asks first.
 */
export function BulkStatusBar({
  selectedIds,
  pageRows,
  total,
  allMatching,
  filters,
  onSelectAllMatching,
  onSelectPageOnly,
  onClear,
}: Props) {
  const bulk = useBulkOrderStatus();
  const [confirming, setConfirming] = useState<Change | null>(null);
  const [recording, setRecording] = useState(false);
  const chosen = allMatching ? total : selectedIds.length;
  if (chosen === 0) return null;

  const apply = (change: Change) => {
    const target: Pick<BulkOrderStatusInput, 'orderIds' | 'filter'> = allMatching
      ? { filter: filters }
      : { orderIds: selectedIds };
    bulk.mutate({ ...target, ...change }, { onSuccess: onClear, onSettled: () => setConfirming(null) });
  };
  const choose = (change: Change) => (chosen > pageRows ? setConfirming(change) : apply(change));
  const describe = (change: Change) =>
    'orderStatus' in change
      ? `order status to ${STATUS_LABELS[change.orderStatus]}`
      : `payment status to ${STATUS_LABELS[change.paymentStatus]}`;

  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-primary/30 bg-primary/5 px-4 py-3 text-sm"
    >
      <p className="font-medium" aria-live="polite">
        {allMatching ? `All ${count(total)} matching the filters are selected.` : `${count(chosen)} selected.`}
      </p>
      {!allMatching && selectedIds.length === pageRows && total > pageRows ? (
        <Button type="button" variant="link" className="h-auto p-0" onClick={onSelectAllMatching}>
          Select all {count(total)} matching the filters
        </Button>
      ) : null}
      {allMatching ? (
        <Button type="button" variant="link" className="h-auto p-0" onClick={onSelectPageOnly}>
          Select only this page
        </Button>
      ) : null}
      <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
        <BulkSelect
          label="Set order status"
          options={orderStatuses}
          disabled={bulk.isPending}
          onChoose={(orderStatus) => choose({ orderStatus })}
        />
        <BulkSelect
          label="Set payment status"
          options={paymentStatuses}
          disabled={bulk.isPending}
          onChoose={(paymentStatus) => choose({ paymentStatus })}
        />
        {/* Payments go by the orders named (at most a page of them), never by filter. */}
        {allMatching ? null : (
          <Button type="button" variant="outline" onClick={() => setRecording(true)} disabled={bulk.isPending}>
            <Banknote aria-hidden="true" />
            Record payment
          </Button>
        )}
        <Button type="button" variant="ghost" onClick={onClear} disabled={bulk.isPending}>
          <X aria-hidden="true" />
          Clear selection
        </Button>
      </div>
      {allMatching && total > BULK_MAX_MATCHES ? (
        <p className="basis-full text-muted-foreground">
          One change reaches at most {count(BULK_MAX_MATCHES)}: narrow the filters (dates, campaign, status) first.
        </p>
      ) : null}

      <BulkPaymentDialog
        open={recording}
        orderIds={selectedIds}
        onClose={() => setRecording(false)}
        onDone={() => {
          setRecording(false);
          onClear();
        }}
      />
      <AlertDialog open={confirming !== null} onOpenChange={(open) => (open ? undefined : setConfirming(null))}>
        {confirming ? (
          <AlertDialogContent preventClose={bulk.isPending}>
            <AlertDialogPrompt
              title={`Change ${count(chosen)}?`}
              description={`This sets the ${describe(confirming)} on every one of the ${count(chosen)} matching the filters, not only the ${count(pageRows)} on this page. Each change is recorded in Activity.`}
            >
              <AlertDialogCancel disabled={bulk.isPending}>Cancel</AlertDialogCancel>
              <Button type="button" onClick={() => apply(confirming)} disabled={bulk.isPending}>
                {bulk.isPending ? 'Changing...' : `Change ${count(chosen)}`}
              </Button>
            </AlertDialogPrompt>
          </AlertDialogContent>
        ) : null}
      </AlertDialog>
    </div>
  );
}

/** A status to set on every selected order: the select always reads its label, the choice acts at once. */
function BulkSelect<S extends OrderStatus | PaymentStatus>({
  label,
  options,
  disabled,
  onChoose,
}: {
  label: string;
  options: readonly S[];
  disabled: boolean;
  onChoose: (value: S) => void;
}) {
  return (
    <Select
      value=""
      disabled={disabled}
      onValueChange={(value) => {
        const option = options.find((candidate) => candidate === value);
        if (option) onChoose(option);
      }}
    >
      <SelectTrigger aria-label={label} className="w-48">
        <SelectValue placeholder={`${label}…`} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {STATUS_LABELS[option]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
