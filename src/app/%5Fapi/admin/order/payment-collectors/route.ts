import { paymentCollectorsQuerySchema } from '@/lib/validation/order-payments';
import { json, route } from '@/server/http/route';
import { listPaymentCollectors } from '@/server/db/queries/order-payments';

// GET /_api/admin/order/payment-collectors?campaignId= → { collectors }: staff, and the campaign's captain and fundraisers
export const GET = route({ access: ['admin'], query: paymentCollectorsQuerySchema }, async ({ query }) =>
  json({ collectors: await listPaymentCollectors({ campaignId: query.campaignId }) }),
);
