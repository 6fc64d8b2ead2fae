import { orderPaymentsQuerySchema, recordPaymentSchema } from '@/lib/validation/order-payments';
import { json, route } from '@/server/http/route';
import { loadOrderPayments, recordOrderPayment } from '@/server/services/order-payments';

// GET /_api/admin/order/payments?orderId= → { payments (newest first), collectedCents, outstandingCents, paymentStatus }
export const GET = route({ access: ['admin'], query: orderPaymentsQuerySchema }, async ({ query }) =>
  json(await loadOrderPayments({ orderId: query.orderId })),
);

// POST /_api/admin/order/payments { orderId, amountCents (negative: a refund), method, reference?, collectedByUserId?, receivedAt? }
export const POST = route({ access: ['admin'], body: recordPaymentSchema }, async ({ body, user }) =>
  json(await recordOrderPayment({ actor: user, input: body }), { status: 201 }),
);
