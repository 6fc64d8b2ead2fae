import { cashUpEndpoints } from '@/lib/contracts/cash-up';
import { getCashUp } from '@/server/db/queries/cash-up';
import { json, route } from '@/server/http/route';

// GET /_api/admin/cash-up?startDate&endDate&campaignId&collectorId
// The ledger by shop day, method and collector, each collector's handed-in against credited, and the totals.
export const GET = route(cashUpEndpoints.cashUp, async ({ query }) => json(await getCashUp(query)));
