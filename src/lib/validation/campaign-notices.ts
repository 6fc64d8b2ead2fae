import { z } from 'zod';
import { positiveId } from './common';
import { pickupOptionIdField } from './campaign-plan';

/*
 * Notices staff or a captain send to a campaign's buyers on demand (issue 25): "ready for pickup" (per pickup option,
 * or every option of the campaign) and a payment reminder to buyers with an outstanding balance (each order at most
 * once per 24 hours). The automatic ones (the day-before reminder, "48 hours left") run from a periodic job.
 */
export const NOTICE_KINDS = ['ready', 'payment-reminder'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export const NOTICE_KIND_INVALID = "kind must be 'ready' or 'payment-reminder'.";

// POST /_api/admin/campaign/notify and /_api/captain/campaign/notify
export const campaignNotifySchema = z.strictObject({
  campaignId: positiveId('Campaign ID must be a positive integer.'),
  kind: z.enum(NOTICE_KINDS, { error: NOTICE_KIND_INVALID }),
  pickupOptionId: pickupOptionIdField.optional().nullable(),
});
export type CampaignNotifyInput = z.output<typeof campaignNotifySchema>;
