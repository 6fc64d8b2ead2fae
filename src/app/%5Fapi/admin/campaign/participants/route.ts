import { adminCampaignEndpoints } from '@/lib/contracts/admin-campaigns';
import { staleAfter } from '@/server/cache/public-tags';
import { getCampaignRow } from '@/server/db/queries/admin-campaigns';
import { notFound } from '@/server/errors';
import { json, route } from '@/server/http/route';
import { readCampaignParticipants } from '@/server/reads/admin-campaigns';
import { CAMPAIGN_NOT_FOUND, addCampaignParticipant } from '@/server/services/admin-campaigns';

// GET /_api/admin/campaign/participants?campaignId=&page&pageSize&sort&availableSearch&availablePage&availablePageSize
export const GET = route(adminCampaignEndpoints.participants, async ({ query }) => {
  if (!(await getCampaignRow({ id: query.campaignId }))) throw notFound(CAMPAIGN_NOT_FOUND);
  return json(await readCampaignParticipants(query));
});

// POST /_api/admin/campaign/participants: answers the first page of both lists, as a GET without paging would
export const POST = route(
  adminCampaignEndpoints.addParticipant,
  { invalidates: staleAfter.fundraisingChange },
  async ({ body, user }) => {
    const result = await addCampaignParticipant({ ...body, actor: user });
    return json({ message: 'Participant added successfully!', ...result });
  },
);
