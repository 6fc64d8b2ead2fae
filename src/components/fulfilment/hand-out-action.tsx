'use client';

import { PackageCheck, Undo2 } from 'lucide-react';
import { muted, RowAction } from '@/components/data-table/columns';
import { Button } from '@/components/ui/button';
import type { FulfilmentOrder } from '@/lib/contracts/campaign-fulfilment';

/** What a row or card can do about handing its order out. */
export type HandOutHandlers = {
  onHandOut: (order: FulfilmentOrder) => void;
  onUndo: (order: FulfilmentOrder) => void;
  busy: boolean;
};

/**
 * "Mark handed out" for an order still to hand out; once handed out, "Handed out · Undo" while the caller may undo it
 * (their own hand-out from the sheet, or anyone's for staff), else just "Handed out".
 */
export function HandOutAction({ order, onHandOut, onUndo, busy }: { order: FulfilmentOrder } & HandOutHandlers) {
  const subject = `order ${order.orderNumber} for ${order.customerName}`;
  if (order.orderStatus !== 'delivered')
    return (
      <RowAction
        icon={<PackageCheck aria-hidden="true" />}
        label="Mark handed out"
        subject={subject}
        disabled={busy}
        onClick={() => onHandOut(order)}
      />
    );
  if (!order.undoable) return muted('Handed out');
  return (
    <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
      Handed out ·
      <Button
        type="button"
        variant="link"
        size="sm"
        className="h-auto px-1"
        disabled={busy}
        onClick={() => onUndo(order)}
      >
        <Undo2 aria-hidden="true" />
        Undo
        <span className="sr-only"> hand-out of {subject}</span>
      </Button>
    </span>
  );
}
