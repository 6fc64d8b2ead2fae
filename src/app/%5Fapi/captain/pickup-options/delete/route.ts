import { captainPickupEndpoints } from '@/lib/contracts/campaign-plan';
import { staleAfter } from '@/server/cache/public-tags';
import { json, route } from '@/server/http/route';
import { managerOf } from '@/server/reads/managed-campaign';
import { deletePickupOption } from '@/server/services/pickup-options';

// POST /_api/captain/pickup-options/delete — an option of a campaign the caller manages; 409 while orders hold it.
export const POST = route(
  captainPickupEndpoints.delete,
  { invalidates: staleAfter.pickupChange },
  async ({ body, user }) => {
    const { id, name } = await deletePickupOption({ actor: user, manager: managerOf(user), id: body.id });
    return json({ message: `Pickup option "${name}" deleted.`, id });
  },
);
