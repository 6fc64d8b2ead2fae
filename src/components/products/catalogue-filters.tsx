import { SlidersHorizontal, X } from 'lucide-react';
import type { ComponentProps } from 'react';
import {
  cataloguePath,
  countFilters,
  filterChipLabel,
  FILTER_NAMES,
  withoutFilter,
  type CatalogueFilters,
  type FilterChoices,
} from '@/lib/coffee/catalogue-filters';

/*
 * /products' filters (issue 28), server-rendered with no JavaScript of their own: a GET form in a <details> panel and
 * the current filters as links that remove one each, so they work before the page's scripts arrive, or without
 * them. One value of each kind (a roast level, a process, a note); each filtered address is its own cached page
 * (docs/decisions/catalogue-filters.md).
 */

/** A plain link: a full load of the cached page, as the GET form does, with no router code or prefetch behind it. */
function FullLoadLink(props: ComponentProps<'a'> & { href: string }) {
  return <a {...props} />;
}

const selectClass =
  'h-11 w-full min-w-0 rounded-lg border border-input bg-card px-2 text-base focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:h-10 sm:text-sm';
const roastChip =
  'inline-flex min-h-9 cursor-pointer items-center rounded-full border px-3 py-1 text-sm has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:ring-2 has-focus-visible:ring-ring';
const chipLink =
  'inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 py-1 text-sm hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

export function CatalogueFilterForm({ filters, choices }: { filters: CatalogueFilters; choices: FilterChoices }) {
  const active = countFilters(filters);
  return (
    // Closed on every load: on a phone the coffees come first; the chips below show what is on.
    <details className="group rounded-2xl border bg-card shadow-sm">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 py-2 font-medium [&::-webkit-details-marker]:hidden">
        <SlidersHorizontal className="size-4 text-primary" aria-hidden="true" />
        Filter coffees
        {active > 0 ? <span className="text-sm text-muted-foreground">({active} on)</span> : null}
      </summary>
      <form method="get" action="/products" className="grid gap-4 border-t p-4" aria-label="Filter coffees">
        <fieldset>
          <legend className="mb-2 text-sm font-medium">Roast level</legend>
          <div className="flex flex-wrap gap-2">
            {[{ value: '', label: 'Any roast' }, ...choices.roast].map((choice) => (
              <label key={choice.value || 'any'} className={roastChip}>
                <input
                  type="radio"
                  name="roast"
                  value={choice.value}
                  defaultChecked={choice.value === String(filters.roast[0] ?? '')}
                  className="sr-only"
                />
                {choice.label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <ChoiceSelect name="process" label="Process" anyLabel="Any process" filters={filters} choices={choices} />
          <ChoiceSelect name="note" label="Tasting note" anyLabel="Any note" filters={filters} choices={choices} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            className="inline-flex h-11 items-center rounded-lg bg-primary px-5 font-medium text-primary-foreground hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            Show coffees
          </button>
          {active > 0 ? (
            <FullLoadLink href="/products" className="text-sm underline underline-offset-4 hover:text-primary">
              Clear filters
            </FullLoadLink>
          ) : null}
        </div>
      </form>
    </details>
  );
}

function ChoiceSelect({
  name,
  label,
  anyLabel,
  filters,
  choices,
}: {
  name: 'process' | 'note';
  label: string;
  anyLabel: string;
  filters: CatalogueFilters;
  choices: FilterChoices;
}) {
  // One value of each kind travels in the address (src/server/http/catalogue-filter-rewrites.mjs).
  const first = filters[name][0];
  const offered = choices[name];
  return (
    <div className="grid min-w-0 gap-1.5">
      <label htmlFor={`filter-${name}`} className="text-sm font-medium">
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={first ?? ''} className={selectClass}>
        <option value="">{anyLabel}</option>
        {first && !offered.some((choice) => choice.value === first) ? <option value={first}>{first}</option> : null}
        {offered.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** "3 of 8 coffees match" and the filters that are on, each a link without it, then "Clear filters". */
export function ActiveCatalogueFilters({
  filters,
  choices,
  shown,
  total,
}: {
  filters: CatalogueFilters;
  choices: FilterChoices;
  shown: number;
  total: number;
}) {
  if (countFilters(filters) === 0) return null;
  return (
    <section aria-label="Current filters" className="flex flex-wrap items-center gap-2">
      <p className="mr-1 text-sm font-medium" data-testid="filter-count">
        {shown === 1 ? '1 coffee matches' : `${shown} coffees match`}
        <span className="text-muted-foreground"> (of {total})</span>
      </p>
      <ul className="flex flex-wrap gap-2">
        {FILTER_NAMES.flatMap((name) =>
          (filters[name] as Array<string | number>).map((value) => {
            const label = filterChipLabel(name, value, choices);
            return (
              <li key={`${name}-${value}`}>
                <FullLoadLink
                  href={cataloguePath(withoutFilter(filters, name, value))}
                  className={chipLink}
                  aria-label={`Remove filter ${label}`}
                >
                  {label}
                  <X className="size-3.5" aria-hidden="true" />
                </FullLoadLink>
              </li>
            );
          }),
        )}
      </ul>
      <FullLoadLink href="/products" className="text-sm underline underline-offset-4 hover:text-primary">
        Clear filters
      </FullLoadLink>
    </section>
  );
}

/** What a filtered list shows when no coffee matches. */
export function NoMatchingCoffees() {
  return (
    <div className="rounded-2xl border border-dashed p-10 text-center">
      <p className="font-medium">No coffee matches these filters.</p>
      <p className="mt-2 text-sm text-muted-foreground">Try another roast level or note, or see every coffee.</p>
      <FullLoadLink
        href="/products"
        className="mt-4 inline-flex h-10 items-center rounded-lg border px-4 text-sm font-medium hover:bg-secondary"
      >
        Clear filters
      </FullLoadLink>
    </div>
  );
}
