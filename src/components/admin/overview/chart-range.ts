import { addCalendarDays, calendarDaysBetween } from '@/lib/dates';
import {
  CHART_RANGE_REVERSED,
  chartRangeTooLong,
  MAX_CHART_DAYS,
  type ChartInterval,
} from '@/lib/validation/admin-charts';
import type { ChartRange } from '@/hooks/api/query-keys';

export const chartPresets = [
  { value: 'last30', label: 'Last 30 days' },
  { value: 'last90', label: 'Last 90 days' },
  { value: 'year', label: 'This year' },
  { value: 'custom', label: 'Custom dates' },
] as const;
export type ChartPreset = (typeof chartPresets)[number]['value'];

/** What the range control holds; the request's range follows from it and today's shop date. */
export type ChartRangeChoice = { preset: ChartPreset; from: string; to: string; interval: ChartInterval };

/** The dates a preset stands for on `today` (custom: the dates typed in). */
export function presetDates(choice: ChartRangeChoice, today: string): { from: string; to: string } {
  switch (choice.preset) {
    case 'last30':
      return { from: addCalendarDays(today, -29), to: today };
    case 'last90':
      return { from: addCalendarDays(today, -89), to: today };
    case 'year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'custom':
      return { from: choice.from, to: choice.to };
  }
}

/**
 * The range to ask for, or why there is none. Longer than the day limit, a range is drawn by week (the Day choice
 * is then unavailable); the messages are the server's own.
 */
export function resolveChartRange(
  choice: ChartRangeChoice,
  today: string,
): { range: ChartRange; dayAllowed: boolean } | { error: string } {
  const { from, to } = presetDates(choice, today);
  if (!from || !to) return { error: 'Choose both dates.' };
  const days = calendarDaysBetween(from, to) + 1;
  if (days < 1) return { error: CHART_RANGE_REVERSED };
  if (days > MAX_CHART_DAYS.week) return { error: chartRangeTooLong('week') };
  const dayAllowed = days <= MAX_CHART_DAYS.day;
  return { range: { from, to, interval: dayAllowed ? choice.interval : 'week' }, dayAllowed };
}
