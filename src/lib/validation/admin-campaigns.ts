import { z } from 'zod';
import {
  CAMPAIGN_ID_INVALID,
  captainField,
  descriptionField,
  END_AFTER_START,
  endDateField,
  endsBeforeStart,
  goalField,
  isActiveField,
  nameField,
  ONE_TEAM_SHARE,
  privacyModeField,
  PRODUCT_IDS_INVALID,
  sendsBothTeamShares,
  showSellerAmountsField,
  SLUG_FORMAT,
  SLUG_REQUIRED,
  slugText,
  startDateField,
  teamShareCentsField,
  teamShareColumns,
  teamSharePercentField,
  USER_ID_INVALID,
} from './admin-campaign-fields';
import {
  CAMPAIGN_SORT_COLUMNS,
  enumFilter,
  listFields,
  NEWEST_FIRST,
  pageField,
  pageSizeField,
  PARTICIPANT_SORT_COLUMNS,
  searchField,
  DEFAULT_PAGE_SIZE,
  type ListSort,
} from './admin-lists';
import { orderDeadlineField, paymentInstructionsField } from './campaign-plan';
import { capsField, roastDateField, type CampaignCapsInput } from './campaign-roasting';
import { beneficiaryField } from './campaign-beneficiary';
import type { Beneficiary } from '@/lib/gifts/beneficiary';
import { definedOnly } from './changes';
import { positiveId, positiveIdParam, SLUG_PATTERN, text } from './common';
import type { PaymentInstructions } from '@/lib/plan/plan-types';
import type { PrivacyMode } from '@/lib/privacy/public-name';

/*
 * Admin campaign calls (spec admin.md sections 3, 4, 5 and 7): one schema per endpoint, built from the field rules
 * in admin-campaign-fields.ts (the create/edit form's schema, lib/forms/admin-campaign-form.ts, uses the same
 * rules). The shapes the endpoints answer with are in lib/contracts/admin-campaigns.ts.
 */

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
  teamSharePermille?: number | null;
  teamShareCentsPerBag?: number | null;
  /** The campaign plan (issue 25): when orders close (null: never) and how buyers pay (null: not said). */
  orderDeadline?: Date | null;
  paymentInstructions?: PaymentInstructions | null;
  /** Issue 27: how participants are named publicly, and whether the leaderboard shows each seller's amounts. */
  privacyMode?: PrivacyMode;
  showSellerAmounts?: boolean;
  /** Issue 28: the roast day ("YYYY-MM-DD", null: none). */
  roastDate?: string | null;
  /** Issue 29: the organisation receipts name (null: none said). */
  beneficiary?: Beneficiary | null;
};

type CampaignFields = Omit<CampaignChanges, 'goalAmountCents' | 'teamSharePermille' | 'teamShareCentsPerBag'> & {
  caps?: CampaignCapsInput;
  goalAmount?: number | null;
  /** Already in permille (teamSharePercentField converts). */
  teamSharePercent?: number | null;
  teamShareCentsPerBag?: number | null;
};

/** Field names to column names; an absent field stays absent. */
function toChanges({
  goalAmount,
  teamSharePercent,
  teamShareCentsPerBag,
  ...fields
}: Omit<CampaignFields, 'caps'>): CampaignChanges {
  return definedOnly({
    ...fields,
    goalAmountCents: goalAmount,
    ...teamShareColumns({ teamSharePercent, teamShareCentsPerBag }),
  });
}

/** What a new campaign gets for a field the call leaves out. */
const NEW_CAMPAIGN_DEFAULTS = {
  description: null,
  isActive: false,
  captainId: null,
  goalAmountCents: null,
  teamSharePermille: null,
  teamShareCentsPerBag: null,
  orderDeadline: null,
  paymentInstructions: null,
  // Issue 27: a campaign created through the API without them behaves as the spec says (the dialog proposes minors).
  privacyMode: 'standard' as PrivacyMode,
  showSellerAmounts: true,
  roastDate: null,
  beneficiary: null,
};

/**
 * The fields of both calls in the order their messages are checked; the slug and the dates differ (optional at
 * creation or required, required at creation or optional).
 */
const campaignShape = <Slug extends z.ZodType, Start extends z.ZodType, End extends z.ZodType>(fields: {
  slug: Slug;
  startDate: Start;
  endDate: End;
}) => ({
  name: nameField,
  slug: fields.slug,
  description: descriptionField,
  startDate: fields.startDate,
  endDate: fields.endDate,
  captainId: captainField,
  // The create call defaults to inactive; the form sends its own default (active). Spec section 4: both stand.
  isActive: isActiveField.optional(),
  goalAmount: goalField,
  teamSharePercent: teamSharePercentField,
  teamShareCentsPerBag: teamShareCentsField,
  orderDeadline: orderDeadlineField.optional(),
  paymentInstructions: paymentInstructionsField.optional(),
  privacyMode: privacyModeField.optional(),
  showSellerAmounts: showSellerAmountsField.optional(),
  roastDate: roastDateField.optional(),
  caps: capsField.optional(),
  beneficiary: beneficiaryField.optional(),
});

