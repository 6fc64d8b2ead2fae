'use client';

import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { writeSupporterPick } from '@/components/cart/cart-attribution-store';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { useSupporterPick, type PickableFundraiser } from './use-supporter-pick';
import { withFullStop } from '@/lib/sentence';

/** How many names show at once; typing finds the others. */
const SHOWN = 8;

/** Lower-cased, accents removed: "José" is found by "jose". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * "Who are you supporting?": one of the campaign's public fundraisers, found by name, or the whole team. The choice
 * is kept with the cart (localStorage), so it survives a reload; the order is credited exactly as one placed from
 * the fundraiser's own page (or to the campaign alone).
 */
export function SupporterPicker({
  campaignId,
  campaignName,
  campaignPath,
  fundraisers,
}: {
  campaignId: number;
  campaignName: string;
  campaignPath: string;
  fundraisers: PickableFundraiser[];
}) {
  const id = useId();
  const pick = useSupporterPick(campaignId, fundraisers);
  const [query, setQuery] = useState('');
  const needle = fold(query.trim());
  const matches = fundraisers.filter((f) => fold(f.displayName).includes(needle));
  const shown = matches.slice(0, SHOWN);
  // The chosen fundraiser stays in view whatever is typed.
  const chosen = pick?.subAccountId ? fundraisers.find((f) => f.userId === pick.subAccountId) : undefined;
  if (chosen && !shown.includes(chosen)) shown.unshift(chosen);
  const hidden = matches.length - shown.filter((f) => matches.includes(f)).length;
  const value = pick ? String(pick.subAccountId ?? 'team') : '';

  const choose = (subAccountId: number | null, name: string) =>
    writeSupporterPick({ campaignId, subAccountId, name, via: 'picker', campaignPath });

  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="text-xl font-semibold">Who are you supporting?</legend>
      <p className="text-sm text-muted-foreground">
        Your order is credited to the fundraiser you choose, just as if you bought from their page, or to the whole
        team.
      </p>
      {fundraisers.length > 0 ? (
        <div className="space-y-1.5">
          <label htmlFor={`${id}-search`} className="text-sm font-medium">
            Search fundraisers by name
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={`${id}-search`}
              type="search"
              autoComplete="off"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              className="pl-9"
              aria-describedby={`${id}-found`}
            />
          </div>
          <p id={`${id}-found`} className="text-xs text-muted-foreground" aria-live="polite">
            {needle
              ? matches.length === 0
                ? `No fundraiser named “${query.trim()}”.`
                : `${matches.length} ${matches.length === 1 ? 'fundraiser' : 'fundraisers'} found.`
              : hidden > 0
                ? `${fundraisers.length} fundraisers: type a name to find the others.`
                : null}
          </p>
        </div>
      ) : null}
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <Choice
          name={`${id}-pick`}
          value="team"
          checked={value === 'team'}
          onChange={() => choose(null, campaignName)}
          label="The whole team"
          hint={`Credited to ${campaignName}`}
        />
        {shown.map((fundraiser) => (
          <Choice
            key={fundraiser.userId}
            name={`${id}-pick`}
            value={String(fundraiser.userId)}
            checked={value === String(fundraiser.userId)}
            onChange={() => choose(fundraiser.userId, fundraiser.displayName)}
            label={fundraiser.displayName}
          />
        ))}
      </div>
      <p className="text-sm font-medium" role="status">
        {pick ? withFullStop(`Your order supports ${pick.subAccountId === null ? 'the whole team' : pick.name}`) : null}
      </p>
    </fieldset>
  );
}

function Choice({
  name,
  value,
  checked,
  onChange,
  label,
  hint,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  hint?: string;
}) {
  return (
    <label
      className={cn(
        'flex min-h-12 min-w-0 cursor-pointer items-center gap-3 rounded-xl border bg-card px-4 py-2.5 transition-colors has-focus-visible:ring-2 has-focus-visible:ring-ring',
        checked ? 'border-primary bg-primary/5' : 'hover:border-primary/50',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="size-4 accent-primary"
      />
      <span className="min-w-0">
        <span className="block truncate font-medium">{label}</span>
        {hint ? <span className="block truncate text-xs text-muted-foreground">{hint}</span> : null}
      </span>
    </label>
  );
}

/** The checkout's line naming whom the order supports, with a way back to the picker. */
export function SupportingNotice({
  campaignId,
  fundraisers,
}: {
  campaignId: number;
  fundraisers: PickableFundraiser[];
}) {
  const pick = useSupporterPick(campaignId, fundraisers);
  return (
    <p className="mt-3 min-h-9 rounded-lg bg-secondary px-3 py-2 text-sm" data-testid="checkout-supporting">
      {pick ? (
        <>
          Supporting <strong>{pick.subAccountId === null ? 'the whole team' : pick.name}</strong> ·{' '}
          <a href="#supporter-picker" className="text-primary underline underline-offset-4">
            Change
          </a>
        </>
      ) : (
        <>
          <a href="#supporter-picker" className="text-primary underline underline-offset-4">
            Choose who you are supporting
          </a>{' '}
          before you place your order.
        </>
      )}
    </p>
  );
}
