'use client';

import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { KEPT_NOTE_MAX_LENGTH, type CancelledMoneyChoice } from '@/lib/validation/admin-orders';

/** What the person cancelling says about the money: refunded, kept (with a note), or (bulk only) leave them. */
export type MoneyChoice = CancelledMoneyChoice | 'skip';
export type MoneyAnswer = { choice: MoneyChoice | null; note: string };

const CHOICE_TEXTS: Record<MoneyChoice, { label: string; hint: string }> = {
  refund: { label: 'It was refunded', hint: 'Records a refund of everything collected.' },
  keep: { label: 'It is kept', hint: 'For example as a donation; it stays in the cash totals as kept.' },
  skip: { label: 'Leave those orders as they are', hint: 'They are not cancelled.' },
};

/** The body fields an answer adds to a status change (none for "skip" or no answer). */
export function moneyAnswerBody({ choice, note }: MoneyAnswer) {
  if (choice === 'refund') return { cancelledMoney: 'refund' as const };
  if (choice === 'keep') return { cancelledMoney: 'keep' as const, ...(note.trim() ? { keptNote: note.trim() } : {}) };
  return {};
}

/** "What became of the money?": one radio per choice, and the kept money's note. */
export function CancelMoneyFields({
  legend,
  choices,
  value,
  onChange,
  disabled,
}: {
  legend: string;
  choices: readonly MoneyChoice[];
  value: MoneyAnswer;
  onChange: (value: MoneyAnswer) => void;
  disabled?: boolean;
}) {
  const name = useId();
  const noteId = useId();
  return (
    <fieldset className="grid gap-2 text-sm" disabled={disabled}>
      <legend className="mb-1 font-medium text-foreground">{legend}</legend>
      {choices.map((choice) => (
        <label
          key={choice}
          className="flex cursor-pointer items-start gap-2 rounded-md border p-3 has-checked:border-primary"
        >
          <input
            type="radio"
            name={name}
            value={choice}
            checked={value.choice === choice}
            onChange={() => onChange({ ...value, choice })}
            className="mt-0.5 size-4 accent-primary"
          />
          <span>
            <span className="block font-medium text-foreground">{CHOICE_TEXTS[choice].label}</span>
            <span className="block text-muted-foreground">{CHOICE_TEXTS[choice].hint}</span>
          </span>
        </label>
      ))}
      {value.choice === 'keep' ? (
        <div className="grid gap-1.5">
          <Label htmlFor={noteId}>Note (optional)</Label>
          <Input
            id={noteId}
            value={value.note}
            maxLength={KEPT_NOTE_MAX_LENGTH}
            placeholder="Donated to the team"
            onChange={(event) => onChange({ ...value, note: event.target.value })}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
