import { centsToDecimal } from '@/lib/money';
import { IDEMPOTENCY_KEY, ORDER_NOT_PLACED, placeOrderSchema } from '@/lib/validation/orders';
import { runAfterResponse } from '@/server/after-response';
import { staleAfter } from '@/server/cache/public-tags';
import { clientIp } from '@/server/http/client-ip';
import { badRequest } from '@/server/errors';
import { json, route } from '@/server/http/route';
import { sendMilestoneEmails } from '@/server/services/milestones';
import { sendOrderEmails } from '@/server/services/order-emails';
import { placeOrder } from '@/server/services/orders';

// POST /_api/products/order: guests and signed-in customers alike. Send an Idempotency-Key to make retries safe.
// A credited order moves a fundraiser's total and their campaign's leaderboard.
const invalidates = (order: { campaignId?: number | null }) => (order.campaignId ? staleAfter.fundraisingChange : []);

export const POST = route(
  { access: 'public', body: placeOrderSchema, invalidates, unavailable: ORDER_NOT_PLACED },
  async ({ request, body, user }) => {
    const idempotencyKey = request.headers.get('idempotency-key');
    if (idempotencyKey !== null && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw badRequest('Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores.');
    }
    const order = await placeOrder(body, { userId: user?.id ?? null, idempotencyKey, ip: clientIp(request) });
    if (order.created) runAfterResponse(() => sendOrderEmails(order));
    // A credited order may take its fundraiser past 25/50/75/100 % of their goal (after the commit, never inside).
    const { campaignId, subAccountId } = body;
    if (order.created && campaignId && subAccountId)
      runAfterResponse(() => sendMilestoneEmails({ campaignId, userId: subAccountId }));
    return json(
      {
        message: 'Your order has been submitted successfully!',
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        total: centsToDecimal(order.totalCents),
      },
      { status: order.created ? 201 : 200, headers: order.created ? {} : { 'Idempotent-Replayed': 'true' } },
    );
  },
);
