import { adminPaymentEndpoints } from '@/lib/contracts/order-payments';
import { route } from '@/server/http/route';
import { idempotentJson, idempotentRequest } from '@/server/http/idempotency';
import { bulkRecordPayments } from '@/server/services/bulk-payments';

// POST /_api/admin/orders/bulk-payments { orderIds, method, reference?, collectedByUserId?, receivedAt? }
// → { message, recorded, skipped, totalCents }: each order's outstanding amount, cancelled and paid orders skipped.
// An Idempotency-Key makes a retry answer the first response and record nothing.
export const POST = route(adminPaymentEndpoints.bulkRecord, async ({ request, body, user }) =>
  idempotentJson(
    await bulkRecordPayments({
      actor: user,
      ...body,
      idempotent: idempotentRequest(request, 'admin-bulk-payments', user.id, body),
    }),
  ),
);
