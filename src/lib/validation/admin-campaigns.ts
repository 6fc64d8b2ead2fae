import { z } from 'zod';
import { centsToDecimal, decimalToCents, type Cents } from '@/lib/money';
import { parseShopDate, toDateInputValue } from '@/lib/dates';
import {
  INVALID_END_DATE,
  INVALID_START_DATE,
  multilineText,
  positiveId,
  positiveIdParam,
  SLUG_PATTERN,
  text,
} from './common';

/*
 * Admin campaign calls (spec admin.md sections 3, 4, 5 and 7). One schema per endpoint, plus the create/edit
 * form's own schema (dollars and date strings) built from the same field rules, so each message is written once.
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

/** $10,000,000.00: far above any school fundraiser, well inside the integer column. */
export const MAX_GOAL_CENTS = 1_000_000_000;

/** The new-campaign form runs from today for 720 hours (spec section 9). */
export const DEFAULT_CAMPAIGN_HOURS = 720;

/* ---------- dates ---------- */

/** The new-campaign form's dates: today, and 720 hours later. */
export function defaultCampaignDates(now = new Date()): { startDate: string; endDate: string } {
  return {
    startDate: toDateInputValue(now),
    endDate: toDateInputValue(new Date(now.getTime() + DEFAULT_CAMPAIGN_HOURS * 3_600_000)),
  };
}

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

const slugText = text({ error: SLUG_FORMAT })
  .trim()
  .max(100, 'Slug must be at most 100 characters.')
  .regex(SLUG_PATTERN, SLUG_FORMAT);

/* ---------- fields ---------- */

const nameField = text({ error: CAMPAIGN_NAME_REQUIRED })
  .trim()
  .min(1, CAMPAIGN_NAME_REQUIRED)
  .max(200, 'Campaign name must be at most 200 characters.');

const descriptionField = multilineText({ error: 'Description must be text.' })
  .trim()
  .max(5000, 'Description must be at most 5000 characters.')
  .nullable()
  .optional()
  .transform((value) => (value === undefined ? undefined : value || null));

const captainField = positiveId(CAPTAIN_ID_INVALID).nullable().optional();
const goalField = z
  .number({ error: GOAL_INVALID })
  .int(GOAL_INVALID)
  .min(0, GOAL_INVALID)
  .max(MAX_GOAL_CENTS, GOAL_INVALID)
  .nullable()
  .optional();
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
    slug: text({ error: SLUG_FORMAT })
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
  .refine(
    (input) =>
      !isDate(input.startDate) || !isDate(input.endDate) || input.endDate.getTime() > input.startDate.getTime(),
    { message: END_BEFORE_START, path: ['endDate'] },
  )
  .transform(
    (
      input,
    ): Required<Omit<CampaignChanges, 'startDate' | 'endDate' | 'name'>> & {
      name: string;
      startDate: Date;
      endDate: Date;
    } => ({
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
    slug: text({ error: SLUG_REQUIRED }).trim().min(1, SLUG_REQUIRED).pipe(slugText),
    description: descriptionField,
    startDate: dateField(START_DATE_REQUIRED, START_DATE_INVALID).optional(),
    endDate: dateField(END_DATE_REQUIRED, END_DATE_INVALID).optional(),
    captainId: captainField,
    isActive: isActiveField,
    goalAmount: goalField,
  })
  .refine(
    (input) =>
      !isDate(input.startDate) || !isDate(input.endDate) || input.endDate.getTime() > input.startDate.getTime(),
    {
      message: END_BEFORE_START,
      path: ['endDate'],
    },
  )
  .transform(({ id, goalAmount, ...fields }) => {
    const changes: CampaignChanges = { ...fields };
    if (goalAmount !== undefined) changes.goalAmountCents = goalAmount;
    for (const key of Object.keys(changes) as Array<keyof CampaignChanges>)
      if (changes[key] === undefined) delete changes[key];
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
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const cents = decimalToCents(trimmed);
  return cents === null || cents < 0 || cents > MAX_GOAL_CENTS ? undefined : cents;
}

// The campaign dialog (the admin's one form↔API strategy, as for products): the form's own values (dates from date
// inputs, the goal in dollars, the captain as a select value) with the same messages, transformed into the body of
// the create or update call (dates as "YYYY-MM-DD", goal in cents); campaignToFormValues fills it for editing.
export const campaignFormSchema = z
  .object({
    name: nameField,
    slug: text().trim(),
    description: multilineText().max(5000, 'Description must be at most 5000 characters.'),
    captainId: text(),
    startDate: dateField(START_DATE_REQUIRED, START_DATE_INVALID),
    endDate: dateField(END_DATE_REQUIRED, END_DATE_INVALID),
    isActive: z.boolean(),
    goalAmount: text().refine((value) => goalDollarsToCents(value) !== undefined, GOAL_DOLLARS_INVALID),
  })
  .superRefine((input, ctx) => {
    if (input.slug !== '' && !SLUG_PATTERN.test(input.slug))
      ctx.addIssue({ code: 'custom', message: SLUG_FORMAT, path: ['slug'] });
    if (isDate(input.startDate) && isDate(input.endDate) && input.endDate.getTime() <= input.startDate.getTime())
      ctx.addIssue({ code: 'custom', message: END_BEFORE_START, path: ['endDate'] });
  })
  .transform((values) => ({
    name: values.name,
    slug: values.slug,
    description: values.description.trim() || null,
    captainId: values.captainId ? Number(values.captainId) : null,
    startDate: toDateInputValue(values.startDate),
    endDate: toDateInputValue(values.endDate),
    isActive: values.isActive,
    goalAmount: goalDollarsToCents(values.goalAmount) ?? null,
  }));
export type CampaignFormValues = z.input<typeof campaignFormSchema>;
export type CampaignFormBody = z.output<typeof campaignFormSchema>;

/** The form's values for a new campaign (today, 720 hours, active) or an existing one. */
export function campaignToFormValues(campaign: AdminCampaign | null): CampaignFormValues {
  if (!campaign)
    return {
      name: '',
      slug: '',
      description: '',
      captainId: '',
      ...defaultCampaignDates(),
      isActive: true,
      goalAmount: '',
    };
  return {
    name: campaign.name,
    slug: campaign.slug ?? slugify(campaign.name),
    description: campaign.description ?? '',
    captainId: campaign.captainId ? String(campaign.captainId) : '',
    startDate: toDateInputValue(campaign.startDate),
    endDate: campaign.endDate ? toDateInputValue(campaign.endDate) : '',
    isActive: campaign.isActive,
    goalAmount: campaign.goalAmount === null ? '' : centsToDecimal(campaign.goalAmount),
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
