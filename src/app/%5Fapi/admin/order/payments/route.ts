import { orderPaymentsQuerySchema, recordPaymentSchema } from '@/lib/validation/order-payments';
import { json, route } from '@/server/http/route';
import { idempotentJson, idempotentRequest } from '@/server/http/idempotency';
import { loadOrderPayments, recordOrderPayment } from '@/server/services/order-payments';

// GET /_api/admin/order/payments?orderId= → { payments (newest first), collectedCents, outstandingCents, paymentStatus }
export const GET = route({ access: ['admin'], query: orderPaymentsQuerySchema }, async ({ query }) =>
  json(await loadOrderPayments({ orderId: query.orderId })),
);

// POST /_api/admin/order/payments { orderId, amountCents (negative: a refund), method, reference?, collectedByUserId?, receivedAt? }
// An Idempotency-Key makes a retry answer the first response and record nothing.
export const POST = route({ access: ['admin'], body: recordPaymentSchema }, async ({ request, body, user }) =>
  idempotentJson(
    await recordOrderPayment({
      actor: user,
      input: body,
      idempotent: idempotentRequest(request, 'admin-order-payment', user.id, body),
    }),
  ),
);
