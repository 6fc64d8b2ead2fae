import { paymentCollectorsQuerySchema, type PaymentCollectorsResponse } from '@/lib/validation/order-payments';
import { json, route } from '@/server/http/route';
import { listPaymentCollectors, sharedCampaignOf } from '@/server/db/queries/order-payments';

// GET /_api/admin/order/payment-collectors?campaignId= | ?orderIds=1,2 → { campaignId, collectors }: staff, and the
// captain and fundraisers of the campaign (named, or shared by every listed order)
export const GET = route({ access: ['admin'], query: paymentCollectorsQuerySchema }, async ({ query }) => {
  const campaignId = query.campaignId ?? (query.orderIds ? await sharedCampaignOf({ orderIds: query.orderIds }) : null);
  const collectors = await listPaymentCollectors({ campaignId: campaignId ?? undefined });
  return json({ campaignId, collectors } satisfies PaymentCollectorsResponse);
});
