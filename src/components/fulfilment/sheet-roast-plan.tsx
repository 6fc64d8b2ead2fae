import { Flame } from 'lucide-react';
import Link from 'next/link';
import { RoastPlanCoffees, RoastPlanTotals } from '@/components/roast-plan/roast-plan-view';
import { weekdayOf, WEEKDAY_NAMES } from '@/lib/coffee/roast-days';
import type { CampaignFulfilment, FulfilmentScope } from '@/lib/contracts/campaign-fulfilment';
import { formatCalendarDate } from '@/lib/format';
import { adminFulfilmentPath, captainFulfilmentPath } from '@/lib/paths/fulfilment';
import { roastPlanPath } from '@/lib/paths/roast-plan';

/*
 * The fulfilment sheet's roast day (issue 28): the campaign's roast day under its title, the roast days its orders
 * carry when there is more than one (each a link to the sheet of that day, `?roastDate=`), and the "Roast plan"
 * block: pounds and kilograms per coffee and option, and the green coffee to roast.
 */

const dayName = (date: string) => `${WEEKDAY_NAMES[weekdayOf(date)]}, ${formatCalendarDate(date, { year: true })}`;
const plural = (count: number, one: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : `${one}s`}`;

const sheetPath = (scope: FulfilmentScope, campaignId: number, roastDate?: string) => {
  const path = scope === 'admin' ? adminFulfilmentPath(campaignId) : captainFulfilmentPath(campaignId);
  return roastDate ? `${path}?roastDate=${roastDate}` : path;
};

/** "Roast day: Tuesday, Dec 1, 2026" under the sheet's title (on paper too). */
export function SheetRoastDayLine({ sheet, roastDate }: { sheet: CampaignFulfilment; roastDate?: string }) {
  const day = roastDate ?? sheet.campaign.roastDate;
  return (
    <p className="mt-1 text-sm font-medium" data-roast-day>
      {day ? `Roast day: ${dayName(day)}` : 'No roast day set yet'}
      {roastDate && roastDate !== sheet.campaign.roastDate
        ? ` (the campaign now roasts ${sheet.campaign.roastDate ? `on ${formatCalendarDate(sheet.campaign.roastDate)}` : 'on no set day'})`
        : ''}
    </p>
  );
}

/** The roast days of the campaign's orders, when they are not all one; links filter the sheet to one of them. */
export function SheetRoastDays({
  sheet,
  scope,
  roastDate,
}: {
  sheet: CampaignFulfilment;
  scope: FulfilmentScope;
  roastDate?: string;
}) {
  if (sheet.roastDays.length < 2 && !roastDate) return null;
  const link = 'font-medium text-primary underline underline-offset-4';
  return (
    <nav
      aria-label="Roast days of this campaign"
      className="mt-4 rounded-xl border bg-muted/40 p-4 text-sm print:hidden"
    >
      <p>
        {roastDate
          ? `This sheet shows the orders of the ${formatCalendarDate(roastDate)} roast only.`
          : `This campaign's orders are on ${plural(sheet.roastDays.length, 'roast day')}; the sheet shows them all.`}
      </p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {roastDate ? (
          <li>
            <Link href={sheetPath(scope, sheet.campaign.id)} className={link}>
              Every roast day
            </Link>
          </li>
        ) : null}
        {sheet.roastDays.map((day) => (
          <li key={day.date ?? 'none'}>
            {day.date === null ? (
              `No roast day: ${plural(day.bags, 'bag')}`
            ) : day.date === roastDate ? (
              <span aria-current="page">
                {formatCalendarDate(day.date)}: {plural(day.bags, 'bag')}
              </span>
            ) : (
              <Link href={sheetPath(scope, sheet.campaign.id, day.date)} className={link}>
                {formatCalendarDate(day.date)}: {plural(day.bags, 'bag')}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The "Roast plan" block: the weights to roast for the sheet's orders (every non-cancelled one, handed out too). */
export function SheetRoastPlan({
  sheet,
  scope,
  roastDate,
}: {
  sheet: CampaignFulfilment;
  scope: FulfilmentScope;
  roastDate?: string;
}) {
  const day = roastDate ?? sheet.campaign.roastDate;
  return (
    <section aria-labelledby="roast-plan-heading" className="mt-10 print:mt-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="roast-plan-heading" className="text-xl font-semibold">
          Roast plan
        </h2>
        {scope === 'admin' && day ? (
          <Link
            href={roastPlanPath(day)}
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline print:hidden"
          >
            <Flame className="size-4" aria-hidden="true" />
            Roast plan of {formatCalendarDate(day)} (every campaign)
          </Link>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        Roasted weight of the bags in this sheet&apos;s orders (handed out too), and the green coffee to roast for it.
      </p>
      {sheet.roastPlan.length > 0 ? <RoastPlanTotals plan={sheet.roastPlan} className="mt-4" /> : null}
      <div className="mt-4">
        <RoastPlanCoffees plan={sheet.roastPlan} empty="No coffee to roast yet." context="roast plan" />
      </div>
    </section>
  );
}
