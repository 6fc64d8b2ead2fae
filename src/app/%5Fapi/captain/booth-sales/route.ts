import { boothSaleEndpoints, boothShiftEndpoints } from '@/lib/contracts/staff-orders';
import { staleAfter } from '@/server/cache/public-tags';
import { json, route } from '@/server/http/route';
import { readBoothShift } from '@/server/reads/booth-sales';
import { campaignFound, managerOf } from '@/server/reads/managed-campaign';
import { recordBoothSale } from '@/server/services/booth-sales';

// POST /_api/captain/booth-sales: a walk-up sale at a booth, credited to the team or split across the shift's sellers
// A sale moves its sellers' and campaign's public totals and the bags left, as a placed order does.
export const POST = route(
  boothSaleEndpoints.captain,
  { invalidates: staleAfter.fundraisingChange },
  async ({ body, user }) =>
    json(await recordBoothSale({ actor: user, manager: managerOf(user), input: body }), { status: 201 }),
);

// GET /_api/captain/booth-sales?campaignId=&since=: a shift's booth sales and totals (another captain's campaign: 404)
export const GET = route(boothShiftEndpoints.captain, async ({ query, user }) =>
  json(
    campaignFound(await readBoothShift({ campaignId: query.campaignId, since: query.since, manager: managerOf(user) })),
  ),
);
