import { fundraiserBalanceEndpoints } from '@/lib/contracts/balances';
import { listUnpaidOrdersForFundraiser } from '@/server/db/queries/unpaid-orders';
import { json, route } from '@/server/http/route';

// GET /_api/fundraiser/unpaid-orders: the signed-in user's own credited orders that still owe money, in campaigns
// they still take part in
export const GET = route(fundraiserBalanceEndpoints.unpaidOrders, async ({ user }) =>
  json(await listUnpaidOrdersForFundraiser({ userId: user.id })),
);
