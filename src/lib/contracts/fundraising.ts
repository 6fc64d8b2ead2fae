import type { CampaignPlanJson } from '@/lib/plan/plan-types';
import type { TeamShareSetting } from '@/lib/team-share';
import {
  campaignLeaderboardQuerySchema,
  campaignProductsQuerySchema,
  fundraiserDetailsQuerySchema,
} from '@/lib/validation/fundraising';
import type { ProductJson } from './catalogue';
import { endpoint, jsonOf } from './endpoint';

/*
 * The team's share (issue 14) appears only when the campaign sets one, so answers without one are exactly as
 * before: the setting that is set (teamSharePercent or teamShareCentsPerBag), and dollar strings like the other
 * public amounts.
 */

/** The campaign's share setting: the one that is set, or neither key. */
export type TeamShareSettingJson = Partial<TeamShareSetting>;
/** What the team raised: `{ teamRaised: "12.50" }` with a share, `{}` without. */
export type TeamRaisedJson = { teamRaised?: string };

export type LeaderboardEntryJson = TeamRaisedJson & {
  userId: number;
  displayName: string;
  avatarUrl: string | null;
  totalRaised: string;
  /** In cents, as the spec names it. */
  goalAmount: number | null;
  rank: number;
  landingPageSlug: string;
  bagsSold: number;
  supporters: number;
};

export type CampaignLeaderboard = TeamRaisedJson & {
  campaign: TeamShareSettingJson &
    CampaignPlanJson & {
      id: number;
      name: string;
      slug: string | null;
      description: string | null;
      startDate: string;
      endDate: string | null;
      isActive: boolean;
      participantCount: number;
      totalBags: number;
      totalSupporters: number;
    };
  leaderboard: LeaderboardEntryJson[];
  totalRaised: string;
  totalBags: number;
  totalSupporters: number;
  campaignGoal: string;
};

/** A product on a fundraiser's page: with `teamSharePerBag` ("3.70") when the share applies to it. */
export type FundraiserProductJson = ProductJson & { teamSharePerBag?: string };

export type FundraiserDetails = TeamRaisedJson & {
  fundraiser: {
    userId: number;
    displayName: string;
    firstName: string;
    avatarUrl: string | null;
    description: string | null;
    customMessage: string | null;
    /** In cents, as the spec names it. */
    goalAmount: number | null;
  };
  campaign:
    | (TeamShareSettingJson &
        CampaignPlanJson & {
          id: number;
          name: string;
          slug: string | null;
          startDate: string;
          endDate: string | null;
        })
    | null;
  products: FundraiserProductJson[];
  totalCollected: string;
};

/** Public campaign and fundraiser pages' data (spec section 9). */
export const fundraisingEndpoints = {
  /** `rankBy` raised (default), bags or supporters; ties: src/lib/leaderboard.ts. */
  leaderboard: endpoint({
    method: 'GET',
    path: '/_api/campaign/leaderboard',
    access: 'public',
    query: campaignLeaderboardQuerySchema,
    response: jsonOf<CampaignLeaderboard>(),
  }),
  /** By `campaignId` or `campaignSlug`, not both. */
  campaignProducts: endpoint({
    method: 'GET',
    path: '/_api/campaign/products',
    access: 'public',
    query: campaignProductsQuerySchema,
    response: jsonOf<ProductJson[]>(),
  }),
  fundraiserDetails: endpoint({
    method: 'GET',
    path: '/_api/fundraiser/details',
    access: 'public',
    query: fundraiserDetailsQuerySchema,
    response: jsonOf<FundraiserDetails>(),
  }),
};
