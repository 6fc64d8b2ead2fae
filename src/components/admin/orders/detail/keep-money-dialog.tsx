'use client';

import { useId, useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useKeepOrderMoney } from '@/hooks/api/admin-order-detail';
import { formatCents } from '@/lib/format';
import { KEPT_NOTE_MAX_LENGTH } from '@/lib/validation/admin-orders';

type Props = {
  open: boolean;
  onClose: () => void;
  order: { id: number; orderNumber: string };
  heldCents: number;
};

/** "Keep the money" on a cancelled order: a note says why (a donation, say), and the order counts as settled. */
export function KeepMoneyDialog({ open, onClose, order, heldCents }: Props) {
  const keep = useKeepOrderMoney(order.orderNumber);
  const [note, setNote] = useState('');
  const noteId = useId();
  const trimmed = note.trim();
  return (
    <AlertDialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <AlertDialogContent preventClose={keep.isPending}>
        <AlertDialogHeader>
          <AlertDialogTitle>Keep the money?</AlertDialogTitle>
          <AlertDialogDescription>
            {`The ${formatCents(heldCents)} collected on cancelled order ${order.orderNumber} stays with the shop. Reports show it as kept.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <div className="grid gap-1.5 text-sm">
          <Label htmlFor={noteId}>Why it is kept</Label>
          <Input
            id={noteId}
            value={note}
            maxLength={KEPT_NOTE_MAX_LENGTH}
            placeholder="Donated to the team"
            onChange={(event) => setNote(event.target.value)}
            disabled={keep.isPending}
          />
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={keep.isPending}>Cancel</AlertDialogCancel>
          <Button
            type="button"
            disabled={keep.isPending || trimmed === ''}
            onClick={() => keep.mutate({ orderId: order.id, note: trimmed }, { onSuccess: onClose })}
          >
            {keep.isPending ? 'Saving…' : 'Keep the money'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
