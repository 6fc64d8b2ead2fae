import { adminPaymentEndpoints } from '@/lib/contracts/order-payments';
import { json, route } from '@/server/http/route';
import { sharedCampaignOf } from '@/server/db/queries/order-payments';
import { readPaymentCollectors } from '@/server/reads/order-payments';

// GET /_api/admin/order/payment-collectors?campaignId= | ?orderIds=1,2 → { campaignId, collectors }: staff, and the
// captain and fundraisers of the campaign (named, or shared by every listed order)
export const GET = route(adminPaymentEndpoints.collectors, async ({ query }) => {
  const campaignId = query.campaignId ?? (query.orderIds ? await sharedCampaignOf({ orderIds: query.orderIds }) : null);
  return json(await readPaymentCollectors({ campaignId }));
});
