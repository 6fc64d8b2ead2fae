import 'server-only';
import type { PublicPlan } from '@/components/plan-public/plan-words';
import { progressPercent } from '@/lib/fundraising-progress';
import type { ShareKitKind } from '@/lib/share-kit';
import { parseSlugParam } from '@/lib/validation/common';
import {
  readCampaignBoard,
  readCampaignPickupOptions,
  readCampaignProducts,
  readFundraiserPage,
} from '@/server/cache/public-reads';
import type { CatalogueProduct } from '@/server/db/queries/products';

/** What the share kit shows of a public page (QR codes, card image, flyer). */
export type SharedPage = {
  kind: ShareKitKind;
  slug: string;
  /** The fundraiser's public name (issue 27: never a minor's last name), or the campaign's name. */
  name: string;
  /** Null in `minors` mode (initials instead): no photo without a guardian's consent. */
  avatarUrl: string | null;
  /** The campaign the money is for (a fundraiser's active campaign; the campaign itself). */
  campaignName: string | null;
  message: string | null;
  /**
   * What was raised towards what goal (goalCents 0 without a goal), or null when the fundraiser's campaign hides
   * per-seller amounts (issue 27): then only `goalPercent` is shown. A campaign's own totals are always shown.
   */
  amounts: { goalCents: number; raisedCents: number } | null;
  /** The share of the goal raised, 0–100 (floored, capped like the page's bar); null without a goal. */
  goalPercent: number | null;
  products: CatalogueProduct[];
  /** The campaign's plan (deadline, how to pay, pickup options); all empty without a campaign. */
  plan: PublicPlan;
};

const goalPercentOf = (raisedCents: number, goalCents: number) =>
  goalCents > 0 ? progressPercent(raisedCents, goalCents) : null;

const NO_PLAN: PublicPlan = { orderDeadline: null, paymentInstructions: null, pickupOptions: [] };

async function planOf(
  campaign: Pick<PublicPlan, 'orderDeadline' | 'paymentInstructions' | 'roastDate'> & { slug: string | null },
): Promise<PublicPlan> {
  return {
    orderDeadline: campaign.orderDeadline,
    paymentInstructions: campaign.paymentInstructions,
    roastDate: campaign.roastDate ?? null,
    pickupOptions: campaign.slug ? await readCampaignPickupOptions(campaign.slug) : [],
  };
}

/**
 * A fundraiser or campaign page as the share kit sees it, or null exactly when the page itself is a 404 (unknown
 * slug, private fundraiser page). Reads through the public page cache, so a route using it is invalidated by the same
 * changes as the page (a new slug, a page made private, a new photo, an order).
 */
export async function loadSharedPage(kind: ShareKitKind, param: string): Promise<SharedPage | null> {
  const slug = parseSlugParam(param);
  if (!slug) return null;
  if (kind === 'fundraiser') {
    const details = await readFundraiserPage(slug);
    if (!details) return null;
    const { fundraiser, campaign, products, totalCollectedCents } = details;
    const goalCents = fundraiser.goalAmountCents ?? 0;
    return {
      kind,
      slug,
      name: fundraiser.displayName,
      avatarUrl: fundraiser.avatarUrl,
      campaignName: campaign?.name ?? null,
      message: fundraiser.customMessage || fundraiser.description || null,
      amounts: campaign?.showSellerAmounts === false ? null : { goalCents, raisedCents: totalCollectedCents },
      goalPercent: goalPercentOf(totalCollectedCents, goalCents),
      products,
      plan: campaign ? await planOf(campaign) : NO_PLAN,
    };
  }
  const board = await readCampaignBoard(slug);
  if (!board) return null;
  const { campaign, totalRaisedCents } = board;
  const goalCents = campaign.goalAmountCents ?? 0;
  return {
    kind,
    slug,
    name: campaign.name,
    avatarUrl: null,
    campaignName: campaign.name,
    message: campaign.description || null,
    amounts: { goalCents, raisedCents: totalRaisedCents },
    goalPercent: goalPercentOf(totalRaisedCents, goalCents),
    products: campaign.isActive ? await readCampaignProducts(campaign.id) : [],
    plan: campaign.isActive ? await planOf(campaign) : NO_PLAN,
  };
}

/** Up to two initials, for a page without a photo. */
export function initialsOf(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]!.toUpperCase())
      .join('') || '?'
  );
}
