import { adminPickupEndpoints } from '@/lib/contracts/campaign-plan';
import { staleAfter } from '@/server/cache/public-tags';
import { json, route } from '@/server/http/route';
import { deletePickupOption } from '@/server/services/pickup-options';

// POST /_api/admin/pickup-options/delete — 409 while orders hold the option.
export const POST = route(
  adminPickupEndpoints.delete,
  { invalidates: staleAfter.pickupChange },
  async ({ body, user }) => {
    const { id, name } = await deletePickupOption({ actor: user, manager: null, id: body.id });
    return json({ message: `Pickup option "${name}" deleted.`, id });
  },
);
