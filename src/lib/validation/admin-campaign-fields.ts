import { z } from 'zod';
import { parseShopDate } from '@/lib/dates';
import { PRIVACY_MODES } from '@/lib/privacy/public-name';
import { percentToPermille } from '@/lib/team-share';
import { INVALID_END_DATE, INVALID_START_DATE, multilineText, positiveId, SLUG_PATTERN, text } from './common';

/*
 * The campaign fields' rules and messages (spec admin.md sections 3, 4, 5 and 7), written once for the endpoint
 * schemas (admin-campaigns.ts) and the create/edit form (lib/forms/admin-campaign-form.ts).
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

/* ---------- privacy (issue 27) ---------- */

export const PRIVACY_MODE_INVALID = "privacyMode must be 'standard' or 'minors'.";
export const SHOW_SELLER_AMOUNTS_INVALID = 'showSellerAmounts must be true or false.';

/** How the campaign's participants are shown publicly (src/lib/privacy/public-name.ts). */
export const privacyModeField = z.enum(PRIVACY_MODES, { error: PRIVACY_MODE_INVALID });

/** Whether the leaderboard shows each seller's amounts. */
export const showSellerAmountsField = z.boolean({ error: SHOW_SELLER_AMOUNTS_INVALID });

/* ---------- the team's share per bag (issue 14) ---------- */

export const TEAM_SHARE_PERCENT_INVALID = 'Team share must be a percentage from 0 to 100 with at most one decimal.';
export const TEAM_SHARE_CENTS_INVALID = 'Team share per bag must be a whole number of cents, 0 or more.';
export const TEAM_SHARE_DOLLARS_INVALID = 'Team share per bag must be an amount in dollars (at most two decimals).';
export const TEAM_SHARE_BOTH =
  'Set the team share either as a percentage (teamSharePercent) or as an amount per bag (teamShareCentsPerBag), not both.';

/** $1,000 per bag: far above any bag's price, well inside the integer column. */
export const MAX_TEAM_SHARE_CENTS = 100_000;

/** 0–100 with at most one decimal, handed on as permille (12.5 → 125); null clears the share. */
export const teamSharePercentField = z
  .number({ error: TEAM_SHARE_PERCENT_INVALID })
  .transform((percent, ctx): number => {
    const permille = percentToPermille(percent);
    if (permille === null) {
      ctx.addIssue({ code: 'custom', message: TEAM_SHARE_PERCENT_INVALID, input: percent });
      return z.NEVER;
    }
    return permille;
  })
  .nullable()
  .optional();

/** Whole cents per bag, 0 or more; null clears the share. */
export const teamShareCentsField = z
  .number({ error: TEAM_SHARE_CENTS_INVALID })
  .int(TEAM_SHARE_CENTS_INVALID)
  .min(0, TEAM_SHARE_CENTS_INVALID)
  .max(MAX_TEAM_SHARE_CENTS, TEAM_SHARE_CENTS_INVALID)
  .nullable()
  .optional();

/** A call sends at most one of the two keys (either one set to null clears the share). */
export function sendsBothTeamShares(input: { teamSharePercent?: unknown; teamShareCentsPerBag?: unknown }): boolean {
  return input.teamSharePercent !== undefined && input.teamShareCentsPerBag !== undefined;
}

/** The issue for `.refine((input) => !sendsBothTeamShares(input), ONE_TEAM_SHARE)`. */
export const ONE_TEAM_SHARE = { message: TEAM_SHARE_BOTH, path: ['teamSharePercent'] };

/** The columns a team share key sets: the kind given, and the other kind cleared; nothing when neither was sent. */
export function teamShareColumns({
  teamSharePercent: permille,
  teamShareCentsPerBag: cents,
}: {
  teamSharePercent?: number | null;
  teamShareCentsPerBag?: number | null;
}): { teamSharePermille?: number | null; teamShareCentsPerBag?: number | null } {
  if (permille !== undefined) return { teamSharePermille: permille, teamShareCentsPerBag: null };
  if (cents !== undefined) return { teamSharePermille: null, teamShareCentsPerBag: cents };
  return {};
}
