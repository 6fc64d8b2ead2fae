import { paperOrderEndpoints } from '@/lib/contracts/staff-orders';
import { staleAfter } from '@/server/cache/public-tags';
import { json, route } from '@/server/http/route';
import { managerOf } from '@/server/reads/managed-campaign';
import { recordPaperOrders } from '@/server/services/paper-orders';

// A saved envelope moves the seller's total and their campaign's leaderboard; a dry run or a refusal saves nothing.
const invalidates = (body: { dryRun?: boolean }) => (body.dryRun ? [] : staleAfter.fundraisingChange);

// POST /_api/admin/paper-orders: an envelope of paper orders for one seller (docs/decisions/paper-and-booth-orders.md)
export const POST = route(paperOrderEndpoints.admin, { invalidates }, async ({ body, user }) => {
  const { status, result } = await recordPaperOrders({ actor: user, caller: managerOf(user), input: body });
  return json(result, { status });
});
