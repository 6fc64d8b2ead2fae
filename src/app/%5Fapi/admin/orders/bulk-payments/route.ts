import { adminPaymentEndpoints } from '@/lib/contracts/order-payments';
import { json, route } from '@/server/http/route';
import { idempotentJson, idempotentRequest } from '@/server/http/idempotency';
import { bulkRecordPayments, previewBulkPayments } from '@/server/services/bulk-payments';

// POST /_api/admin/orders/bulk-payments { orderIds } | { filter }, method, reference?, collectedByUserId? |
// collector: 'fundraiser', receivedAt?, dryRun? → { message, recorded, skipped, totalCents }: each order's outstanding
// amount, cancelled and paid orders skipped; a dry run → { orders, totalCents }, nothing recorded.
// An Idempotency-Key makes a retry answer the first response and record nothing.
export const POST = route(adminPaymentEndpoints.bulkRecord, async ({ request, body, user }) => {
  const { orderIds, filter, dryRun, method, ...entry } = body;
  const target = orderIds ? { orderIds } : { filters: filter! };
  if (dryRun) return json(await previewBulkPayments({ target }));
  return idempotentJson(
    await bulkRecordPayments({
      actor: user,
      target,
      method: method!, // the schema requires it unless dryRun
      ...entry,
      idempotent: idempotentRequest(request, 'admin-bulk-payments', user.id, body),
    }),
  );
});
