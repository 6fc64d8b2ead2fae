'use client';

import { callEndpoint } from '@/lib/api-client';
import { adminNoticeEndpoints, captainNoticeEndpoints } from '@/lib/contracts/campaign-notices';
import type { FulfilmentScope } from '@/lib/contracts/campaign-fulfilment';
import type { NoticeKind } from '@/lib/validation/campaign-notices';
import { refetchAfter } from './refetch-after';
import { useToastMutation } from './use-toast-mutation';

const notifyEndpoint = { admin: adminNoticeEndpoints.notify, captain: captainNoticeEndpoints.notify };

export type NotifyRequest = { kind: NoticeKind; pickupOptionId?: number };

/**
 * "Tell buyers it's ready" and "Send payment reminders" for one campaign (POST .../campaign/notify); toasts the
 * server's summary (sent and skipped).
 */
export function useNotifyBuyers(scope: FulfilmentScope, campaignId: number, onSuccess?: () => void) {
  return useToastMutation({
    mutationFn: ({ kind, pickupOptionId }: NotifyRequest) =>
      callEndpoint(notifyEndpoint[scope], {
        body: { campaignId, kind, ...(pickupOptionId === undefined ? {} : { pickupOptionId }) },
      }),
    success: ({ message }) => message,
    failure: (message) => `Could not send: ${message}`,
    invalidates: refetchAfter.buyersNotified(),
    onSuccess: () => onSuccess?.(),
  });
}
