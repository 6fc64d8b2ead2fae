'use client';

import { Trash2 } from 'lucide-react';
import { useId, type Ref } from 'react';
import { MONEY_INPUT } from '@/components/forms/money-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatCents } from '@/lib/format';
import {
  PAPER_METHODS,
  paperRowTotalCents,
  type PaperMethod,
  type PaperOption,
  type PaperRowValues,
} from '@/lib/forms/paper-entry-form';
import { PAYMENT_METHOD_LABELS } from '@/lib/labels/payment-methods';
import { cn } from '@/lib/utils';
import { PaperDuplicateQuestion } from './paper-duplicate-question';
import type { DuplicateAnswer } from './use-paper-entry';

type Props = {
  number: number;
  row: PaperRowValues;
  options: PaperOption[];
  error: string | undefined;
  duplicateOf: string | undefined;
  answered: DuplicateAnswer | undefined;
  canRemove: boolean;
  firstFieldRef: Ref<HTMLInputElement>;
  onChange: (change: Partial<PaperRowValues>) => void;
  /** Enter in the row's last field: the next row (added when this is the last). */
  onNextRow: () => void;
  onRemove: () => void;
  onAnswer: (answer: DuplicateAnswer) => void;
};

const fieldClass = 'px-2.5';

function Field({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn('min-w-0 space-y-1', className)}>
      <label htmlFor={id} className="block text-xs font-medium text-muted-foreground">
        {label}
      </label>
      {children}
    </div>
  );
}

/** One paper form: the buyer, a quantity per coffee option, gift, amount paid and method; its total as typed. */
export function PaperRow({
  number,
  row,
  options,
  error,
  duplicateOf,
  answered,
  canRemove,
  firstFieldRef,
  onChange,
  onNextRow,
  onRemove,
  onAnswer,
}: Props) {
  const id = useId();
  const total = paperRowTotalCents(row, options);
  const messageId = `${id}-message`;
  const invalid = error ? { 'aria-invalid': true as const, 'aria-describedby': messageId } : {};
  const text = (name: 'firstName' | 'lastName' | 'email' | 'phone') => ({
    id: `${id}-${name}`,
    value: row[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange({ [name]: event.target.value }),
    className: fieldClass,
    ...invalid,
  });

  return (
    <div
      role="group"
      aria-label={`Row ${number}`}
      className={cn(
        'rounded-xl border bg-card p-3',
        error && 'border-destructive',
        answered === 'leave' && 'opacity-60',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-semibold">Row {number}</p>
        <p className="text-sm tabular-nums" data-testid="row-total">
          Total {total === null ? '—' : formatCents(total)}
        </p>
      </div>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:flex lg:flex-wrap lg:items-end">
        <Field id={`${id}-firstName`} label="First name" className="lg:w-36">
          <Input {...text('firstName')} ref={firstFieldRef} autoComplete="off" />
        </Field>
        <Field id={`${id}-lastName`} label="Last name" className="lg:w-36">
          <Input {...text('lastName')} autoComplete="off" />
        </Field>
        <Field id={`${id}-email`} label="E-mail (optional)" className="col-span-2 lg:w-52">
          <Input {...text('email')} type="email" inputMode="email" autoComplete="off" />
        </Field>
        <Field id={`${id}-phone`} label="Phone (optional)" className="col-span-2 lg:w-36">
          <Input {...text('phone')} type="tel" inputMode="tel" autoComplete="off" />
        </Field>
        {options.map((option) => (
          <Field
            key={option.optionId}
            id={`${id}-q${option.optionId}`}
            label={`${option.label} (${formatCents(option.priceCents)})`}
            className="lg:w-40"
          >
            <Input
              id={`${id}-q${option.optionId}`}
              value={row.quantities[option.optionId] ?? ''}
              onChange={(event) =>
                onChange({ quantities: { ...row.quantities, [option.optionId]: event.target.value } })
              }
              inputMode="numeric"
              placeholder="0"
              className={fieldClass}
              {...invalid}
            />
          </Field>
        ))}
        <Field id={`${id}-gift`} label="Gift ($)" className="lg:w-24">
          <Input
            id={`${id}-gift`}
            value={row.gift}
            onChange={(event) => onChange({ gift: event.target.value })}
            inputMode="numeric"
            className={fieldClass}
            {...invalid}
          />
        </Field>
        <Field id={`${id}-paid`} label="Amount paid ($)" className="lg:w-28">
          <Input
            id={`${id}-paid`}
            value={row.paid}
            onChange={(event) => onChange({ paid: event.target.value })}
            inputMode={MONEY_INPUT.inputMode}
            className={fieldClass}
            {...invalid}
          />
        </Field>
        <Field id={`${id}-method`} label="Method" className="lg:w-28">
          <select
            id={`${id}-method`}
            value={row.method}
            onChange={(event) => onChange({ method: event.target.value as PaperMethod })}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              onNextRow();
            }}
            className="h-11 w-full rounded-lg border border-input bg-card px-2 text-base md:text-sm"
          >
            {PAPER_METHODS.map((method) => (
              <option key={method} value={method}>
                {PAYMENT_METHOD_LABELS[method]}
              </option>
            ))}
          </select>
        </Field>
        {canRemove ? (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            onClick={onRemove}
            aria-label={`Remove row ${number}`}
            className="size-11 self-end"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      {error ? (
        <p id={messageId} role="alert" className="mt-2 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      {duplicateOf ? (
        <PaperDuplicateQuestion
          number={number}
          orderNumber={duplicateOf}
          buyer={`${row.firstName} ${row.lastName}`.trim()}
          answered={answered}
          onAnswer={onAnswer}
        />
      ) : null}
    </div>
  );
}
