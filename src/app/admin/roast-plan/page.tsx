import { ArrowLeft, Download } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { pageMarginCss } from '@/components/fulfilment/page-margins';
import { PrintButton } from '@/components/roast-plan/print-button';
import { RoastDayNav } from '@/components/roast-plan/roast-day-nav';
import { RoastPlanSections } from '@/components/roast-plan/roast-plan-sections';
import { Button } from '@/components/ui/button';
import { endpointUrl } from '@/lib/api-client';
import { weekdayOf, WEEKDAY_NAMES } from '@/lib/coffee/roast-days';
import { roastPlanEndpoints } from '@/lib/contracts/roast-plan';
import { shopToday } from '@/lib/dates';
import { formatCalendarDate, formatDateTime } from '@/lib/format';
import { roastPlanPath } from '@/lib/paths/roast-plan';
import { parseRoastDayParam } from '@/lib/validation/roast-plan';
import { gatePage } from '@/server/auth/page-gate';
import { getDefaultRoastDay, getRoastDayNeighbours, getRoastDayPlan } from '@/server/db/queries/roast-plan';

export const metadata: Metadata = { title: 'Roast Plan', robots: { index: false } };

type Props = { searchParams: Promise<{ date?: string | string[] }> };

/**
 * /admin/roast-plan?date=YYYY-MM-DD (issue 28): what to roast on a roast day, across campaigns and shop orders, in
 * pounds and kilograms, roasted and green; printable and as CSV. Without a date (or with one that is not a day) it
 * opens the next roast day that has orders, else today. The page gates itself.
 */
export default async function RoastPlanPage({ searchParams }: Props) {
  const asked = parseRoastDayParam((await searchParams).date);
  await gatePage('/admin', roastPlanPath(asked));
  const date = asked ?? (await getDefaultRoastDay({ today: shopToday() }));
  const [plan, neighbours] = await Promise.all([getRoastDayPlan({ date }), getRoastDayNeighbours({ date })]);
  const preparedAt = `Prepared ${formatDateTime(new Date())}`;
  const title = `${WEEKDAY_NAMES[weekdayOf(date)]}, ${formatCalendarDate(date, { year: true })}`;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12 print:max-w-none print:p-0 print:text-[11pt]">
      <style>{pageMarginCss(`Roast plan · ${title} · ${preparedAt}`)}</style>
      <Link
        href="/admin"
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline print:hidden"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Admin
      </Link>
      <header className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between print:mt-0">
        <div className="min-w-0">
          <p className="text-sm font-medium text-muted-foreground">Roast plan</p>
          <h1 className="text-2xl font-semibold sm:text-3xl">{title}</h1>
          <p className="hidden text-sm text-muted-foreground print:block">{preparedAt}</p>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button asChild variant="outline">
            <a href={endpointUrl(roastPlanEndpoints.day, { date, format: 'csv' })} download>
              <Download aria-hidden="true" />
              Download CSV
            </a>
          </Button>
          <PrintButton />
        </div>
      </header>
      <div className="mt-6">
        <RoastDayNav date={date} previous={neighbours.previous} next={neighbours.next} />
      </div>
      <RoastPlanSections plan={plan} />
    </div>
  );
}
