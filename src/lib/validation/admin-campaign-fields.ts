import { z } from 'zod';
import { parseShopDate } from '@/lib/dates';
import { INVALID_END_DATE, INVALID_START_DATE, multilineText, positiveId, SLUG_PATTERN, text } from './common';

/*
 * The campaign fields' rules and messages (spec admin.md sections 3, 4, 5 and 7), written once for the endpoint
 * schemas (admin-campaigns.ts) and the create/edit form (admin-campaign-form.ts).
 */

export const CAMPAIGN_NAME_REQUIRED = 'Campaign name is required.';
export const START_DATE_REQUIRED = 'Start date is required.';
export const START_DATE_INVALID = INVALID_START_DATE;
export const END_DATE_REQUIRED = 'End date is required.';
export const END_DATE_INVALID = INVALID_END_DATE;
export const END_BEFORE_START = 'End date must be after start date.';
export const SLUG_REQUIRED = 'Slug is required.';
export const SLUG_FORMAT = 'Slug can only contain lowercase letters, numbers, and hyphens.';
export const SLUG_IN_USE = 'This URL slug is already in use.';
export const CAMPAIGN_ID_INVALID = 'Campaign ID must be a positive integer.';
export const USER_ID_INVALID = 'User ID must be a positive integer.';
export const CAPTAIN_ID_INVALID = 'Captain ID must be a positive integer.';
export const PRODUCT_IDS_INVALID = 'Product IDs must be a list of positive integers.';
export const GOAL_INVALID = 'Goal amount must be a whole number of cents, 0 or more.';
export const GOAL_DOLLARS_INVALID = 'Goal amount must be a positive amount in dollars (at most two decimals).';
export const IS_ACTIVE_INVALID = 'isActive must be true or false.';

/** $10,000,000.00: far above any school fundraiser, well inside the integer column. */
export const MAX_GOAL_CENTS = 1_000_000_000;

/* ---------- dates ---------- */

const dateField = (required: string, invalid: string) =>
  text({ error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid) })
    .trim()
    .min(1, { error: required, abort: true })
    .transform((value, ctx): Date => {
      const date = parseShopDate(value);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: invalid, input: value });
        return z.NEVER;
      }
      return date;
    });

export const startDateField = dateField(START_DATE_REQUIRED, START_DATE_INVALID);
export const endDateField = dateField(END_DATE_REQUIRED, END_DATE_INVALID);

const isDate = (value: unknown): value is Date => value instanceof Date && !Number.isNaN(value.getTime());

/** True when both dates parsed and the end is not after the start (a date that failed has its own message). */
export function endsBeforeStart({ startDate, endDate }: { startDate?: unknown; endDate?: unknown }): boolean {
  return isDate(startDate) && isDate(endDate) && endDate.getTime() <= startDate.getTime();
}

/** The issue for `.refine((input) => !endsBeforeStart(input), END_AFTER_START)`: shown under the end date. */
export const END_AFTER_START = { message: END_BEFORE_START, path: ['endDate'] };

/* ---------- other fields ---------- */

export const slugText = text({ error: SLUG_FORMAT })
  .trim()
  .max(100, 'Slug must be at most 100 characters.')
  .regex(SLUG_PATTERN, SLUG_FORMAT);

export const nameField = text({ error: CAMPAIGN_NAME_REQUIRED })
  .trim()
  .min(1, CAMPAIGN_NAME_REQUIRED)
  .max(200, 'Campaign name must be at most 200 characters.');

export const descriptionField = multilineText({ error: 'Description must be text.' })
  .trim()
  .max(5000, 'Description must be at most 5000 characters.')
  .nullable()
  .optional()
  .transform((value) => (value === undefined ? undefined : value || null));

export const captainField = positiveId(CAPTAIN_ID_INVALID).nullable().optional();

export const goalField = z
  .number({ error: GOAL_INVALID })
  .int(GOAL_INVALID)
  .min(0, GOAL_INVALID)
  .max(MAX_GOAL_CENTS, GOAL_INVALID)
  .nullable()
  .optional();

export const isActiveField = z.boolean({ error: IS_ACTIVE_INVALID });
