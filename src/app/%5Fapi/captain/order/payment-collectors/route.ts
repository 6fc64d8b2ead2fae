import { captainPaymentCollectorsQuerySchema, type PaymentCollectorsResponse } from '@/lib/validation/order-payments';
import { listPaymentCollectors } from '@/server/db/queries/order-payments';
import { isCampaignManagedBy } from '@/server/db/queries/campaign-access';
import { notFound } from '@/server/errors';
import { json, route } from '@/server/http/route';
import { CAMPAIGN_NOT_FOUND } from '@/server/services/admin-campaigns';

// GET /_api/captain/order/payment-collectors?campaignId= → { campaignId, collectors }: whom the captain may name on
// their campaign's payments (staff, themselves, the campaign's fundraisers); 404 for a campaign they do not manage
export const GET = route(
  { access: ['admin', 'fundraiser_captain'], query: captainPaymentCollectorsQuerySchema },
  async ({ query, user }) => {
    const { campaignId } = query;
    if (!(await isCampaignManagedBy({ campaignId, manager: { userId: user.id, role: user.role } }))) {
      throw notFound(CAMPAIGN_NOT_FOUND);
    }
    const collectors = await listPaymentCollectors({ campaignId });
    return json({ campaignId, collectors } satisfies PaymentCollectorsResponse);
  },
);
