import { SHOP_TIME_ZONE } from './shop-time-zone';
import { centsToDecimal, type Cents } from './money';

/** The one place amounts and dates are turned into text: USD, en-US, the shop's time zone. */
const DISPLAY_TIME_ZONE = SHOP_TIME_ZONE;

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeCurrency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const date = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: DISPLAY_TIME_ZONE,
});
const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: DISPLAY_TIME_ZONE,
});

/** 1250 → "$12.50". Goes through the exact decimal string, never float arithmetic. */
export function formatCents(cents: Cents): string {
  return currency.format(Number(centsToDecimal(cents)));
}

/** Whole-dollar display for goals: 50000 → "$500". */
export function formatCentsWhole(cents: Cents): string {
  return wholeCurrency.format(Math.round(cents / 100));
}

/** A "12.50" price string from the API → "$12.50". */
export function formatPrice(price: string): string {
  const value = Number(price);
  return Number.isFinite(value) ? currency.format(value) : currency.format(0);
}

export function formatDate(value: Date | string): string {
  return date.format(new Date(value));
}

export function formatDateTime(value: Date | string): string {
  return dateTime.format(new Date(value));
}

let time: Intl.DateTimeFormat | undefined;
/** "9:41 AM" on the shop's clock, under a formatDate in a table cell. */
export function formatTime(value: Date | string): string {
  time ??= new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: DISPLAY_TIME_ZONE,
  });
  return time.format(new Date(value));
}

/*
 * Chart formatters: built on first use, so pages that never draw a chart (every public page imports this module)
 * carry only these few lines.
 */
let compactCurrency: Intl.NumberFormat | undefined;
let calendarDay: Intl.DateTimeFormat | undefined;
let calendarDayYear: Intl.DateTimeFormat | undefined;

/** Chart axes: 123456 → "$1.2K". Exact amounts are shown beside it (tooltips, tables) with formatCents. */
export function formatCentsCompact(cents: Cents): string {
  compactCurrency ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  return compactCurrency.format(Number(centsToDecimal(cents)));
}

/**
 * "2026-11-22" → "Nov 22" (or "Nov 22, 2026" with the year). A calendar date names a day, not an instant: it is
 * formatted as written (in UTC), never shifted by a time zone.
 */
export function formatCalendarDate(value: string, { year = false }: { year?: boolean } = {}): string {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const format = year
    ? (calendarDayYear ??= new Intl.DateTimeFormat('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      }))
    : (calendarDay ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }));
  return format.format(new Date(Date.UTC(y, m - 1, d)));
}
