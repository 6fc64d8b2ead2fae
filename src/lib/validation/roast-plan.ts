import { z } from 'zod';
import { isCalendarDate } from '@/lib/dates';
import { text } from './common';

/* Issue 28: the roast plan of one roast day (GET /_api/admin/roast-plan) and the sheet's roast-day filter. */

export const ROAST_PLAN_DATE_INVALID = 'date must be a roast day written YYYY-MM-DD, such as 2026-12-01.';
export const ROAST_PLAN_FORMAT_INVALID = 'format must be json or csv.';
export const SHEET_ROAST_DATE_INVALID = 'roastDate must be a roast day written YYYY-MM-DD, such as 2026-12-01.';

/** A required calendar date "YYYY-MM-DD" (a real day: not 2026-02-30). */
const calendarDate = (message: string) =>
  text({ error: message })
    .trim()
    .refine((value) => isCalendarDate(value), message);

// GET /_api/admin/roast-plan?date=&format=json|csv
export const roastPlanQuerySchema = z.strictObject({
  date: calendarDate(ROAST_PLAN_DATE_INVALID),
  format: z.enum(['json', 'csv'], { error: ROAST_PLAN_FORMAT_INVALID }).optional(),
});

/** The fulfilment sheet's `?roastDate=`: only the campaign's orders of that roast day. */
export const sheetRoastDateField = calendarDate(SHEET_ROAST_DATE_INVALID).optional();

/** A page's `?date=` as a calendar date, or null when absent or not one (the page then picks its default). */
export function parseRoastDayParam(value: string | string[] | undefined): string | null {
  const day = typeof value === 'string' ? value.trim() : '';
  return isCalendarDate(day) ? day : null;
}
