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
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import type { BulkOrderStatusResult } from '@/lib/contracts/admin-orders';
import { CancelMoneyFields, moneyAnswerBody, type MoneyAnswer } from './cancel-money-fields';

const count = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'order' : 'orders'}`;
const are = (n: number) => (n === 1 ? 'is' : 'are');

export type BulkConfirmAnswer = { includeClosed: boolean } & ReturnType<typeof moneyAnswerBody>;

type Props = {
  /** The change's dry run, and what it sets ("order status to Processing"); null while closed. */
  preview: { result: BulkOrderStatusResult; describe: string; chosen: number; pageRows: number } | null;
  busy: boolean;
  onConfirm: (answer: BulkConfirmAnswer) => void;
  onClose: () => void;
};

/**
 * The bulk change's confirmation, from its dry run: how many it reaches beyond this page, "4 of 61 are handed out
 * (delivered): they will be skipped" with a box to include them, and what became of the money of orders it would
 * cancel while they hold some (docs/decisions/bulk-status-skips-closed-orders.md).
 */
export function BulkStatusConfirm({ preview, ...props }: Props) {
  return (
    <AlertDialog open={preview !== null} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      {preview ? <Prompt preview={preview} {...props} /> : null}
    </AlertDialog>
  );
}

function Prompt({ preview, busy, onConfirm }: Omit<Props, 'preview'> & { preview: NonNullable<Props['preview']> }) {
  const { result, describe, chosen, pageRows } = preview;
  const { delivered, cancelled, holdingMoney } = result.skipped;
  const closed = delivered + cancelled;
  const [includeClosed, setIncludeClosed] = useState(false);
  const [money, setMoney] = useState<MoneyAnswer>({ choice: holdingMoney > 0 ? null : 'skip', note: '' });
  const includeId = useId();
  const closedText = [
    delivered > 0
      ? `${delivered.toLocaleString('en-US')} of ${chosen.toLocaleString('en-US')} ${are(delivered)} handed out (delivered)`
      : null,
    cancelled > 0
      ? `${cancelled.toLocaleString('en-US')} of ${chosen.toLocaleString('en-US')} ${are(cancelled)} cancelled`
      : null,
  ].filter(Boolean);
  const reach =
    chosen > pageRows
      ? `This sets the ${describe} on every one of the ${count(chosen)} matching the filters, not only the ${count(pageRows)} on this page.`
      : `This sets the ${describe} on the ${count(chosen)} selected.`;
  const changing =
    result.changed + (includeClosed ? closed : 0) + (money.choice && money.choice !== 'skip' ? holdingMoney : 0);
  return (
    <AlertDialogContent preventClose={busy}>
      <AlertDialogHeader>
        <AlertDialogTitle>{`Change ${count(chosen)}?`}</AlertDialogTitle>
        <AlertDialogDescription>{`${reach} Each change is recorded in Activity.`}</AlertDialogDescription>
      </AlertDialogHeader>
      {closed > 0 ? (
        <div className="grid gap-2 text-sm">
          <p>{`${closedText.join(' and ')}: ${closed === 1 ? 'it' : 'they'} will be skipped.`}</p>
          <div className="flex items-center gap-2">
            <Checkbox
              id={includeId}
              checked={includeClosed}
              onCheckedChange={(checked) => setIncludeClosed(checked === true)}
              disabled={busy}
            />
            <Label
              htmlFor={includeId}
            >{`Include ${closed === 1 ? 'it' : `these ${closed.toLocaleString('en-US')}`} too`}</Label>
          </div>
        </div>
      ) : null}
      {holdingMoney > 0 ? (
        <CancelMoneyFields
          legend={`${count(holdingMoney)} ${are(holdingMoney)} holding money. What became of it?`}
          choices={['skip', 'refund', 'keep']}
          value={money}
          onChange={setMoney}
          disabled={busy}
        />
      ) : null}
      <AlertDialogFooter>
        <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
        <Button
          type="button"
          disabled={busy || money.choice === null || changing === 0}
          onClick={() => onConfirm({ includeClosed, ...moneyAnswerBody(money) })}
        >
          {busy ? 'Changing...' : `Change ${count(changing)}`}
        </Button>
      </AlertDialogFooter>
    </AlertDialogContent>
  );
}
