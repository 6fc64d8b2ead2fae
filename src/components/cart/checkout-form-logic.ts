import { callEndpoint } from '@/lib/api-client';
import { orderCreditFor, type CheckoutPlace } from '@/lib/cart/order-credit';
import type { BodyInput } from '@/lib/contracts/endpoint';
import { orderEndpoints } from '@/lib/contracts/orders';
import { PICKUP_REQUIRED } from '@/lib/validation/campaign-plan';
import { checkoutFormSchema } from '@/lib/forms/checkout-form';
import { checkForm, type FormValues } from '@/lib/forms/field-errors';
import { cartAttributionSnapshot, clearSupporterPick } from './cart-attribution-store';
import type { PlanState } from './checkout-plan';

/** The checkout's code, loaded on first intent or once the cart has lines (useDeferredForm), with its plan block. */
export { CheckoutPlan } from './checkout-plan';

const FIELDS = Object.keys(checkoutFormSchema.shape);

export type CheckoutDetails = ReturnType<typeof checkoutFormSchema.parse>;

const PLAN_LOADING = 'Pickup options are still loading. Please try again in a moment.';
const PLAN_WAIT_MS = 10_000;
const PLAN_MOUNT_WAIT_MS = 3_000;

/** A submit held until the code loaded may come before the pickup block has its options: wait for them a while. */
async function settledPlan(plan: () => PlanState | null): Promise<PlanState | null> {
  const started = Date.now();
  for (const until = started + PLAN_WAIT_MS; Date.now() < until;) {
    const state = plan();
    if (state && !state.loading) return state;
    // No block after a few seconds: the server says what the order needs.
    if (!state && Date.now() - started > PLAN_MOUNT_WAIT_MS) return null;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return plan();
}

export const check = (values: FormValues) => checkForm(checkoutFormSchema, values, FIELDS);

type Order = {
  details: CheckoutDetails;
  items: BodyInput<typeof orderEndpoints.place>['items'];
  campaignId?: number;
  subAccountId?: number;
  sourcePage?: 'fundraiser' | 'campaign';
  pickFrom?: number[];
  /** The pickup block's state as it is now (null until it has mounted). */
  plan: () => PlanState | null;
  /** One key per intended order: a double click or a retry after a network error cannot create a second order. */
  idempotencyKey: string;
};

function checkoutPlace({ campaignId, subAccountId, sourcePage, pickFrom }: Partial<Order>): CheckoutPlace {
  if (sourcePage === 'fundraiser' && campaignId && subAccountId)
    return { page: 'fundraiser', campaignId, subAccountId };
  if (pickFrom && campaignId) return { page: 'campaign', campaignId, fundraiserIds: pickFrom };
  return { page: 'shop' };
}

/** The order page's path (and key) from the answer's absolute orderUrl, for a client-side navigation. */
export function orderPagePathOf(orderUrl: string): string {
  const url = new URL(orderUrl, window.location.origin);
  return `${url.pathname}${url.search}`;
}

/**
 * Places the order with the cart's attribution read as it leaves (orderCreditFor: the page's fundraiser, the
 * standing pick, a QR visit within a day), then forgets the pick. Answers the message to show when it cannot (no
 * pick on a campaign page), or the order page to go to; a failed call throws (a refused pick, a full pickup option
 * or a closed campaign shows the server's message and keeps the cart).
 */
export async function placeOrder({ details, items, idempotencyKey, plan, ...place }: Order) {
  const credit = orderCreditFor(checkoutPlace(place), cartAttributionSnapshot(), Date.now());
  if (typeof credit === 'string') return credit;
  // A gift alone (issue 29) has nothing to pick up: no pickup block to wait for.
  const pickup = items.length > 0 ? await settledPlan(plan) : null;
  if (pickup?.loading) return PLAN_LOADING;
  if (pickup?.required && !pickup.pickupOptionId) {
    pickup.showRequired(PICKUP_REQUIRED);
    return PICKUP_REQUIRED;
  }
  const pickupOptionId = pickup?.pickupOptionId;
  const { giftDollars: giftCents, ...customer } = details;
  const placed = await callEndpoint(orderEndpoints.place, {
    body: {
      ...customer,
      ...credit,
      ...(pickupOptionId ? { pickupOptionId } : {}),
      ...(giftCents ? { giftCents } : {}),
      items,
    },
    headers: { 'Idempotency-Key': idempotencyKey },
    fallbackError: 'An unexpected error occurred.',
  }).catch((error: unknown) => {
    // A full option or a closed campaign: show the options as they are now.
    pickup?.reload();
    throw error;
  });
  clearSupporterPick();
  return { orderPath: orderPagePathOf(placed.orderUrl) };
}
