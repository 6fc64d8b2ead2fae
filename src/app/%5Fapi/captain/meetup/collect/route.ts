import { meetupEndpoints } from '@/lib/contracts/meetup';
import { route } from '@/server/http/route';
import { idempotentJson, idempotentRequest } from '@/server/http/idempotency';
import { managerOf } from '@/server/reads/managed-campaign';
import { collectAndHandOut } from '@/server/services/meetup';

// POST /_api/captain/meetup/collect: the payment (the caller as collector) and the hand-out in one transaction; 409
// while money would still be owed unless handOutUnpaid; an order the caller does not manage answers 404
export const POST = route(meetupEndpoints.collect, async ({ request, body, user }) =>
  idempotentJson(
    await collectAndHandOut({
      actor: user,
      manager: managerOf(user),
      input: body,
      idempotent: idempotentRequest(request, 'meetup-collect', user.id, body),
    }),
  ),
);
