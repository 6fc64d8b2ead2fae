import { captainTeamEndpoints } from '@/lib/contracts/captain-team';
import { json, route } from '@/server/http/route';
import { readManagedCampaigns } from '@/server/reads/captain-team';

// GET /_api/captain/campaigns: the campaigns this captain manages (all of them for an admin).
export const GET = route(captainTeamEndpoints.campaigns, async ({ user }) =>
  json(await readManagedCampaigns({ userId: user.id, role: user.role })),
);
