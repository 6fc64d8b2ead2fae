import { boothSaleEndpoints, boothShiftEndpoints } from '@/lib/contracts/staff-orders';
import { staleAfter } from '@/server/cache/public-tags';
import { idempotentJson, idempotentRequest } from '@/server/http/idempotency';
import { json, route } from '@/server/http/route';
import { readBoothShift } from '@/server/reads/booth-sales';
import { campaignFound, managerOf } from '@/server/reads/managed-campaign';
import { recordBoothSale } from '@/server/services/booth-sales';

// POST /_api/admin/booth-sales: a walk-up sale at a booth, credited to the team or split across the shift's sellers
// A sale moves its sellers' and campaign's public totals and the bags left, as a placed order does.
export const POST = route(
  boothSaleEndpoints.admin,
  { invalidates: staleAfter.fundraisingChange },
  async ({ request, body, user }) =>
    idempotentJson(
      await recordBoothSale({
        actor: user,
        manager: managerOf(user),
        input: body,
        idempotent: idempotentRequest(request, 'admin-booth-sale', user.id, body),
      }),
    ),
);

// GET /_api/admin/booth-sales?campaignId=&since=: a shift's booth sales and totals (another captain's campaign: 404)
export const GET = route(boothShiftEndpoints.admin, async ({ query, user }) =>
  json(
    campaignFound(await readBoothShift({ campaignId: query.campaignId, since: query.since, manager: managerOf(user) })),
  ),
);
