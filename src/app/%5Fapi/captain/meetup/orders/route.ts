import { meetupEndpoints } from '@/lib/contracts/meetup';
import { json, route } from '@/server/http/route';
import { managerOf } from '@/server/reads/managed-campaign';
import { readMeetupOrders } from '@/server/reads/meetup';

// GET /_api/captain/meetup/orders?campaignId=&pickupOptionId=&q= | &orderNumber=&key=: orders of a campaign the caller
// manages (else 404), by buyer name, order number or phone digits, or one scanned order (of another campaign: 409)
export const GET = route(meetupEndpoints.orders, async ({ query, user }) =>
  json(await readMeetupOrders(query, managerOf(user))),
);
