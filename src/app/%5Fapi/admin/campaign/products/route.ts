import { adminCampaignEndpoints } from '@/lib/contracts/admin-campaigns';
import { staleAfter } from '@/server/cache/public-tags';
import { json, route } from '@/server/http/route';
import { setCampaignProducts } from '@/server/services/admin-campaigns';

// POST /_api/admin/campaign/products
export const POST = route(
  adminCampaignEndpoints.setProducts,
  { invalidates: staleAfter.fundraisingChange },
  async ({ body, user }) => {
    const result = await setCampaignProducts({ ...body, actor: user });
    return json({ message: 'Campaign products updated successfully', ...result });
  },
);
