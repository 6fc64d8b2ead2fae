import { captainNoticeEndpoints } from '@/lib/contracts/campaign-notices';
import { json, route } from '@/server/http/route';
import { managerOf } from '@/server/reads/managed-campaign';
import { notifyCampaignBuyers } from '@/server/services/campaign-notices';

// POST /_api/captain/campaign/notify { campaignId, kind, pickupOptionId? }: only campaigns the captain manages (404 else).
export const POST = route(captainNoticeEndpoints.notify, async ({ body, user }) =>
  json(await notifyCampaignBuyers({ ...body, actor: user, manager: managerOf(user) })),
);
