import { campaignIdQuerySchema, campaignParticipantSchema } from '@/lib/validation/admin-campaigns';
import { getCampaignParticipants, getCampaignRow } from '@/server/db/queries/admin-campaigns';
import { notFound } from '@/server/errors';
import { json, route } from '@/server/http/route';
import { CAMPAIGN_NOT_FOUND, addCampaignParticipant } from '@/server/services/admin-campaigns';
import { staleAfter } from '@/server/cache/public-tags';

// GET /_api/admin/campaign/participants?campaignId=
export const GET = route({ access: ['admin'], query: campaignIdQuerySchema }, async ({ query }) => {
  if (!(await getCampaignRow({ id: query.campaignId }))) throw notFound(CAMPAIGN_NOT_FOUND);
  return json(await getCampaignParticipants({ campaignId: query.campaignId }));
});

// POST /_api/admin/campaign/participants
export const POST = route(
  { access: ['admin'], invalidates: staleAfter.fundraisingChange, body: campaignParticipantSchema },
  async ({ body, user }) => {
    const result = await addCampaignParticipant({ ...body, actor: user });
    return json({ message: 'Participant added successfully!', ...result });
  },
);
