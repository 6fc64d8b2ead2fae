'use client';

import { CheckoutForm } from '@/components/cart/checkout-form';
import { useSupporterPick, type PickableFundraiser } from './use-supporter-pick';

export const PICK_REQUIRED =
  'Choose who you are supporting (a fundraiser or the whole team) before placing your order.';

/** The campaign page's checkout: the order goes to the picker's choice, or waits for one. */
export function CampaignCheckout({
  campaignId,
  fundraisers,
}: {
  campaignId: number;
  fundraisers: PickableFundraiser[];
}) {
  const pick = useSupporterPick(campaignId, fundraisers);
  return (
    <CheckoutForm
      campaignId={campaignId}
      subAccountId={pick?.subAccountId ?? undefined}
      sourcePage="campaign"
      blockedMessage={pick ? undefined : PICK_REQUIRED}
      notice={
        <p className="mt-3 rounded-lg bg-secondary px-3 py-2 text-sm" data-testid="checkout-supporting">
          {pick ? (
            <>
              Supporting <strong>{pick.subAccountId === null ? 'the whole team' : pick.name}</strong>.{' '}
              <a href="#supporter-picker" className="text-primary underline underline-offset-4">
                Change
              </a>
            </>
          ) : (
            <>
              <a href="#supporter-picker" className="text-primary underline underline-offset-4">
                Choose who you are supporting
              </a>{' '}
              before you place your order.
            </>
          )}
        </p>
      }
    />
  );
}
