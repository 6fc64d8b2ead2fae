import { captainPaymentEndpoints } from '@/lib/contracts/order-payments';
import { route } from '@/server/http/route';
import { idempotentJson, idempotentRequest } from '@/server/http/idempotency';
import { managerOf } from '@/server/reads/managed-campaign';
import { recordOrderPayment } from '@/server/services/order-payments';

// POST /_api/captain/order/payments: as the admin's call, for orders of a campaign the caller captains (else 404);
// payments only (a refund is staff's: 403); the collector is the captain, staff or one of the campaign's fundraisers
export const POST = route(captainPaymentEndpoints.record, async ({ request, body, user }) =>
  idempotentJson(
    await recordOrderPayment({
      actor: user,
      manager: managerOf(user),
      input: body,
      idempotent: idempotentRequest(request, 'captain-order-payment', user.id, body),
    }),
  ),
);
