import { accountEndpoints } from '@/lib/contracts/account';
import { countOrderSourcesForFundraiser } from '@/server/db/queries/order-sources';
import { json, route } from '@/server/http/route';

// GET /_api/fundraiser/sources: where the buyers of the signed-in user's own credited orders came from
export const GET = route(accountEndpoints.orderSources, async ({ user }) =>
  json(await countOrderSourcesForFundraiser({ userId: user.id })),
);
