import { campaignFulfilmentQuerySchema } from '@/lib/validation/campaign-fulfilment';
import { fulfilmentResponse } from '@/server/http/fulfilment-response';
import { route } from '@/server/http/route';

// GET /_api/admin/campaign/fulfilment?campaignId=&format=json|csv
export const GET = route({ access: ['admin'], query: campaignFulfilmentQuerySchema }, async ({ query, user }) =>
  fulfilmentResponse({ ...query, manager: { userId: user.id, role: user.role } }),
);
