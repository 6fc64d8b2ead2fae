import { bulkPaymentsSchema } from '@/lib/validation/order-payments';
import { json, route } from '@/server/http/route';
import { bulkRecordPayments } from '@/server/services/order-payments';

// POST /_api/admin/orders/bulk-payments { orderIds, method, reference?, collectedByUserId?, receivedAt? }
// → { message, recorded, skipped, totalCents }: each order's outstanding amount, cancelled and paid orders skipped
export const POST = route({ access: ['admin'], body: bulkPaymentsSchema }, async ({ body, user }) =>
  json(await bulkRecordPayments({ actor: user, ...body })),
);
