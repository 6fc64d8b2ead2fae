import { adminPaymentEndpoints } from '@/lib/contracts/order-payments';
import { staleAfter } from '@/server/cache/public-tags';
import { json, route } from '@/server/http/route';
import { idempotentJson, idempotentRequest } from '@/server/http/idempotency';
import { kickMailOutbox } from '@/server/mail/outbox-sender';
import { readOrderPayments } from '@/server/reads/order-payments';
import { recordOrderPayment } from '@/server/services/order-payments';

// GET /_api/admin/order/payments?orderId= → { payments (newest first), collectedCents, outstandingCents, paymentStatus }
export const GET = route(adminPaymentEndpoints.list, async ({ query }) =>
  json(await readOrderPayments({ orderId: query.orderId })),
);

// POST /_api/admin/order/payments { orderId, amountCents (negative: a refund), method, reference?, collectedByUserId?,
// receivedAt?, returnedLines?: [{ orderItemId, quantity }] }. Returned bags change the order's total, as an edit does
// (leaderboards, the buyer's e-mail). An Idempotency-Key makes a retry answer the first response and record nothing.
export const POST = route(
  adminPaymentEndpoints.record,
  { invalidates: (body) => (body.returnedLines ? staleAfter.fundraisingChange : []) },
  async ({ request, body, user }) => {
    const result = await recordOrderPayment({
      actor: user,
      input: body,
      idempotent: idempotentRequest(request, 'admin-order-payment', user.id, body),
    });
    if (body.returnedLines) kickMailOutbox();
    return idempotentJson(result);
  },
);
