import { campaignParticipantSchema } from '@/lib/validation/admin-campaigns';
import { json, route } from '@/server/http/route';
import { removeCampaignParticipant } from '@/server/services/admin-campaigns';
import { staleAfter } from '@/server/cache/public-tags';

// POST /_api/admin/campaign/participants/remove
export const POST = route(
  { access: ['admin'], invalidates: staleAfter.fundraisingChange, body: campaignParticipantSchema },
  async ({ body, user }) => {
    const result = await removeCampaignParticipant({ ...body, actor: user });
    return json({ message: 'Participant removed successfully!', ...result });
  },
);
