'use client';

import { RecordPaymentDialog } from '@/components/payments/record-payment-dialog';
import { usePaymentCollectors } from '@/hooks/api/order-payments';
import type { CampaignFulfilment, FulfilmentOrder, FulfilmentScope } from '@/lib/contracts/campaign-fulfilment';

/**
 * The order page's "Record payment" dialog, opened from a sheet's row and posting to the sheet's scope. Its collectors
 * come from the same scope: the server lists exactly whom that caller may name (for a captain: staff, themselves and
 * the campaign's fundraisers).
 */
export function FulfilmentPaymentDialog({
  scope,
  sheet,
  order,
  onClose,
}: {
  scope: FulfilmentScope;
  sheet: CampaignFulfilment;
  order: FulfilmentOrder | null;
  onClose: () => void;
}) {
  const collectors = usePaymentCollectors(
    { campaignId: sheet.campaign.id },
    { enabled: order !== null, caller: scope },
  );
  return (
    <RecordPaymentDialog
      open={order !== null}
      onClose={onClose}
      scope={scope}
      order={{
        id: order?.orderId ?? 0,
        orderNumber: order?.orderNumber ?? '',
        fundraiserId: order ? (sheet.fundraisers.find((group) => group.orders.includes(order))?.userId ?? null) : null,
      }}
      outstandingCents={order?.outstandingCents ?? 0}
      collectedCents={order?.collectedCents ?? 0}
      collectors={collectors.data?.collectors}
    />
  );
}
