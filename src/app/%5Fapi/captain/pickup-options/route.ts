import { captainPickupEndpoints } from '@/lib/contracts/campaign-plan';
import { staleAfter } from '@/server/cache/public-tags';
import { json, route } from '@/server/http/route';
import { managerOf } from '@/server/reads/managed-campaign';
import { createPickupOption, listPickupOptionsFor } from '@/server/services/pickup-options';

// GET /_api/captain/pickup-options?campaignId= — a campaign the caller manages (404 otherwise, or without campaignId).
export const GET = route(captainPickupEndpoints.list, async ({ query, user }) =>
  json({
    pickupOptions: await listPickupOptionsFor({ campaignId: query.campaignId ?? null, manager: managerOf(user) }),
  }),
);

// POST /_api/captain/pickup-options — answers 201.
export const POST = route(
  captainPickupEndpoints.create,
  { invalidates: staleAfter.pickupChange },
  async ({ body, user }) => {
    const pickupOption = await createPickupOption({ actor: user, manager: managerOf(user), input: body });
    return json({ message: `Pickup option "${pickupOption.name}" added.`, pickupOption }, { status: 201 });
  },
);
