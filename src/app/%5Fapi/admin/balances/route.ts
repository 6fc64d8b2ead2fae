import { adminBalanceEndpoints } from '@/lib/contracts/balances';
import { getOverallBalances } from '@/server/db/queries/campaign-balances';
import { json, route } from '@/server/http/route';

// GET /_api/admin/balances: the whole shop's balances, per campaign and for the shop's own orders
export const GET = route(adminBalanceEndpoints.overall, async () => json(await getOverallBalances()));
