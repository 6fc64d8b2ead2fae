import { recordPaymentSchema } from '@/lib/validation/order-payments';
import { route } from '@/server/http/route';
import { idempotentJson, idempotentRequest } from '@/server/http/idempotency';
import { recordOrderPayment } from '@/server/services/order-payments';

// POST /_api/captain/order/payments: as the admin's call, for orders of a campaign the caller captains (else 404);
// payments only (a refund is staff's: 403); the collector is the captain, staff or one of the campaign's fundraisers
export const POST = route(
  { access: ['admin', 'fundraiser_captain'], body: recordPaymentSchema },
  async ({ request, body, user }) =>
    idempotentJson(
      await recordOrderPayment({
        actor: user,
        manager: { userId: user.id, role: user.role },
        input: body,
        idempotent: idempotentRequest(request, 'captain-order-payment', user.id, body),
      }),
    ),
);
