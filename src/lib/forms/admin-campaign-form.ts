import { z } from 'zod';
import type { AdminCampaign } from '@/lib/contracts/admin-campaigns';
import { centsToDecimal, decimalToCents, type Cents } from '@/lib/money';
import { toDateInputValue } from '@/lib/dates';
import { PRIVACY_MODES } from '@/lib/privacy/public-name';
import { percentToPermille } from '@/lib/team-share';
import {
  END_AFTER_START,
  endDateField,
  endsBeforeStart,
  GOAL_DOLLARS_INVALID,
  MAX_GOAL_CENTS,
  nameField,
  MAX_TEAM_SHARE_CENTS,
  SLUG_FORMAT,
  startDateField,
  TEAM_SHARE_DOLLARS_INVALID,
  TEAM_SHARE_PERCENT_INVALID,
} from '@/lib/validation/admin-campaign-fields';
import { multilineText, SLUG_PATTERN, text } from '@/lib/validation/common';
import { beneficiaryFormBody, beneficiaryFormFields, beneficiaryToFormValues } from './campaign-beneficiary-form';
import { planFormBody, planFormFields, planFormIssue, planToFormValues } from './campaign-plan-form';
import {
  roastingFormBody,
  roastingFormFields,
  roastingFormIssues,
  roastingToFormValues,
} from './campaign-roasting-form';

/*
 * The campaign dialog (the admin's one form↔API strategy, as for products): the form's own values (dates from date
 * inputs, the goal in dollars, the captain as a select value) with the endpoints' messages, transformed into the
 * body of the create or update call (dates as "YYYY-MM-DD", goal in cents); campaignToFormValues fills it for editing.
 */

/** The new-campaign form runs from today for 720 hours (spec section 9). */
export const DEFAULT_CAMPAIGN_HOURS = 720;

/** The new-campaign form's dates: today, and 720 hours later. */
export function defaultCampaignDates(now = new Date()): { startDate: string; endDate: string } {
  return {
    startDate: toDateInputValue(now),
    endDate: toDateInputValue(new Date(now.getTime() + DEFAULT_CAMPAIGN_HOURS * 3_600_000)),
  };
}

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

/** "25" or "25.50" dollars → cents; "" → null; anything else → undefined (invalid). */
export function goalDollarsToCents(value: string): Cents | null | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const cents = decimalToCents(trimmed);
  return cents === null || cents < 0 || cents > MAX_GOAL_CENTS ? undefined : cents;
}

/* ---------- the team's share (issue 14): a kind and one value ---------- */

export const TEAM_SHARE_KINDS = ['none', 'percent', 'perBag'] as const;
export type TeamShareKind = (typeof TEAM_SHARE_KINDS)[number];

/** "12.5" → 12.5 (0–100, at most one decimal); anything else → undefined. */
function teamSharePercentValue(value: string): number | undefined {
  const trimmed = value.trim();
  if (!/^\d{1,3}(\.\d)?$/.test(trimmed)) return undefined;
  const percent = Number(trimmed);
  return percentToPermille(percent) === null ? undefined : percent;
}

/** "1.50" dollars → 150 cents (0 up to the column's limit); anything else → undefined. */
function teamShareCentsValue(value: string): Cents | undefined {
  const cents = decimalToCents(value.trim());
  return cents === null || cents < 0 || cents > MAX_TEAM_SHARE_CENTS ? undefined : cents;
}

/** The form's kind and value as the API's keys: one of them, or teamSharePercent null to clear the share. */
function teamShareBody(
  kind: TeamShareKind,
  value: string,
): { teamSharePercent?: number | null; teamShareCentsPerBag?: number } {
  if (kind === 'percent') return { teamSharePercent: teamSharePercentValue(value) ?? null };
  if (kind === 'perBag') return { teamShareCentsPerBag: teamShareCentsValue(value) ?? 0 };
  return { teamSharePercent: null };
}

