import { ChevronLeft, ChevronRight } from 'lucide-react';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatCalendarDate } from '@/lib/format';
import { ADMIN_ROAST_PLAN_PATH, roastPlanPath } from '@/lib/paths/roast-plan';

/**
 * Which roast day the plan shows: a date picker that is a plain GET form (works before any script), and links to the
 * previous and next roast days that have orders.
 */
export function RoastDayNav({ date, previous, next }: { date: string; previous: string | null; next: string | null }) {
  return (
    <nav aria-label="Roast days" className="flex flex-wrap items-end gap-3 print:hidden">
      <form method="get" action={ADMIN_ROAST_PLAN_PATH} className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1.5">
          <Label htmlFor="roast-day">Roast day</Label>
          <Input id="roast-day" type="date" name="date" defaultValue={date} required className="w-44" />
        </div>
        <Button type="submit" variant="outline">
          Show
        </Button>
      </form>
      <div className="flex flex-wrap gap-2">
        {previous ? (
          <Button asChild variant="ghost">
            <Link href={roastPlanPath(previous)} rel="prev">
              <ChevronLeft aria-hidden="true" />
              Previous roast day: {formatCalendarDate(previous, { year: true })}
            </Link>
          </Button>
        ) : null}
        {next ? (
          <Button asChild variant="ghost">
            <Link href={roastPlanPath(next)} rel="next">
              Next roast day: {formatCalendarDate(next, { year: true })}
              <ChevronRight aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
      </div>
    </nav>
  );
}
