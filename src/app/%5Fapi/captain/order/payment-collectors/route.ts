import { captainPaymentEndpoints } from '@/lib/contracts/order-payments';
import { isCampaignManagedBy } from '@/server/db/queries/campaign-access';
import { notFound, CAMPAIGN_NOT_FOUND } from '@/server/errors';
import { json, route } from '@/server/http/route';
import { managerOf } from '@/server/reads/managed-campaign';
import { readPaymentCollectors } from '@/server/reads/order-payments';

// GET /_api/captain/order/payment-collectors?campaignId= → { campaignId, collectors }: whom the captain may name on
// their campaign's payments (staff, themselves, the campaign's fundraisers); 404 for a campaign they do not manage
export const GET = route(captainPaymentEndpoints.collectors, async ({ query, user }) => {
  const { campaignId } = query;
  if (!(await isCampaignManagedBy({ campaignId, manager: managerOf(user) }))) throw notFound(CAMPAIGN_NOT_FOUND);
  return json(await readPaymentCollectors({ campaignId }));
});
