import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { publicPickupEndpoints } from '@/lib/contracts/campaign-plan';
import { fundraisingEndpoints } from '@/lib/contracts/fundraising';
import type { PaymentInstructions, PickupOptionJson } from '@/lib/plan/plan-types';
import { SHOP_PAYMENT_INSTRUCTIONS } from '@/lib/plan/shop-plan';
import { checkoutPlanKeys } from './query-keys';

/*
 * The plan the checkout shows before Place Order (issue 25): where the buyer may pick up and how they pay. The public
 * reads are cached on the server and tag-invalidated; here they are cached by TanStack Query for a minute, so the
 * options move little while a buyer fills the form (the server re-checks capacity when the order is placed).
 */

/** Whose plan applies: the shop's own, a campaign known by its page's slug, or a fundraiser's page (its campaign). */
export type PlanSource =
  | { kind: 'shop' }
  | { kind: 'campaign'; campaignSlug: string }
  | { kind: 'fundraiser'; fundraiserSlug: string }
  /** A campaign with no public page: its options cannot be read here; the server answers what it needs. */
  | { kind: 'unknown' };

export type CheckoutPlan = {
  campaignName: string | null;
  pickupOptions: PickupOptionJson[];
  paymentInstructions: PaymentInstructions | null;
  orderDeadline: string | null;
};

const STALE_MS = 60_000;
const FAILED = 'Pickup options could not load. Please try again.';

type CampaignPlan = Omit<CheckoutPlan, 'pickupOptions'> & { slug: string | null };

async function campaignPlan(source: PlanSource): Promise<CampaignPlan | null> {
  if (source.kind === 'campaign') {
    const { campaign } = await callEndpoint(fundraisingEndpoints.leaderboard, {
      query: { campaignSlug: source.campaignSlug },
      fallbackError: FAILED,
    });
    return { ...campaign, campaignName: campaign.name };
  }
  if (source.kind === 'fundraiser') {
    const { campaign } = await callEndpoint(fundraisingEndpoints.fundraiserDetails, {
      query: { fundraiserSlug: source.fundraiserSlug },
      fallbackError: FAILED,
    });
    return campaign ? { ...campaign, campaignName: campaign.name } : null;
  }
  return null;
}

/** The plan for `source`; `data` is undefined while loading. */
export function useCheckoutPlan(source: PlanSource) {
  const campaignKey =
    source.kind === 'campaign'
      ? checkoutPlanKeys.campaign(source.campaignSlug)
      : source.kind === 'fundraiser'
        ? checkoutPlanKeys.fundraiser(source.fundraiserSlug)
        : null;
  const campaign = useQuery({
    queryKey: campaignKey ?? checkoutPlanKeys.all,
    queryFn: () => campaignPlan(source),
    enabled: campaignKey !== null,
    staleTime: STALE_MS,
  });
  const slug = source.kind === 'campaign' ? source.campaignSlug : (campaign.data?.slug ?? null);
  const pickupScope = source.kind === 'shop' ? 'shop' : slug ? { campaignSlug: slug } : null;
  const pickup = useQuery({
    queryKey: checkoutPlanKeys.pickup(pickupScope ?? 'shop'),
    queryFn: () =>
      pickupScope === 'shop'
        ? callEndpoint(publicPickupEndpoints.shop, { fallbackError: FAILED })
        : callEndpoint(publicPickupEndpoints.campaign, { query: pickupScope!, fallbackError: FAILED }),
    enabled: pickupScope !== null,
    staleTime: STALE_MS,
  });

  const waiting = (campaignKey !== null && campaign.isPending) || (pickupScope !== null && pickup.isPending);
  const error = campaign.error ?? pickup.error ?? null;
  const data: CheckoutPlan | undefined =
    waiting || error
      ? undefined
      : source.kind === 'shop'
        ? {
            campaignName: null,
            pickupOptions: pickup.data?.pickupOptions ?? [],
            paymentInstructions: SHOP_PAYMENT_INSTRUCTIONS,
            orderDeadline: null,
          }
        : {
            campaignName: campaign.data?.campaignName ?? null,
            pickupOptions: pickup.data?.pickupOptions ?? [],
            paymentInstructions: campaign.data?.paymentInstructions ?? null,
            orderDeadline: campaign.data?.orderDeadline ?? null,
          };
  const retry = () => {
    void campaign.refetch();
    void pickup.refetch();
  };
  return { data, error, retry };
}
