'use client';

import { ArrowLeft, Plus } from 'lucide-react';
import Link from 'next/link';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import type { PaperEntryCaller } from '@/hooks/api/paper-orders';
import { paperEnvelopeFigures, type PaperOption } from '@/lib/forms/paper-entry-form';
import { PaperEnvelope } from './paper-envelope';
import { PaperRow } from './paper-row';
import { PaperSaved } from './paper-saved';
import { usePaperEntry } from './use-paper-entry';

export type PaperEntryProps = {
  caller: PaperEntryCaller;
  campaign: { id: number; name: string };
  sellers: Array<{ id: number; name: string }>;
  options: PaperOption[];
  back: { href: string; label: string };
};

/**
 * The paper entry screen (issue 29), keyboard first: the seller, then one row per paper form (Tab goes left to
 * right, Enter in a row's last field opens the next row), the envelope's difference live, and "Check and save".
 */
export function PaperEntry({ caller, campaign, sellers, options, back }: PaperEntryProps) {
  const entry = usePaperEntry({ caller, campaignId: campaign.id, sellers, options });
  const sellerId = useId();
  const firstFields = useRef(new Map<number, HTMLInputElement>());
  // A row added by Enter or "Add a row" takes the focus as its first field mounts.
  const focusOnMount = useRef<number | null>(null);
  const figures = paperEnvelopeFigures(entry.rows, entry.counted);

  const addAndFocus = () => {
    focusOnMount.current = entry.addRow();
  };
  const nextRow = (index: number) => {
    const next = entry.rows[index + 1];
    if (next) firstFields.current.get(next.key)?.focus();
    else addAndFocus();
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8">
      <Link
        href={back.href}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {back.label}
      </Link>
      <p className="mt-3 text-sm font-medium text-muted-foreground">Paper orders</p>
      <h1 className="text-2xl font-semibold wrap-anywhere sm:text-3xl">{campaign.name}</h1>
      <p className="mt-1 text-sm text-muted-foreground">
        One row per paper form. Tab moves along a row; Enter in a row&rsquo;s Method opens the next row.
      </p>

      <div className="mt-4 max-w-sm space-y-1">
        <label htmlFor={sellerId} className="block text-sm font-semibold">
          Seller
        </label>
        <select
          id={sellerId}
          value={entry.sellerId}
          onChange={(event) => entry.setSellerId(event.target.value)}
          className="h-11 w-full rounded-lg border border-input bg-card px-3 text-base md:text-sm"
        >
          {sellers.length === 1 ? null : <option value="">Choose the seller</option>}
          {sellers.map((seller) => (
            <option key={seller.id} value={seller.id}>
              {seller.name}
            </option>
          ))}
        </select>
      </div>

      {entry.saved ? (
        <div className="mt-4">
          <PaperSaved saved={entry.saved} />
        </div>
      ) : null}

      <div className="mt-4 space-y-3">
        {entry.rows.map((row, index) => (
          <PaperRow
            key={row.key}
            number={index + 1}
            row={row}
            options={options}
            error={entry.rowErrors.get(row.key)}
            duplicateOf={entry.duplicates.get(row.key)}
            answered={entry.answers.get(row.key)}
            canRemove={entry.rows.length > 1}
            firstFieldRef={(element) => {
              if (!element) return void firstFields.current.delete(row.key);
              firstFields.current.set(row.key, element);
              if (focusOnMount.current === row.key) {
                focusOnMount.current = null;
                element.focus();
              }
            }}
            onChange={(change) => entry.changeRow(row.key, change)}
            onNextRow={() => nextRow(index)}
            onRemove={() => entry.removeRow(row.key)}
            onAnswer={(answer) => entry.answer(row.key, answer)}
          />
        ))}
      </div>
      <Button type="button" variant="outline" className="mt-3" onClick={addAndFocus}>
        <Plus aria-hidden="true" />
        Add a row
      </Button>

      <div className="mt-6">
        <PaperEnvelope counted={entry.counted} figures={figures} onChange={entry.setCounted} />
      </div>

      {entry.error ? <ErrorAlert className="mt-4" title="Not saved" message={entry.error} /> : null}
      <Button
        type="button"
        size="lg"
        className="mt-4 w-full sm:w-auto"
        disabled={entry.busy}
        aria-busy={entry.busy}
        onClick={() => void entry.checkAndSave()}
      >
        {entry.busy ? 'Checking…' : 'Check and save'}
      </Button>
    </div>
  );
}
