import { markHandedOutSchema } from '@/lib/validation/campaign-fulfilment';
import { staleAfter } from '@/server/cache/public-tags';
import { json, route } from '@/server/http/route';
import { markOrdersHandedOut } from '@/server/services/campaign-handed-out';

// POST /_api/captain/campaign/handed-out { orderIds }: only orders of campaigns the captain manages (404 else).
export const POST = route(
  { access: ['admin', 'fundraiser_captain'], invalidates: staleAfter.fundraisingChange, body: markHandedOutSchema },
  async ({ body, user }) =>
    json(
      await markOrdersHandedOut({
        actor: user,
        manager: { userId: user.id, role: user.role },
        orderIds: body.orderIds,
      }),
    ),
);
