import { adminCampaignEndpoints } from '@/lib/contracts/admin-campaigns';
import { staleAfter } from '@/server/cache/public-tags';
import { json, route } from '@/server/http/route';
import { removeCampaignParticipant } from '@/server/services/admin-campaigns';

// POST /_api/admin/campaign/participants/remove
export const POST = route(
  adminCampaignEndpoints.removeParticipant,
  { invalidates: staleAfter.fundraisingChange },
  async ({ body, user }) => {
    const result = await removeCampaignParticipant({ ...body, actor: user });
    return json({ message: 'Participant removed successfully!', ...result });
  },
);
