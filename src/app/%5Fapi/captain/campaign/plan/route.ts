import { captainPickupEndpoints } from '@/lib/contracts/campaign-plan';
import { staleAfter } from '@/server/cache/public-tags';
import { json, route } from '@/server/http/route';
import { managerOf } from '@/server/reads/managed-campaign';
import { setCampaignPlan } from '@/server/services/campaign-plan';

// POST /_api/captain/campaign/plan — deadline and payment instructions of a campaign the caller manages.
export const POST = route(
  captainPickupEndpoints.plan,
  { invalidates: staleAfter.pickupChange },
  async ({ body, user }) => {
    const { campaignId, plan } = await setCampaignPlan({ actor: user, manager: managerOf(user), input: body });
    return json({ message: 'Campaign plan saved.', campaignId, plan });
  },
);
