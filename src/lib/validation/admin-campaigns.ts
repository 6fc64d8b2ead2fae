import { z } from 'zod';
import { decimalToCents, type Cents } from '@/lib/money';
import { DISPLAY_TIME_ZONE } from '@/lib/format';
import { MAX_ID, positiveId } from './common';

/*
 * Admin campaign calls (spec admin.md sections 3, 4, 5 and 7). One schema per endpoint, plus the create/edit
 * form's own schema (dollars and date strings) built from the same field rules, so each message is written once.
 */

export const CAMPAIGN_NAME_REQUIRED = 'Campaign name is required.';
export const START_DATE_REQUIRED = 'Start date is required.';
export const START_DATE_INVALID = 'Invalid start date.';
export const END_DATE_REQUIRED = 'End date is required.';
export const END_DATE_INVALID = 'Invalid end date.';
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

/** $10,000,000.00: far above any school fundraiser, well inside the integer column. */
export const MAX_GOAL_CENTS = 1_000_000_000;

/** The new-campaign form runs from today for 720 hours (spec section 9). */
export const DEFAULT_CAMPAIGN_HOURS = 720;

const positiveIdParam = (message: string) =>
  z
    .string({ error: message })
    .regex(/^[1-9][0-9]{0,9}$/, message)
    .transform(Number)
    .pipe(z.number().int().positive(message).max(MAX_ID, message));

/* ---------- dates ---------- */

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Minutes east of UTC in the display time zone at that instant (New York: -300 or -240). */
function zoneOffsetMinutes(instant: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: DISPLAY_TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

/**
 * A campaign date as the API accepts it: a calendar date "2026-11-22" (midnight in the shop's time zone, so the
 * date shows as entered everywhere) or a full ISO date-time. Null when it is not a real date.
 */
export function parseCampaignDate(value: string): Date | null {
  const text = value.trim();
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const [year, month, day] = [Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3])];
    const utcMidnight = Date.UTC(year, month - 1, day);
    const check = new Date(utcMidnight);
    if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
    // Two passes settle the offset on days when daylight saving changes.
    let instant = utcMidnight - zoneOffsetMinutes(new Date(utcMidnight)) * 60_000;
    instant = utcMidnight - zoneOffsetMinutes(new Date(instant)) * 60_000;
    return new Date(instant);
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})$/.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An instant → the "YYYY-MM-DD" calendar date in the shop's time zone (what a date input shows). */
export function toDateInputValue(value: Date | string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(value));
}

/** The new-campaign form's dates: today, and 720 hours later. */
export function defaultCampaignDates(now = new Date()): { startDate: string; endDate: string } {
  return { startDate: toDateInputValue(now), endDate: toDateInputValue(new Date(now.getTime() + DEFAULT_CAMPAIGN_HOURS * 3_600_000)) };
}

const dateField = (required: string, invalid: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid) })
    .trim()
    .min(1, { error: required, abort: true })
    .transform((value, ctx): Date => {
      const date = parseCampaignDate(value);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: invalid, input: value });
        return z.NEVER;
      }
      return date;
    });

/* ---------- slug ---------- */

/** Spec section 4: lowercase, trim, spaces to hyphens, remove non-word characters, collapse repeated hyphens. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/_/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

const isDate = (value: unknown): value is Date => value instanceof Date && !Number.isNaN(value.getTime());

const SLUG_PATTERN = /^[a-z0-9-]+$/;
const slugText = z.string({ error: SLUG_FORMAT }).trim().max(100, 'Slug must be at most 100 characters.').regex(SLUG_PATTERN, SLUG_FORMAT);

/* ---------- fields ---------- */

const nameField = z
  .string({ error: CAMPAIGN_NAME_REQUIRED })
  .trim()
  .min(1, CAMPAIGN_NAME_REQUIRED)
  .max(200, 'Campaign name must be at most 200 characters.');

const descriptionField = z
  .string({ error: 'Description must be text.' })
  .trim()
  .max(5000, 'Description must be at most 5000 characters.')
  .nullable()
  .optional()
  .transform((value) => (value === undefined ? undefined : value || null));

