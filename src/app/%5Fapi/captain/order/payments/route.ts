import { recordPaymentSchema } from '@/lib/validation/order-payments';
import { json, route } from '@/server/http/route';
import { recordOrderPayment } from '@/server/services/order-payments';

// POST /_api/captain/order/payments: as the admin's call, for orders of a campaign the caller captains (else 404)
export const POST = route(
  { access: ['admin', 'fundraiser_captain'], body: recordPaymentSchema },
  async ({ body, user }) =>
    json(await recordOrderPayment({ actor: user, manager: { userId: user.id, role: user.role }, input: body }), {
      status: 201,
    }),
);
