import 'server-only';
import type { PickupOptionJson } from '@/lib/plan/plan-types';
import { isFull } from '@/lib/plan/pickup-text';
import type { SharePlan } from '@/lib/share-kit';
import { readCampaignBoard, readCampaignPickupOptions, readFundraiserPage } from '@/server/cache/public-reads';
import type { PublicPlan } from '@/components/plan-public/plan-words';

/** The first pickup a buyer can still choose (the earliest not full; the earliest when all are full). */
function firstPickup(options: PickupOptionJson[]): SharePlan['firstPickup'] {
  const option = options.find((candidate) => !isFull(candidate)) ?? options[0];
  return option ? { kind: option.kind, name: option.name, startsAt: option.startsAt } : null;
}

/** What the share messages say of a page's plan, from the plan its page shows. */
export function sharePlanOf(plan: PublicPlan): SharePlan {
  return {
    orderDeadline: plan.orderDeadline === null ? null : new Date(plan.orderDeadline).toISOString(),
    firstPickup: firstPickup(plan.pickupOptions),
  };
}

/** A campaign's share plan by its slug, through the public page cache (nothing for an unknown or inactive one). */
export async function campaignSharePlan(slug: string): Promise<SharePlan | null> {
  const board = await readCampaignBoard(slug);
  if (!board || !board.campaign.isActive) return null;
  return sharePlanOf({
    orderDeadline: board.campaign.orderDeadline,
    paymentInstructions: board.campaign.paymentInstructions,
    pickupOptions: await readCampaignPickupOptions(slug),
  });
}

/** A public fundraiser page's share plan: their active campaign's (null without one). */
export async function fundraiserSharePlan(slug: string): Promise<SharePlan | null> {
  const details = await readFundraiserPage(slug);
  const campaign = details?.campaign;
  if (!campaign) return null;
  return sharePlanOf({
    orderDeadline: campaign.orderDeadline,
    paymentInstructions: campaign.paymentInstructions,
    pickupOptions: campaign.slug ? await readCampaignPickupOptions(campaign.slug) : [],
  });
}
