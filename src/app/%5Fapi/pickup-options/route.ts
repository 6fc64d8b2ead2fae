import { publicPickupEndpoints } from '@/lib/contracts/campaign-plan';
import { readShopPickupOptions } from '@/server/cache/public-reads';
import { json, route } from '@/server/http/route';

// GET /_api/pickup-options — the shop's own options (orders with no campaign), cached, tag `public:pickup`.
export const GET = route(publicPickupEndpoints.shop, async () =>
  json({ pickupOptions: await readShopPickupOptions() }),
);
