import { paperOrderEndpoints } from '@/lib/contracts/staff-orders';
import { json, route } from '@/server/http/route';
import { managerOf } from '@/server/reads/managed-campaign';
import { recordPaperOrders } from '@/server/services/paper-orders';

// POST /_api/captain/paper-orders: an envelope of paper orders for one seller, entered by its campaign's captain, the
// seller or their guardians (anyone else: 404); docs/decisions/paper-and-booth-orders.md
export const POST = route(paperOrderEndpoints.captain, async ({ body, user }) => {
  const { status, result } = await recordPaperOrders({ actor: user, caller: managerOf(user), input: body });
  return json(result, { status });
});
