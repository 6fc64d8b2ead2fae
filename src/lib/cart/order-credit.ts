import type { BuyerOrderSource } from '@/lib/validation/orders';
import { orderSourceFor, pickFor, PICK_REQUIRED, type CartAttribution, type SupporterPick } from './attribution';

/*
 * Whom an order is credited to, decided in one pure function from where the checkout is and the cart's attribution
 * (docs/decisions/credit-follows-the-buyer.md). Visiting a fundraiser's page or choosing in the campaign page's picker
 * records the pick; it then travels with the cart through the whole shop until the order is placed or the buyer
 * changes it.
 */

/** Where the checkout is: a fundraiser's page (their order, the spec's rule), a campaign page, or anywhere else. */
export type CheckoutPlace =
  | { page: 'fundraiser'; campaignId: number; subAccountId: number }
  | { page: 'campaign'; campaignId: number; fundraiserIds: readonly number[] }
  | { page: 'shop' };

export type OrderCredit = { campaignId?: number; subAccountId?: number; source?: BuyerOrderSource };

export const withPick = (attribution: CartAttribution, pick: SupporterPick | null): CartAttribution => ({
  ...attribution,
  pick,
});

function credit(
  campaignId: number,
  subAccountId: number | null,
  via: 'fundraiser' | 'campaign',
  attribution: CartAttribution,
  now: number,
): OrderCredit {
  const source = orderSourceFor(via, { campaignId, subAccountId }, attribution.qr, now);
  return { campaignId, subAccountId: subAccountId ?? undefined, source };
}

/**
 * The credit the order body carries, or the message to show instead of placing it (a campaign page without a
 * choice). Outside the fundraiser and campaign pages the standing pick is credited, with the source of where it was
 * made; without one the order is the shop's.
 */
export function orderCreditFor(
  place: CheckoutPlace,
  attribution: CartAttribution,
  now: number,
): OrderCredit | typeof PICK_REQUIRED {
  if (place.page === 'fundraiser') return credit(place.campaignId, place.subAccountId, 'fundraiser', attribution, now);
  if (place.page === 'campaign') {
    const pick = pickFor(attribution, place.campaignId, place.fundraiserIds);
    if (!pick) return PICK_REQUIRED;
    return credit(pick.campaignId, pick.subAccountId, 'campaign', attribution, now);
  }
  const pick = attribution.pick;
  if (!pick) return {};
  return credit(
    pick.campaignId,
    pick.subAccountId,
    pick.via === 'fundraiser' ? 'fundraiser' : 'campaign',
    attribution,
    now,
  );
}
