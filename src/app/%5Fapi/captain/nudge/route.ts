import { captainTeamEndpoints } from '@/lib/contracts/captain-team';
import { json, route } from '@/server/http/route';
import { nudgeTeam } from '@/server/services/nudges';

// POST /_api/captain/nudge { campaignId, kind: 'pending-invites' | 'no-sales' } → { sent, skipped, failed }
export const POST = route(captainTeamEndpoints.nudge, async ({ body, user }) =>
  json(await nudgeTeam({ actor: user, ...body })),
);
