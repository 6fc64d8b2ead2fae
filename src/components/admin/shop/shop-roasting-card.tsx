'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSaveShopRoasting } from '@/hooks/api/shop-roasting';
import { WEEKDAY_NAMES } from '@/lib/coffee/roast-days';
import { formatRoastDay } from '@/lib/coffee/roast-words';
import type { ShopRoasting } from '@/lib/contracts/shop-roasting';

/** Monday first, as a roaster's week reads; the API numbers days 0 = Sunday … 6 = Saturday. */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

/**
 * "Roasting days" (issue 28): the weekdays the shop roasts its own orders (those with no campaign). A shop order is
 * roasted on the first of them after the day it is placed; campaigns have their own roast day.
 */
export function ShopRoastingCard({ initial }: { initial: ShopRoasting }) {
  const [saved, setSaved] = useState(initial);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set(initial.roastWeekdays));
  const save = useSaveShopRoasting();
  const unchanged = chosen.size === saved.roastWeekdays.length && saved.roastWeekdays.every((day) => chosen.has(day));

  const toggle = (day: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(day);
    else next.delete(day);
    setChosen(next);
  };

  return (
    <section aria-labelledby="roasting-heading" className="rounded-2xl border bg-card p-5 shadow-sm">
      <h2 id="roasting-heading" className="text-lg font-semibold">
        Roasting days
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        The days the shop roasts orders placed in the shop itself. Each such order is roasted on the first of these days
        after the day it is placed; buyers see that day. Campaigns set their own roast day.
      </p>
      <form
        className="mt-4 grid gap-4"
        aria-busy={save.isPending || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate([...chosen], {
            onSuccess: ({ roastWeekdays, nextRoastDay }) => setSaved({ roastWeekdays, nextRoastDay }),
          });
        }}
      >
        <fieldset className="flex flex-wrap gap-2" disabled={save.isPending}>
          <legend className="sr-only">Roasting weekdays</legend>
          {WEEK.map((day) => (
            <label
              key={day}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm has-[:checked]:border-primary has-[:checked]:ring-1 has-[:checked]:ring-primary"
            >
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={chosen.has(day)}
                onChange={(event) => toggle(day, event.target.checked)}
              />
              {WEEKDAY_NAMES[day]}
            </label>
          ))}
        </fieldset>
        {chosen.size === 0 ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            Choose at least one roasting day.
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm" data-next-roast>
            Next shop roast: <span className="font-medium">{formatRoastDay(saved.nextRoastDay)}</span>
          </p>
          <Button type="submit" disabled={chosen.size === 0 || unchanged || save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Roasting Days'}
          </Button>
        </div>
      </form>
    </section>
  );
}
