import { adminPickupEndpoints } from '@/lib/contracts/campaign-plan';
import { staleAfter } from '@/server/cache/public-tags';
import { json, route } from '@/server/http/route';
import { createPickupOption, listPickupOptionsFor } from '@/server/services/pickup-options';

// GET /_api/admin/pickup-options?campaignId= — a campaign's options; without campaignId, the shop's own.
export const GET = route(adminPickupEndpoints.list, async ({ query }) =>
  json({ pickupOptions: await listPickupOptionsFor({ campaignId: query.campaignId ?? null, manager: null }) }),
);

// POST /_api/admin/pickup-options — answers 201; campaignId null adds one of the shop's own.
export const POST = route(
  adminPickupEndpoints.create,
  { invalidates: staleAfter.pickupChange },
  async ({ body, user }) => {
    const pickupOption = await createPickupOption({ actor: user, manager: null, input: body });
    return json({ message: `Pickup option "${pickupOption.name}" added.`, pickupOption }, { status: 201 });
  },
);
