import { nudgeSchema } from '@/lib/validation/nudges';
import { json, route } from '@/server/http/route';
import { nudgeTeam } from '@/server/services/nudges';

// POST /_api/captain/nudge { campaignId, kind: 'pending-invites' | 'no-sales' } → { sent, skipped, failed }
export const POST = route({ access: ['admin', 'fundraiser_captain'], body: nudgeSchema }, async ({ body, user }) => {
  return json(await nudgeTeam({ actor: user, ...body }));
});
