import { adminPickupEndpoints } from '@/lib/contracts/campaign-plan';
import { staleAfter } from '@/server/cache/public-tags';
import { json, route } from '@/server/http/route';
import { updatePickupOption } from '@/server/services/pickup-options';

// POST /_api/admin/pickup-options/update
export const POST = route(
  adminPickupEndpoints.update,
  { invalidates: staleAfter.pickupChange },
  async ({ body, user }) => {
    const pickupOption = await updatePickupOption({ actor: user, manager: null, input: body });
    return json({ message: `Pickup option "${pickupOption.name}" saved.`, pickupOption });
  },
);
