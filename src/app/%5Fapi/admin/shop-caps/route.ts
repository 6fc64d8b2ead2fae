import { campaignCapEndpoints } from '@/lib/contracts/campaign-caps';
import { json, route } from '@/server/http/route';
import { readShopCapStatus } from '@/server/reads/campaign-caps';

// GET /_api/admin/shop-caps?roastDate=: each shop cap per roast day with that day's sold, left and refused figures.
export const GET = route(campaignCapEndpoints.shopStatus, async ({ query }) =>
  json(await readShopCapStatus(query.roastDate)),
);
