'use client';

import { useMemo } from 'react';
import { RecordPaymentDialog } from '@/components/admin/orders/payments/record-payment-dialog';
import type { FulfilmentScope } from '@/hooks/api/campaign-fulfilment';
import { usePaymentCollectors } from '@/hooks/api/order-payments';
import type { CampaignFulfilment, FulfilmentOrder } from '@/lib/validation/campaign-fulfilment';
import type { PaymentCollector } from '@/lib/validation/order-payments';

/** Who reads the sheet, as a collector the captain may name (the captain is one of the campaign's collectors). */
export type SheetViewer = { userId: number; displayName: string };

/**
 * The captain's collectors, from the sheet itself: the campaign's fundraisers with orders, then the captain. The
 * admin-only collectors endpoint is not for them; the server checks the choice either way.
 */
function captainCollectors(sheet: CampaignFulfilment, viewer: SheetViewer | undefined): PaymentCollector[] {
  const people: PaymentCollector[] = sheet.fundraisers.flatMap((group) =>
    group.userId === null || group.userId === viewer?.userId
      ? []
      : [{ userId: group.userId, displayName: group.displayName, kind: 'fundraiser' as const }],
  );
  if (viewer) people.push({ userId: viewer.userId, displayName: viewer.displayName, kind: 'captain' });
  return people;
}

/** The order page's "Record payment" dialog, opened from a sheet's row and posting to the sheet's scope. */
export function FulfilmentPaymentDialog({
  scope,
  sheet,
  viewer,
  order,
  onClose,
}: {
  scope: FulfilmentScope;
  sheet: CampaignFulfilment;
  viewer?: SheetViewer;
  order: FulfilmentOrder | null;
  onClose: () => void;
}) {
  const adminCollectors = usePaymentCollectors(
    { campaignId: sheet.campaign.id },
    { enabled: scope === 'admin' && order !== null },
  );
  const ownCollectors = useMemo(() => captainCollectors(sheet, viewer), [sheet, viewer]);
  return (
    <RecordPaymentDialog
      open={order !== null}
      onClose={onClose}
      scope={scope}
      order={{ id: order?.orderId ?? 0, orderNumber: order?.orderNumber ?? '' }}
      outstandingCents={order?.outstandingCents ?? 0}
      collectedCents={order?.collectedCents ?? 0}
      collectors={scope === 'admin' ? adminCollectors.data?.collectors : ownCollectors}
    />
  );
}
