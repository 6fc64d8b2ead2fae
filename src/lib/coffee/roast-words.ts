import { addCalendarDays, shopToday } from '@/lib/dates';
import { nextRoastDay } from './roast-days';

/*
 * Roast days in words (issue 28: pages, the order page and e-mails say "roasted on {date}"). A roast day is a
 * calendar date ("YYYY-MM-DD") on the shop's calendar: formatted as written, never shifted by a time zone.
 */

let roastDayFormat: Intl.DateTimeFormat | undefined;

/** "2026-12-04" → "Fri, Dec 4". */
export function formatRoastDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  roastDayFormat ??= new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return roastDayFormat.format(new Date(Date.UTC(year, month - 1, date)));
}

/** A campaign's public pages and flyer: "Roasted on Fri, Dec 4"; null without a roast day. */
export function campaignRoastText(roastDate: string | null | undefined): string | null {
  return roastDate ? `Roasted on ${formatRoastDay(roastDate)}` : null;
}

/**
 * One order's roast day, for its page and e-mails: "Will be roasted on Fri, Dec 4" before the day (shop calendar),
 * "Roasted on Fri, Dec 4" from it; null for an order without one (placed before roast days existed, or a campaign
 * with none set yet).
 */
export function orderRoastText(roastDate: string | null | undefined, now: Date = new Date()): string | null {
  if (!roastDate) return null;
  const day = formatRoastDay(roastDate);
  return shopToday(now) < roastDate ? `Will be roasted on ${day}` : `Roasted on ${day}`;
}

/** The e-mails' sentence: "Your coffee will be roasted on Fri, Dec 4." (or "was roasted on …" from the day). */
export function orderRoastSentence(roastDate: string | null | undefined, now: Date = new Date()): string | null {
  if (!roastDate) return null;
  const day = formatRoastDay(roastDate);
  return shopToday(now) < roastDate ? `Your coffee will be roasted on ${day}.` : `Your coffee was roasted on ${day}.`;
}

/**
 * What the product page tells a shop buyer: the roast day an order placed today gets (the first roasting day after
 * today, as placement decides it: src/server/services/roast-date.ts) and the last day an order still gets it.
 */
export function nextShopRoast(
  roastWeekdays: readonly number[],
  now: Date = new Date(),
): { roastDate: string; orderBy: string; text: string } | null {
  if (roastWeekdays.length === 0) return null;
  const roastDate = nextRoastDay(shopToday(now), roastWeekdays);
  const orderBy = addCalendarDays(roastDate, -1);
  return {
    roastDate,
    orderBy,
    text: `Next roast: ${formatRoastDay(roastDate)} — order by ${formatRoastDay(orderBy)} for this batch`,
  };
}
