import { listManagedCampaigns } from '@/server/db/queries/captain';
import { json, route } from '@/server/http/route';

// GET /_api/captain/campaigns: the campaigns this captain manages (all of them for an admin).
export const GET = route({ access: ['admin', 'fundraiser_captain'] }, async ({ user }) => {
  const campaigns = await listManagedCampaigns({ userId: user.id, role: user.role });
  return json(
    campaigns.map((campaign) => ({
      id: campaign.id,
      name: campaign.name,
      slug: campaign.slug,
      isActive: campaign.isActive,
      startDate: campaign.startDate.toISOString(),
      endDate: campaign.endDate?.toISOString() ?? null,
      participantCount: campaign.participantCount,
    })),
  );
});
