import { meetupEndpoints } from '@/lib/contracts/meetup';
import { staleAfter } from '@/server/cache/public-tags';
import { json, route } from '@/server/http/route';
import { managerOf } from '@/server/reads/managed-campaign';
import { moveOrdersToOption } from '@/server/services/meetup-move';

// POST /_api/captain/meetup/move: orders to another option of their campaign (capacity: 409), optionally e-mailing
// each buyer; the options' room left shows on public pages
export const POST = route(meetupEndpoints.move, { invalidates: staleAfter.pickupChange }, async ({ body, user }) =>
  json(await moveOrdersToOption({ actor: user, manager: managerOf(user), input: body })),
);
