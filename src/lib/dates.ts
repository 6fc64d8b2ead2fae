/**
 * Dates and the shop's time zone: the one home for turning "2026-11-22" into instants and back.
 *
 * A plain calendar date ("2026-11-22") names that whole day in the shop's time zone (America/New_York); a full ISO
 * date-time with an offset ("2026-11-22T15:00:00Z") names that exact instant. Every date filter (orders, dashboard
 * statistics) and every date field (campaign start and end) reads them through here, so one date means one thing.
 */

import { SHOP_TIME_ZONE } from './shop-time-zone';

export { SHOP_TIME_ZONE };

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/** Milliseconds the zone is ahead of UTC at the instant `at` (New York: -4 h or -5 h). */
function zoneOffset(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - (at - (at % 1000));
}

/** The instant a calendar day starts in the zone (DST-safe: the offset is re-read at the answer). */
export function startOfZonedDay(year: number, month: number, day: number, timeZone = SHOP_TIME_ZONE): Date {
  const wall = Date.UTC(year, month - 1, day);
  let instant = wall - zoneOffset(wall, timeZone);
  instant = wall - zoneOffset(instant, timeZone);
  return new Date(instant);
}

/** An instant → the "YYYY-MM-DD" calendar date in the shop's time zone (what a date input shows). */
export function toDateInputValue(value: Date | string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(value));
}

const shopDateTimeParts = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** An instant → "YYYY-MM-DD HH:MM:SS" on the shop's wall clock (24-hour; what CSV exports write, spreadsheets sort). */
export function toShopDateTime(value: Date | string): string {
  const parts = shopDateTimeParts.formatToParts(new Date(value));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
}

/** The start of the calendar day after the one `instant` falls on, in the shop's time zone (23–25 hours later). */
function startOfNextZonedDay(instant: Date): Date {
  const noonNext = new Date(instant.getTime() + 36 * 60 * 60 * 1000);
  const [year, month, day] = toDateInputValue(noonNext).split('-').map(Number) as [number, number, number];
  return startOfZonedDay(year, month, day);
}

/** A day or an instant, as a date text names it. */
export type DateBound = { date: Date; dateOnly: boolean };

/** "2026-11-22" (the day's start in the shop's zone) or an ISO date-time with an offset; null when not a real date. */
export function parseDateBound(value: string): DateBound | null {
  const trimmed = value.trim();
  const dateOnly = DATE_ONLY.exec(trimmed);
  if (dateOnly) {
    const [year, month, day] = dateOnly.slice(1).map(Number) as [number, number, number];
    const check = new Date(Date.UTC(year, month - 1, day));
    if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
    return { date: startOfZonedDay(year, month, day), dateOnly: true };
  }
  if (!DATE_TIME.test(trimmed)) return null;
  const time = Date.parse(trimmed);
  return Number.isNaN(time) ? null : { date: new Date(time), dateOnly: false };
}

/** A date field's value as one instant (a calendar date is that day's midnight in the shop's zone). */
export function parseShopDate(value: string): Date | null {
  return parseDateBound(value)?.date ?? null;
}

/** `from` inclusive, `before` exclusive: what the queries compare timestamps with. */
export type DateRange = { from?: Date; before?: Date };

/** A filter's start and end: the end date is inclusive of its whole day; an end instant is inclusive of itself. */
export function toDateRange({ startDate, endDate }: { startDate?: DateBound; endDate?: DateBound }): DateRange {
  let before: Date | undefined;
  if (endDate) before = endDate.dateOnly ? startOfNextZonedDay(endDate.date) : new Date(endDate.date.getTime() + 1);
  return { from: startDate?.date, before };
}

/** True for a real calendar date written "YYYY-MM-DD" (not "2026-02-30"). */
export function isCalendarDate(value: string): boolean {
  return DATE_ONLY.test(value) && parseDateBound(value) !== null;
}

/** "2026-11-22" plus `days` calendar days (negative goes back); plain calendar arithmetic, no time zone involved. */
export function addCalendarDays(value: string, days: number): string {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` ("2026-01-01" → "2026-01-31" is 30). */
export function calendarDaysBetween(from: string, to: string): number {
  const utc = (value: string) => {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/** Today's calendar date in the shop's time zone. */
export function shopToday(now: Date = new Date()): string {
  return toDateInputValue(now);
}