const captainField = positiveId(CAPTAIN_ID_INVALID).nullable().optional();
const goalField = z.number({ error: GOAL_INVALID }).int(GOAL_INVALID).min(0, GOAL_INVALID).max(MAX_GOAL_CENTS, GOAL_INVALID).nullable().optional();
const isActiveField = z.boolean({ error: 'isActive must be true or false.' }).optional();

/** The writable columns as the schemas hand them to the service. */
export type CampaignChanges = {
  name?: string;
  slug?: string | null;
  description?: string | null;
  startDate?: Date;
  endDate?: Date;
  isActive?: boolean;
  captainId?: number | null;
  goalAmountCents?: number | null;
};

// POST /_api/admin/createcampaign
export const createCampaignSchema = z
  .strictObject({
    name: nameField,
    // Optional at creation: "" or null leaves the campaign without a public address.
    slug: z
      .string({ error: SLUG_FORMAT })
      .trim()
      .max(100, 'Slug must be at most 100 characters.')
      .refine((value) => value === '' || SLUG_PATTERN.test(value), SLUG_FORMAT)
      .nullable()
      .optional(),
    description: descriptionField,
    startDate: dateField(START_DATE_REQUIRED, START_DATE_INVALID),
    endDate: dateField(END_DATE_REQUIRED, END_DATE_INVALID),
    captainId: captainField,
    // The call defaults to inactive; the form sends its own default (active). Spec section 4: both stand.
    isActive: isActiveField,
    goalAmount: goalField,
  })
  .refine((input) => !isDate(input.startDate) || !isDate(input.endDate) || input.endDate.getTime() > input.startDate.getTime(), { message: END_BEFORE_START, path: ['endDate'] })
  .transform(
    (input): Required<Omit<CampaignChanges, 'startDate' | 'endDate' | 'name'>> & { name: string; startDate: Date; endDate: Date } => ({
      name: input.name,
      slug: input.slug ? input.slug : null,
      description: input.description ?? null,
      startDate: input.startDate,
      endDate: input.endDate,
      isActive: input.isActive ?? false,
      captainId: input.captainId ?? null,
      goalAmountCents: input.goalAmount ?? null,
    }),
  );
export type CreateCampaignInput = z.input<typeof createCampaignSchema>;
export type CreateCampaignValues = z.output<typeof createCampaignSchema>;

// POST /_api/admin/campaign/update
export const updateCampaignSchema = z
  .strictObject({
    id: positiveId(CAMPAIGN_ID_INVALID),
    name: nameField,
    slug: z.string({ error: SLUG_REQUIRED }).trim().min(1, SLUG_REQUIRED).pipe(slugText),
    description: descriptionField,
    startDate: dateField(START_DATE_REQUIRED, START_DATE_INVALID).optional(),
    endDate: dateField(END_DATE_REQUIRED, END_DATE_INVALID).optional(),
    captainId: captainField,
    isActive: isActiveField,
    goalAmount: goalField,
  })
  .refine((input) => !isDate(input.startDate) || !isDate(input.endDate) || input.endDate.getTime() > input.startDate.getTime(), {
    message: END_BEFORE_START,
    path: ['endDate'],
  })
  .transform(({ id, goalAmount, ...fields }) => {
    const changes: CampaignChanges = { ...fields };
    if (goalAmount !== undefined) changes.goalAmountCents = goalAmount;
    for (const key of Object.keys(changes) as Array<keyof CampaignChanges>) if (changes[key] === undefined) delete changes[key];
    return { id, changes };
  });
export type UpdateCampaignInput = z.input<typeof updateCampaignSchema>;

// GET /_api/admin/campaign/details (without campaignId: the captain options for a new campaign)
export const campaignDetailsQuerySchema = z.object({ campaignId: positiveIdParam(CAMPAIGN_ID_INVALID).optional() });

// GET /_api/admin/campaign/participants
export const campaignIdQuerySchema = z.object({ campaignId: positiveIdParam(CAMPAIGN_ID_INVALID) });

