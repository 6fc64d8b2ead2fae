import { addCalendarDays, calendarDaysBetween, isCalendarDate } from '@/lib/dates';
import {
  CHART_RANGE_REVERSED,
  chartIntervals,
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

/*
 * The chosen range in the dashboard's URL (issue 26), so a reload or a shared link draws the same charts:
 * `charts.range=last90`, `charts.from`/`charts.to` for custom dates, `charts.interval=week`. The defaults (last 30
 * days, per day) leave the URL clean. The page reads the same parameters to draw its first charts.
 */
export const CHART_URL_PARAMS = {
  preset: 'charts.range',
  from: 'charts.from',
  to: 'charts.to',
  interval: 'charts.interval',
} as const;

const DEFAULT_PRESET: ChartPreset = 'last30';

/** The choice a URL names; anything unknown or malformed falls back to the default. */
export function readChartChoice(get: (name: string) => string | null | undefined, today: string): ChartRangeChoice {
  const presetParam = get(CHART_URL_PARAMS.preset);
  const preset = chartPresets.find((option) => option.value === presetParam)?.value ?? DEFAULT_PRESET;
  const intervalParam = get(CHART_URL_PARAMS.interval);
  const interval = chartIntervals.find((option) => option === intervalParam) ?? 'day';
  const date = (name: string) => {
    const value = get(name) ?? '';
    return isCalendarDate(value) ? value : '';
  };
  const dates =
    preset === 'custom'
      ? { from: date(CHART_URL_PARAMS.from), to: date(CHART_URL_PARAMS.to) }
      : presetDates({ preset, from: '', to: '', interval }, today);
  return { preset, ...dates, interval };
}

/** The URL parameters for a choice: null removes one (a default, or dates of a preset). */
export function chartChoiceParams(choice: ChartRangeChoice): Record<string, string | null> {
  const custom = choice.preset === 'custom';
  return {
    [CHART_URL_PARAMS.preset]: choice.preset === DEFAULT_PRESET ? null : choice.preset,
    [CHART_URL_PARAMS.from]: custom && choice.from ? choice.from : null,
    [CHART_URL_PARAMS.to]: custom && choice.to ? choice.to : null,
    [CHART_URL_PARAMS.interval]: choice.interval === 'day' ? null : choice.interval,
  };
}
