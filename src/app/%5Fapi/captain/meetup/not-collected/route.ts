import { meetupEndpoints } from '@/lib/contracts/meetup';
import { json, route } from '@/server/http/route';
import { managerOf } from '@/server/reads/managed-campaign';
import { readNotCollected } from '@/server/reads/meetup';

// GET /_api/captain/meetup/not-collected?campaignId=&pickupOptionId=: once the option's window ended, its orders
// neither cancelled nor handed out, and the options they can move to
export const GET = route(meetupEndpoints.notCollected, async ({ query, user }) =>
  json(await readNotCollected(query, managerOf(user))),
);
