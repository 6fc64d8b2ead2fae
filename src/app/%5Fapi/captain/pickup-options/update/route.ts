import { captainPickupEndpoints } from '@/lib/contracts/campaign-plan';
import { staleAfter } from '@/server/cache/public-tags';
import { json, route } from '@/server/http/route';
import { managerOf } from '@/server/reads/managed-campaign';
import { updatePickupOption } from '@/server/services/pickup-options';

// POST /_api/captain/pickup-options/update — an option of a campaign the caller manages (404 otherwise).
export const POST = route(
  captainPickupEndpoints.update,
  { invalidates: staleAfter.pickupChange },
  async ({ body, user }) => {
    const pickupOption = await updatePickupOption({ actor: user, manager: managerOf(user), input: body });
    return json({ message: `Pickup option "${pickupOption.name}" saved.`, pickupOption });
  },
);
