'use client';

import { useState } from 'react';
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
import { useOrderPayments } from '@/hooks/api/order-payments';
import { formatCents } from '@/lib/format';
import { CancelMoneyFields, moneyAnswerBody, type MoneyAnswer } from './cancel-money-fields';

type Order = { id: number; orderNumber: string };
type Props = {
  /** The order being cancelled; null while closed. */
  order: Order | null;
  busy: boolean;
  onConfirm: (money: ReturnType<typeof moneyAnswerBody>) => void;
  onClose: () => void;
};

/**
 * "Cancel order SG-…?" before any select cancels an order: when it holds money, it asks whether that money was
 * refunded or is kept (docs/decisions/cancelling-with-money.md), since a cancelled order counts toward no total.
 */
export function CancelOrderDialog({ order, ...props }: Props) {
  return (
    <AlertDialog open={order !== null} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      {order ? <CancelOrderPrompt key={order.id} order={order} {...props} /> : null}
    </AlertDialog>
  );
}

function CancelOrderPrompt({ order, busy, onConfirm }: Omit<Props, 'order'> & { order: Order }) {
  const ledger = useOrderPayments({ orderId: order.id, orderNumber: order.orderNumber });
  const [answer, setAnswer] = useState<MoneyAnswer>({ choice: null, note: '' });
  const held = ledger.data?.collectedCents ?? 0;
  const needsAnswer = held > 0 && answer.choice === null;
  return (
    <AlertDialogContent preventClose={busy} aria-busy={ledger.isPending || undefined}>
      <AlertDialogHeader>
        <AlertDialogTitle>{`Cancel order ${order.orderNumber}?`}</AlertDialogTitle>
        <AlertDialogDescription>
          {ledger.isPending
            ? 'Checking the money collected on it…'
            : held > 0
              ? `It holds ${formatCents(held)}. A cancelled order counts toward no total, so say what became of the money.`
              : 'Nothing has been collected on it. The change is recorded in Activity.'}
        </AlertDialogDescription>
      </AlertDialogHeader>
      {held > 0 ? (
        <CancelMoneyFields
          legend="What became of the money?"
          choices={['refund', 'keep']}
          value={answer}
          onChange={setAnswer}
          disabled={busy}
        />
      ) : null}
      <AlertDialogFooter>
        <AlertDialogCancel disabled={busy}>Keep the order</AlertDialogCancel>
        <Button
          type="button"
          variant="destructive"
          disabled={busy || ledger.isPending || needsAnswer}
          onClick={() => onConfirm(moneyAnswerBody(answer))}
        >
          {busy ? 'Cancelling…' : 'Cancel order'}
        </Button>
      </AlertDialogFooter>
    </AlertDialogContent>
  );
}
