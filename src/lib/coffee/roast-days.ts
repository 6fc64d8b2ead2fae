import { addCalendarDays } from '@/lib/dates';

/** Weekdays as the shop names them (0 = Sunday … 6 = Saturday), for the roasting-days setting. */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The weekday of a calendar date "YYYY-MM-DD" (0 = Sunday); plain calendar arithmetic, no time zone involved. */
export function weekdayOf(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
}

/**
 * The roast day of a shop order placed on `placedOn` (a shop calendar date): the first roasting weekday strictly
 * after it, so an order placed on a roast day waits for the next one (the day's batch is already planned).
 */
export function nextRoastDay(placedOn: string, roastWeekdays: readonly number[]): string {
  if (roastWeekdays.length === 0) throw new Error('The shop has no roasting day.');
  for (let days = 1; days <= 7; days++) {
    const day = addCalendarDays(placedOn, days);
    if (roastWeekdays.includes(weekdayOf(day))) return day;
  }
  throw new Error(`No roasting day among ${roastWeekdays.join(', ')}.`);
}
