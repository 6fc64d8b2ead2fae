import { fundraiserPaymentEndpoints } from '@/lib/contracts/order-payments';
import { route } from '@/server/http/route';
import { idempotentJson, idempotentRequest } from '@/server/http/idempotency';
import { recordFundraiserPayment } from '@/server/services/order-payments';

// POST /_api/fundraiser/order/payments: money a fundraiser took for an order credited to them (else 404), themselves
// as the collector; payments only (the schema refuses 0 and below); a cancelled order 409, above outstanding 400
export const POST = route(fundraiserPaymentEndpoints.record, async ({ request, body, user }) =>
  idempotentJson(
    await recordFundraiserPayment({
      actor: user,
      input: body,
      idempotent: idempotentRequest(request, 'fundraiser-order-payment', user.id, body),
    }),
  ),
);
