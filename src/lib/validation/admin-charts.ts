import { z } from 'zod';
import {
  addCalendarDays,
  calendarDaysBetween,
  isCalendarDate,
  parseDateBound,
  shopToday,
  toDateRange,
} from '@/lib/dates';
import { emptyToUndefined } from './admin-lists';
import { EARLIEST_DATE, isWithinDateYears, LATEST_DATE, text } from './common';

/*
 * GET /_api/admin/stats/charts: the Overview tab's charts for a range of whole days in the shop's time zone
 * (src/lib/dates.ts), the same days `GET /_api/admin/stats?startDate=&endDate=` sums for its Total Sales card.
 */

export const chartIntervals = ['day', 'week'] as const;
export type ChartInterval = (typeof chartIntervals)[number];

/** Days in the range when none is given: the last 30, today included (the Overview's first preset). */
export const DEFAULT_CHART_DAYS = 30;
/** Longest ranges, counted in days with both ends included: a (leap) year by day, three years by week. */
export const MAX_CHART_DAYS: Record<ChartInterval, number> = { day: 366, week: 3 * 365 + 1 };

export const CHART_FROM_INVALID = 'Invalid from date: use YYYY-MM-DD.';
export const CHART_TO_INVALID = 'Invalid to date: use YYYY-MM-DD.';
export const CHART_FROM_OUT_OF_RANGE = `From date must be between ${EARLIEST_DATE} and ${LATEST_DATE}.`;
export const CHART_TO_OUT_OF_RANGE = `To date must be between ${EARLIEST_DATE} and ${LATEST_DATE}.`;
export const CHART_INTERVAL_INVALID = 'Interval must be day or week.';
export const CHART_RANGE_REVERSED = 'The from date must not be after the to date.';
export const chartRangeTooLong = (interval: ChartInterval) =>
  interval === 'day'
    ? `A range by day covers at most ${MAX_CHART_DAYS.day} days; choose interval=week for a longer one.`
    : `A range by week covers at most 3 years (${MAX_CHART_DAYS.week.toLocaleString('en-US')} days).`;

const calendarDate = (message: string, outOfRange: string) =>
  z.preprocess(
    emptyToUndefined,
    text({ error: message })
      .trim()
      .refine((value) => isCalendarDate(value), { message, abort: true })
      .refine((value) => isWithinDateYears(parseDateBound(value)!.date), outOfRange)
      .optional(),
  );

export const adminChartsQuerySchema = z
  .object({
    from: calendarDate(CHART_FROM_INVALID, CHART_FROM_OUT_OF_RANGE),
    to: calendarDate(CHART_TO_INVALID, CHART_TO_OUT_OF_RANGE),
    interval: z.preprocess(emptyToUndefined, z.enum(chartIntervals, { error: CHART_INTERVAL_INVALID }).optional()),
  })
  .transform(({ from: givenFrom, to: givenTo, interval = 'day' }, ctx) => {
    const to = givenTo ?? shopToday();
    const from = givenFrom ?? addCalendarDays(to, -(DEFAULT_CHART_DAYS - 1));
    const days = calendarDaysBetween(from, to) + 1;
    if (days < 1) {
      ctx.addIssue({ code: 'custom', message: CHART_RANGE_REVERSED });
      return z.NEVER;
    }
    if (days > MAX_CHART_DAYS[interval]) {
      ctx.addIssue({ code: 'custom', message: chartRangeTooLong(interval) });
      return z.NEVER;
    }
    const range = toDateRange({ startDate: parseDateBound(from)!, endDate: parseDateBound(to)! });
    return { from, to, interval, range: { from: range.from!, before: range.before! } };
  });
export type AdminChartsQuery = z.output<typeof adminChartsQuerySchema>;
