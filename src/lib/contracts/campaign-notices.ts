import { campaignNotifySchema } from '@/lib/validation/campaign-notices';
import { endpoint, jsonOf } from './endpoint';

/** How many buyers were written to, and how many were left out (already told, nothing owed, no address, opted out). */
export type NotifyResult = { message: string; sent: number; skipped: number };

export const adminNoticeEndpoints = {
  notify: endpoint({
    method: 'POST',
    path: '/_api/admin/campaign/notify',
    access: ['admin'],
    body: campaignNotifySchema,
    response: jsonOf<NotifyResult>(),
  }),
};

/** For a campaign the captain manages (another's answers 404). */
export const captainNoticeEndpoints = {
  notify: endpoint({
    method: 'POST',
    path: '/_api/captain/campaign/notify',
    access: ['admin', 'fundraiser_captain'],
    body: campaignNotifySchema,
    response: jsonOf<NotifyResult>(),
  }),
};