// POST /_api/admin/campaign/participants and POST /_api/admin/campaign/participants/remove
export const campaignParticipantSchema = z.strictObject({
  campaignId: positiveId(CAMPAIGN_ID_INVALID),
  userId: positiveId(USER_ID_INVALID),
});
export type CampaignParticipantInput = z.input<typeof campaignParticipantSchema>;

// POST /_api/admin/campaign/products
export const campaignProductsSchema = z.strictObject({
  campaignId: positiveId(CAMPAIGN_ID_INVALID),
  productIds: z
    .array(positiveId(PRODUCT_IDS_INVALID), { error: PRODUCT_IDS_INVALID })
    .max(500, 'A campaign can sell at most 500 products.')
    .transform((ids) => [...new Set(ids)]),
  isActive: z.boolean({ error: 'isActive must be true or false.' }),
});
export type CampaignProductsInput = z.input<typeof campaignProductsSchema>;

/* ---------- the create/edit form ---------- */

/** "25" or "25.50" dollars → cents; "" → null; anything else → undefined (invalid). */
export function goalDollarsToCents(value: string): Cents | null | undefined {
  const text = value.trim();
  if (text === '') return null;
  const cents = decimalToCents(text);
  return cents === null || cents < 0 || cents > MAX_GOAL_CENTS ? undefined : cents;
}

// The campaign dialog: the same messages; dates from date inputs, the goal in dollars, captain as a select value.
export const campaignFormSchema = z
  .object({
    name: nameField,
    slug: z.string().trim(),
    description: z.string().max(5000, 'Description must be at most 5000 characters.'),
    captainId: z.string(),
    startDate: dateField(START_DATE_REQUIRED, START_DATE_INVALID),
    endDate: dateField(END_DATE_REQUIRED, END_DATE_INVALID),
    isActive: z.boolean(),
    goalAmount: z.string().refine((value) => goalDollarsToCents(value) !== undefined, GOAL_DOLLARS_INVALID),
  })
  .superRefine((input, ctx) => {
    if (input.slug !== '' && !SLUG_PATTERN.test(input.slug)) ctx.addIssue({ code: 'custom', message: SLUG_FORMAT, path: ['slug'] });
    if (isDate(input.startDate) && isDate(input.endDate) && input.endDate.getTime() <= input.startDate.getTime()) ctx.addIssue({ code: 'custom', message: END_BEFORE_START, path: ['endDate'] });
  });
export type CampaignFormValues = z.input<typeof campaignFormSchema>;

/** The form's values → the body of the create or update call (dates as "YYYY-MM-DD", goal in cents). */
export function campaignFormToBody(values: CampaignFormValues) {
  return {
    name: values.name.trim(),
    slug: values.slug.trim(),
    description: values.description.trim() || null,
    captainId: values.captainId ? Number(values.captainId) : null,
    startDate: values.startDate.trim(),
    endDate: values.endDate.trim(),
    isActive: values.isActive,
    goalAmount: goalDollarsToCents(values.goalAmount) ?? null,
  };
}

/* ---------- responses ---------- */

/** A campaign as the admin API returns it: dates as ISO text, the goal in cents. */
export type AdminCampaign = {
  id: number;
  name: string;
  slug: string | null;
  description: string | null;
  startDate: string;
  endDate: string | null;
  isActive: boolean;
  captainId: number | null;
  captainDisplayName: string | null;
  participantCount: number;
  goalAmount: number | null;
};

/** Captain, participant and available-user entries (spec section 3). */
export type CampaignPerson = { id: number; displayName: string; email: string };

export type CampaignDetails = {
  campaign: AdminCampaign | null;
  /** Products the campaign sells (its active links), for the Manage Products dialog. */
  productIds: number[];
  /** Captains who may captain this campaign (spec section 5: captain eligibility). */
  captains: CampaignPerson[];
  /** How many fundraiser captains exist, and how many were left out as ineligible. */
  totalCaptains: number;
  filteredCaptains: number;
};

export type CampaignParticipants = { participants: CampaignPerson[]; availableUsers: CampaignPerson[] };