export const campaignFormSchema = z
  .object({
    name: nameField,
    slug: text().trim(),
    description: multilineText().max(5000, 'Description must be at most 5000 characters.'),
    captainId: text(),
    startDate: startDateField,
    endDate: endDateField,
    isActive: z.boolean(),
    goalAmount: text().refine((value) => goalDollarsToCents(value) !== undefined, GOAL_DOLLARS_INVALID),
    teamShareKind: z.enum(TEAM_SHARE_KINDS),
    teamShareValue: text(),
    // The campaign plan (issue 25): deadline on the shop's clock, payment instructions.
    ...planFormFields,
    // Issue 27: how participants are shown publicly, and whether the leaderboard shows each seller's amounts.
    privacyMode: z.enum(PRIVACY_MODES),
    showSellerAmounts: z.boolean(),
    // Issue 28: the roast day and the batch limits per coffee.
    ...roastingFormFields,
    // Issue 29: the organisation receipts name.
    ...beneficiaryFormFields,
  })
  .superRefine((input, ctx) => {
    const planIssue = planFormIssue(input);
    if (planIssue) ctx.addIssue({ code: 'custom', ...planIssue });
    for (const issue of roastingFormIssues(input)) ctx.addIssue({ code: 'custom', ...issue });
    if (input.teamShareKind === 'percent' && teamSharePercentValue(input.teamShareValue) === undefined)
      ctx.addIssue({ code: 'custom', message: TEAM_SHARE_PERCENT_INVALID, path: ['teamShareValue'] });
    if (input.teamShareKind === 'perBag' && teamShareCentsValue(input.teamShareValue) === undefined)
      ctx.addIssue({ code: 'custom', message: TEAM_SHARE_DOLLARS_INVALID, path: ['teamShareValue'] });
    if (input.slug !== '' && !SLUG_PATTERN.test(input.slug))
      ctx.addIssue({ code: 'custom', message: SLUG_FORMAT, path: ['slug'] });
    if (endsBeforeStart(input)) ctx.addIssue({ code: 'custom', ...END_AFTER_START });
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
    ...teamShareBody(values.teamShareKind, values.teamShareValue),
    ...planFormBody(values),
    privacyMode: values.privacyMode,
    showSellerAmounts: values.showSellerAmounts,
    ...roastingFormBody(values),
    ...beneficiaryFormBody(values),
  }));
export type CampaignFormValues = z.input<typeof campaignFormSchema>;
export type CampaignFormBody = z.output<typeof campaignFormSchema>;

/**
 * The form's values for a new campaign (today, 720 hours, active, a children's campaign: the dialog proposes the
 * careful mode, the API's default stays standard) or an existing one; `productIds`, the coffees it sells, give the
 * batch limit rows.
 */
export function campaignToFormValues(
  campaign: AdminCampaign | null,
  productIds: readonly number[] = [],
): CampaignFormValues {
  if (!campaign)
    return {
      name: '',
      slug: '',
      description: '',
      captainId: '',
      ...defaultCampaignDates(),
      isActive: true,
      goalAmount: '',
      teamShareKind: 'none',
      teamShareValue: '',
      ...planToFormValues(null),
      privacyMode: 'minors',
      showSellerAmounts: true,
      ...roastingToFormValues(null),
      ...beneficiaryToFormValues(null),
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
    ...teamShareFormValues(campaign),
    ...planToFormValues(campaign),
    privacyMode: campaign.privacyMode,
    showSellerAmounts: campaign.showSellerAmounts,
    ...roastingToFormValues(campaign, productIds),
    ...beneficiaryToFormValues(campaign.beneficiary),
  };
}

/** The share's kind and value as the form shows them (a percentage as typed, an amount in dollars). */
function teamShareFormValues(campaign: AdminCampaign): Pick<CampaignFormValues, 'teamShareKind' | 'teamShareValue'> {
  if (campaign.teamSharePercent !== null)
    return { teamShareKind: 'percent', teamShareValue: String(campaign.teamSharePercent) };
  if (campaign.teamShareCentsPerBag !== null)
    return { teamShareKind: 'perBag', teamShareValue: centsToDecimal(campaign.teamShareCentsPerBag) };
  return { teamShareKind: 'none', teamShareValue: '' };
}
