'use client';

import { Banknote, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectTrigger, SelectValue } from '@/components/ui/select';
import { SelectOptions } from '@/components/ui/select-options';
import { previewBulkOrderStatus, useBulkOrderStatus, type OrderFilters } from '@/hooks/api/admin-orders';
import { errorMessage } from '@/lib/api-client';
import {
  BULK_MAX_MATCHES,
  orderStatuses,
  type BulkOrderStatusInput,
  type OrderStatus,
  type PaymentStatus,
} from '@/lib/validation/admin-orders';
import { toast } from '@/lib/toast';
import { BulkStatusConfirm, type BulkConfirmAnswer } from './bulk-status-confirm';
import { BulkPaymentDialog } from './payments/bulk-payment-dialog';
import { CHOOSABLE_PAYMENT_STATUSES, statusOptions } from './status-select';
import { STATUS_LABELS } from '@/lib/labels/order-status';
import type { BulkOrderStatusResult } from '@/lib/contracts/admin-orders';

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
 * The Orders list's bulk actions, shown while rows are selected and kept in view (sticky) while rows further down are
 * ticked: how many, "select all N matching" once the whole page is, a status or payment status to set on all of them,
 * and "Record payment" (each order's outstanding amount). Every change is tried as a dry run first; one reaching
 * beyond this page, skipping handed-out or cancelled orders, or cancelling orders that hold money asks first.
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
  const [confirming, setConfirming] = useState<{ change: Change; result: BulkOrderStatusResult } | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [recording, setRecording] = useState(false);
  const chosen = allMatching ? total : selectedIds.length;
  if (chosen === 0) return null;

  const target: Pick<BulkOrderStatusInput, 'orderIds' | 'filter'> = allMatching
    ? { filter: filters }
    : { orderIds: selectedIds };
  const apply = (change: Change, answer: Partial<BulkConfirmAnswer> = {}) =>
    bulk.mutate({ ...target, ...change, ...answer }, { onSuccess: onClear, onSettled: () => setConfirming(null) });
  const choose = async (change: Change) => {
    setPreviewing(true);
    try {
      const result = await previewBulkOrderStatus({ ...target, ...change });
      const { delivered, cancelled, holdingMoney } = result.skipped;
      if (chosen > pageRows || delivered + cancelled + holdingMoney > 0) setConfirming({ change, result });
      else apply(change);
    } catch (error) {
      toast.error(errorMessage(error, 'The change could not be checked.'));
    } finally {
      setPreviewing(false);
    }
  };
  const describe = (change: Change) =>
    'orderStatus' in change
      ? `order status to ${STATUS_LABELS[change.orderStatus]}`
      : `payment status to ${STATUS_LABELS[change.paymentStatus]}`;
  const busy = bulk.isPending || previewing;

  return (
    <div
      role="region"
      aria-label="Bulk actions"
      // Sticky under the site header (h-16): ticking rows further down keeps the actions in view.
      className="sticky top-[4.5rem] z-30 flex flex-wrap items-center gap-3 rounded-lg border border-primary/30 bg-background px-4 py-3 text-sm shadow-md ring-4 ring-background"
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
          disabled={busy}
          onChoose={(orderStatus) => void choose({ orderStatus })}
        />
        {/* Paid and Refunded move money: Record payment (method, collector, amount) replaces them. */}
        <BulkSelect
          label="Set payment status"
          options={CHOOSABLE_PAYMENT_STATUSES}
          disabled={busy}
          onChoose={(paymentStatus) => void choose({ paymentStatus })}
        />
        <Button type="button" variant="outline" onClick={() => setRecording(true)} disabled={busy}>
          <Banknote aria-hidden="true" />
          Record payment
        </Button>
        <Button type="button" variant="ghost" onClick={onClear} disabled={busy}>
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
        target={target}
        chosen={chosen}
        onClose={() => setRecording(false)}
        onDone={() => {
          setRecording(false);
          onClear();
        }}
      />
      <BulkStatusConfirm
        preview={
          confirming ? { result: confirming.result, describe: describe(confirming.change), chosen, pageRows } : null
        }
        busy={bulk.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={(answer) => confirming && apply(confirming.change, answer)}
      />
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
        <SelectOptions options={statusOptions(options)} />
      </SelectContent>
    </Select>
  );
}
