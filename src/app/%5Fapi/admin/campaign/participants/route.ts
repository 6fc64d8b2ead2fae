import { campaignParticipantSchema, campaignParticipantsQuerySchema } from '@/lib/validation/admin-campaigns';
import { getCampaignRow } from '@/server/db/queries/admin-campaigns';
import { getCampaignParticipants } from '@/server/db/queries/admin-participants';
import { notFound } from '@/server/errors';
import { json, route } from '@/server/http/route';
import { CAMPAIGN_NOT_FOUND, addCampaignParticipant } from '@/server/services/admin-campaigns';
import { staleAfter } from '@/server/cache/public-tags';

// GET /_api/admin/campaign/participants?campaignId=&page&pageSize&sort&availableSearch&availablePage&availablePageSize
export const GET = route({ access: ['admin'], query: campaignParticipantsQuerySchema }, async ({ query }) => {
  if (!(await getCampaignRow({ id: query.campaignId }))) throw notFound(CAMPAIGN_NOT_FOUND);
  return json(await getCampaignParticipants(query));
});

// POST /_api/admin/campaign/participants: answers the first page of both lists, as a GET without paging would
export const POST = route(
  { access: ['admin'], invalidates: staleAfter.fundraisingChange, body: campaignParticipantSchema },
  async ({ body, user }) => {
    const result = await addCampaignParticipant({ ...body, actor: user });
    return json({ message: 'Participant added successfully!', ...result });
  },
);
