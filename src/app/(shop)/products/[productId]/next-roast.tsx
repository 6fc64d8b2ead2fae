import { Flame } from 'lucide-react';
import { nextShopRoast } from '@/lib/coffee/roast-words';
import { readShopRoastWeekdays } from '@/server/cache/public-reads';

/**
 * "Next roast: Tue, Dec 1 — order by Mon, Nov 30 for this batch" (issue 28), for a shop order placed now: the first
 * of the shop's roasting days after today, as placement decides it. A server component computed at render, like the
 * campaign pages' "days left" (docs/decisions/roast-dates-on-pages.md says how stale a cached page can be).
 */
export async function NextRoast({ now }: { now: Date }) {
  const next = nextShopRoast(await readShopRoastWeekdays(), now);
  return (
    <p className="flex items-start gap-2 text-sm" data-next-roast={next?.roastDate ?? ''}>
      <Flame className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>
        {next ? <span className="font-medium">{next.text}. </span> : null}
        <span className="text-muted-foreground">
          Campaign orders are roasted on their campaign’s roast day. Local delivery or meetup is arranged after you
          order.
        </span>
      </span>
    </p>
  );
}
