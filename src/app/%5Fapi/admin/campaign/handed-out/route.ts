import { markHandedOutSchema } from '@/lib/validation/campaign-fulfilment';
import { staleAfter } from '@/server/cache/public-tags';
import { json, route } from '@/server/http/route';
import { markOrdersHandedOut } from '@/server/services/campaign-handed-out';

// POST /_api/admin/campaign/handed-out { orderIds } → { message, changed, skipped }
export const POST = route(
  { access: ['admin'], invalidates: staleAfter.fundraisingChange, body: markHandedOutSchema },
  async ({ body, user }) =>
    json(
      await markOrdersHandedOut({
        actor: user,
        manager: { userId: user.id, role: user.role },
        orderIds: body.orderIds,
      }),
    ),
);
