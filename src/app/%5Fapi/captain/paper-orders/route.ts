import { paperOrderEndpoints } from '@/lib/contracts/staff-orders';
import { staleAfter } from '@/server/cache/public-tags';
import { json, route } from '@/server/http/route';
import { managerOf } from '@/server/reads/managed-campaign';
import { recordPaperOrders } from '@/server/services/paper-orders';

// POST /_api/captain/paper-orders: an envelope of paper orders for one seller, entered by its campaign's captain, the
// seller or their guardians (anyone else: 404); docs/decisions/paper-and-booth-orders.md
// Saved orders move the seller's and the campaign's public totals and the bags left; a dry run changes nothing.
export const POST = route(
  paperOrderEndpoints.captain,
  { invalidates: (body) => (body.dryRun ? [] : staleAfter.fundraisingChange) },
  async ({ body, user }) => {
    const { status, result } = await recordPaperOrders({ actor: user, caller: managerOf(user), input: body });
    return json(result, { status });
  },
);
