import { campaignProductsSchema } from '@/lib/validation/admin-campaigns';
import { json, route } from '@/server/http/route';
import { setCampaignProducts } from '@/server/services/admin-campaigns';
import { staleAfter } from '@/server/cache/public-tags';

// POST /_api/admin/campaign/products
export const POST = route(
  { access: ['admin'], invalidates: staleAfter.fundraisingChange, body: campaignProductsSchema },
  async ({ body, user }) => {
    const result = await setCampaignProducts({ ...body, actor: user });
    return json({ message: 'Campaign products updated successfully', ...result });
  },
);
