import { meetupEndpoints } from '@/lib/contracts/meetup';
import { json, route } from '@/server/http/route';
import { managerOf } from '@/server/reads/managed-campaign';
import { undoMeetupCollect } from '@/server/services/meetup';

// POST /_api/captain/meetup/undo: reverses the order's last meetup collect (a captain only their own); 409 when none
export const POST = route(meetupEndpoints.undo, async ({ body, user }) =>
  json(await undoMeetupCollect({ actor: user, manager: managerOf(user), orderId: body.orderId })),
);