type CrossFieldInput = Parameters<typeof endsBeforeStart>[0] & Parameters<typeof sendsBothTeamShares>[0];

/** The rules across fields of both calls: the end after the start, at most one kind of team share. */
const withCrossFieldRules = <S extends z.ZodType<CrossFieldInput>>(schema: S) =>
  schema
    .refine((input) => !endsBeforeStart(input), END_AFTER_START)
    .refine((input) => !sendsBothTeamShares(input), ONE_TEAM_SHARE);

// POST /_api/admin/createcampaign
export const createCampaignSchema = withCrossFieldRules(
  z.strictObject(
    campaignShape({
      // Optional at creation: "" or null leaves the campaign without a public address.
      slug: text({ error: SLUG_FORMAT })
        .trim()
        .max(100, 'Slug must be at most 100 characters.')
        .refine((value) => value === '' || SLUG_PATTERN.test(value), SLUG_FORMAT)
        .nullable()
        .optional(),
      startDate: startDateField,
      endDate: endDateField,
    }),
  ),
).transform(({ name, slug, startDate, endDate, caps, ...optional }) => ({
  values: {
    ...NEW_CAMPAIGN_DEFAULTS,
    ...toChanges(optional),
    name,
    slug: slug || null,
    startDate,
    endDate,
  },
  caps: caps ?? [],
}));
export type CreateCampaignValues = z.output<typeof createCampaignSchema>;

// POST /_api/admin/campaign/update
export const updateCampaignSchema = withCrossFieldRules(
  z.strictObject({
    id: positiveId(CAMPAIGN_ID_INVALID),
    ...campaignShape({
      slug: text({ error: SLUG_REQUIRED }).trim().min(1, SLUG_REQUIRED).pipe(slugText),
      startDate: startDateField.optional(),
      endDate: endDateField.optional(),
    }),
  }),
).transform(({ id, caps, ...fields }) => ({ id, changes: toChanges(fields), caps }));

// GET /_api/admin/campaign/details (without campaignId: the captain options for a new campaign)
export const campaignDetailsQuerySchema = z.object({ campaignId: positiveIdParam(CAMPAIGN_ID_INVALID).optional() });

export type CampaignSortColumn = (typeof CAMPAIGN_SORT_COLUMNS)[number];

/** The Campaigns list's status filter: the campaign's Active switch (campaigns.is_active). */
export const CAMPAIGN_STATUSES = ['active', 'inactive'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

// GET /_api/admin/campaigns?search&status&page&pageSize&sort: `search` matches the name, the URL slug or the
// captain's names; `status` active or inactive
export const adminCampaignsQuerySchema = z.object({
  search: searchField(),
  status: enumFilter('status', CAMPAIGN_STATUSES),
  ...listFields(CAMPAIGN_SORT_COLUMNS, NEWEST_FIRST),
});
export type AdminCampaignsQuery = z.output<typeof adminCampaignsQuerySchema>;

export type ParticipantSortColumn = (typeof PARTICIPANT_SORT_COLUMNS)[number];
/** Participants come latest-joined first, so someone just added shows at the top of the first page. */
export const PARTICIPANTS_DEFAULT_SORT: ListSort<ParticipantSortColumn> = { column: 'joinedAt', direction: 'desc' };

/*
 * GET /_api/admin/campaign/participants?campaignId: the spec's two keys, each paged on its own. `page`, `pageSize`
 * and `sort` page the participants; `availableSearch`, `availablePage` and `availablePageSize` the people who could
 * still join (by display name).
 */
export const campaignParticipantsQuerySchema = z.object({
  campaignId: positiveIdParam(CAMPAIGN_ID_INVALID),
  ...listFields(PARTICIPANT_SORT_COLUMNS, PARTICIPANTS_DEFAULT_SORT),
  availableSearch: searchField('availableSearch'),
  availablePage: pageField('availablePage'),
  availablePageSize: pageSizeField('availablePageSize'),
});
export type CampaignParticipantsQuery = z.output<typeof campaignParticipantsQuerySchema>;

/** The first page of both lists: what an add or a remove answers with. */
export const PARTICIPANT_LIST_DEFAULTS: Omit<CampaignParticipantsQuery, 'campaignId'> = {
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  sort: PARTICIPANTS_DEFAULT_SORT,
  availableSearch: undefined,
  availablePage: 1,
  availablePageSize: DEFAULT_PAGE_SIZE,
};

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
  isActive: isActiveField,
});
export type CampaignProductsInput = z.input<typeof campaignProductsSchema>;
