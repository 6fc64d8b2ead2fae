import { callEndpoint } from '@/lib/api-client';
import { orderSourceFor, pickFor, PICK_REQUIRED } from '@/lib/cart/attribution';
import type { BodyInput } from '@/lib/contracts/endpoint';
import { orderEndpoints } from '@/lib/contracts/orders';
import { checkoutFormSchema } from '@/lib/forms/checkout-form';
import { checkForm, type FormValues } from '@/lib/forms/field-errors';
import { cartAttributionSnapshot } from './cart-attribution-store';

/** The checkout's code, loaded on first intent or once the cart has lines (useDeferredForm). */

const FIELDS = Object.keys(checkoutFormSchema.shape);

export type CheckoutDetails = ReturnType<typeof checkoutFormSchema.parse>;

export const check = (values: FormValues) => checkForm(checkoutFormSchema, values, FIELDS);

type Order = {
  details: CheckoutDetails;
  items: BodyInput<typeof orderEndpoints.place>['items'];
  campaignId?: number;
  subAccountId?: number;
  sourcePage?: 'fundraiser' | 'campaign';
  pickFrom?: number[];
  /** One key per intended order: a double click or a retry after a network error cannot create a second order. */
  idempotencyKey: string;
};

/**
 * Places the order with the cart's attribution read as it leaves (the supporter picker's choice, a QR visit within a
 * day). Answers the message to show when it cannot (no pick on a campaign page); a failed call throws.
 */
export async function placeOrder({
  details,
  items,
  campaignId,
  subAccountId,
  sourcePage,
  pickFrom,
  idempotencyKey,
}: Order) {
  const attribution = cartAttributionSnapshot();
  let credited = subAccountId ?? null;
  if (pickFrom && campaignId) {
    const pick = pickFor(attribution, campaignId, pickFrom);
    if (!pick) return PICK_REQUIRED;
    credited = pick.subAccountId;
  }
  const credit = { campaignId: campaignId ?? 0, subAccountId: credited };
  const source = sourcePage && campaignId ? orderSourceFor(sourcePage, credit, attribution.qr, Date.now()) : undefined;
  await callEndpoint(orderEndpoints.place, {
    body: { ...details, campaignId, subAccountId: credited ?? undefined, source, items },
    headers: { 'Idempotency-Key': idempotencyKey },
    fallbackError: 'An unexpected error occurred.',
  });
  return undefined;
}
