import type { CampaignPlanJson } from '@/lib/plan/plan-types';
import type { PrivacyMode } from '@/lib/privacy/public-name';
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

/**
 * Issue 27: what a campaign says about its participants' privacy. `minors`: public names (never a last name), no
 * photos. `showSellerAmounts: false`: no money per fundraiser (entries and the page's own figure), progress as a
 * share of the goal instead.
 */
export type CampaignPrivacyJson = { privacyMode: PrivacyMode; showSellerAmounts: boolean };

/**
 * A fundraiser's money, when the campaign shows it (`showSellerAmounts`: the spec's keys, exactly as before), or,
 * when it hides it, only their progress: `goalProgressPercent`, the share of their goal raised (0–100, floored and
 * capped like the page's bar; null without a goal) and none of `totalRaised`, `goalAmount` or `teamRaised`.
 */
export type SellerAmountsJson =
  | (TeamRaisedJson & {
      totalRaised: string;
      /** In cents, as the spec names it. */
      goalAmount: number | null;
    })
  | { goalProgressPercent: number | null };

export type LeaderboardEntryJson = SellerAmountsJson & {
  userId: number;
  /** The public name (src/lib/privacy/public-name.ts). */
  displayName: string;
  /** Always null in `minors` mode. */
  avatarUrl: string | null;
  rank: number;
  landingPageSlug: string;
  bagsSold: number;
  supporters: number;
};

export type CampaignLeaderboard = TeamRaisedJson & {
  campaign: TeamShareSettingJson &
    CampaignPlanJson &
    CampaignPrivacyJson & {
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

/**
 * With the page's campaign hiding per-seller amounts (`campaign.showSellerAmounts: false`), `fundraiser.goalAmount`,
 * `totalCollected` and `teamRaised` are absent and `goalProgressPercent` says how far along the goal they are.
 */
export type FundraiserDetails = (
  | (TeamRaisedJson & { totalCollected: string; fundraiser: { goalAmount: number | null } })
  | { goalProgressPercent: number | null }
) & {
  fundraiser: {
    userId: number;
    /** The public name: in `minors` mode (the strictest of all the person's campaigns) never a last name. */
    displayName: string;
    /** Only the first name. */
    firstName: string;
    /** Always null in `minors` mode. */
    avatarUrl: string | null;
    description: string | null;
    customMessage: string | null;
  };
  campaign:
    | (TeamShareSettingJson &
        CampaignPlanJson &
        CampaignPrivacyJson & {
          id: number;
          name: string;
          slug: string | null;
          startDate: string;
          endDate: string | null;
        })
    | null;
  products: FundraiserProductJson[];
};

/** Public campaign and fundraiser pages' data (spec section 9). */
export const fundraisingEndpoints = {
  /**
   * `rankBy` raised (default), bags or supporters; ties: src/lib/leaderboard.ts. A campaign hiding per-seller amounts
   * ranks by bags by default and answers `rankBy=raised` ranked by bags.
   */
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
