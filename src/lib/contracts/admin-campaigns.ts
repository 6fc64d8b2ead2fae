import {
  adminCampaignsQuerySchema,
  campaignDetailsQuerySchema,
  campaignParticipantSchema,
  campaignParticipantsQuerySchema,
  campaignProductsSchema,
  createCampaignSchema,
  updateCampaignSchema,
} from '@/lib/validation/admin-campaigns';
import type { Beneficiary } from '@/lib/gifts/beneficiary';
import type { PaymentInstructions } from '@/lib/plan/plan-types';
import type { PrivacyMode } from '@/lib/privacy/public-name';
import type { PageInfo } from './endpoint';
import { endpoint, jsonOf } from './endpoint';

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
  /** The team's share (issue 14): a percentage of the price (0–100, one decimal) or cents per bag, or neither. */
  teamSharePercent: number | null;
  teamShareCentsPerBag: number | null;
  /** The campaign plan (issue 25): when orders close (ISO, or null) and how buyers pay (or null). */
  orderDeadline: string | null;
  paymentInstructions: PaymentInstructions | null;
  /** Issue 27: how participants are named publicly, and whether the leaderboard shows each seller's amounts. */
  privacyMode: PrivacyMode;
  showSellerAmounts: boolean;
  /** Issue 28: the roast day ("YYYY-MM-DD") or null, and the batch limits per coffee (ascending product id). */
  roastDate: string | null;
  caps: CampaignCap[];
  /** Issue 29: the organisation receipts name, or null. */
  beneficiary: Beneficiary | null;
};

/** A batch limit: at most `maxBags` bags (any size) and/or `maxGrams` roasted grams of one coffee (null: no limit). */
export type CampaignCap = { productId: number; maxBags: number | null; maxGrams: number | null };

/** Captain, participant and available-user entries (spec section 3). */
export type CampaignPerson = {
  id: number;
  displayName: string;
  /** Null for a child profile (issue 27). */ email: string | null;
};

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

/** One page of campaigns. */
export type AdminCampaignList = PageInfo & { campaigns: AdminCampaign[] };

/** A participant: a person and when they joined the campaign. */
export type CampaignParticipant = CampaignPerson & { joinedAt: string };

/** The participants (paged: total, page, pageSize) and the people who could still join (paged: available…). */
export type CampaignParticipants = PageInfo & {
  participants: CampaignParticipant[];
  availableUsers: CampaignPerson[];
  availableTotal: number;
  availablePage: number;
  availablePageSize: number;
};

/** An add or a remove: the message and the first page of both lists as they are afterwards. */
export type CampaignParticipantsChange = CampaignParticipants & { message: string };

/** The campaign's product set as saved (ids ascending, duplicates dropped). */
export type CampaignProducts = { campaignId: number; productIds: number[]; isActive: boolean };

/** Admin campaign calls (spec admin.md sections 3, 4, 5 and 7). */
export const adminCampaignEndpoints = {
  /** One page: `page`, `pageSize`, `sort` (absent: newest first). */
  list: endpoint({
    method: 'GET',
    path: '/_api/admin/campaigns',
    access: ['admin'],
    query: adminCampaignsQuerySchema,
    response: jsonOf<AdminCampaignList>(),
  }),
  /** The campaign, its product ids and its eligible captains; without campaignId, the captains for a new one. */
  details: endpoint({
    method: 'GET',
    path: '/_api/admin/campaign/details',
    access: ['admin'],
    query: campaignDetailsQuerySchema,
    response: jsonOf<CampaignDetails>(),
  }),
  /** Both lists of the Manage Participants dialog, each paged on its own. */
  participants: endpoint({
    method: 'GET',
    path: '/_api/admin/campaign/participants',
    access: ['admin'],
    query: campaignParticipantsQuerySchema,
    response: jsonOf<CampaignParticipants>(),
  }),
  addParticipant: endpoint({
    method: 'POST',
    path: '/_api/admin/campaign/participants',
    access: ['admin'],
    body: campaignParticipantSchema,
    response: jsonOf<CampaignParticipantsChange>(),
  }),
  removeParticipant: endpoint({
    method: 'POST',
    path: '/_api/admin/campaign/participants/remove',
    access: ['admin'],
    body: campaignParticipantSchema,
    response: jsonOf<CampaignParticipantsChange>(),
  }),
  /** Answers 201. */
  create: endpoint({
    method: 'POST',
    path: '/_api/admin/createcampaign',
    access: ['admin'],
    body: createCampaignSchema,
    response: jsonOf<{ campaign: AdminCampaign }>(),
  }),
  update: endpoint({
    method: 'POST',
    path: '/_api/admin/campaign/update',
    access: ['admin'],
    body: updateCampaignSchema,
    response: jsonOf<{ campaign: AdminCampaign }>(),
  }),
  /** Replaces the campaign's product set: every listed product linked with `isActive`, every other link removed. */
  setProducts: endpoint({
    method: 'POST',
    path: '/_api/admin/campaign/products',
    access: ['admin'],
    body: campaignProductsSchema,
    response: jsonOf<CampaignProducts & { message: string }>(),
  }),
};
