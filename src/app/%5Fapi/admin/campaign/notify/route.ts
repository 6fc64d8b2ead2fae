import { adminNoticeEndpoints } from '@/lib/contracts/campaign-notices';
import { json, route } from '@/server/http/route';
import { managerOf } from '@/server/reads/managed-campaign';
import { notifyCampaignBuyers } from '@/server/services/campaign-notices';

// POST /_api/admin/campaign/notify { campaignId, kind: 'ready' | 'payment-reminder', pickupOptionId? } → { message, sent, skipped }
export const POST = route(adminNoticeEndpoints.notify, async ({ body, user }) =>
  json(await notifyCampaignBuyers({ ...body, actor: user, manager: managerOf(user) })),
);
