import { adminFulfilmentEndpoints } from '@/lib/contracts/campaign-fulfilment';
import { fulfilmentResponse } from '@/server/http/fulfilment-response';
import { route } from '@/server/http/route';

// GET /_api/admin/campaign/fulfilment?campaignId=&format=json|csv
export const GET = route(adminFulfilmentEndpoints.sheet, async ({ query, user }) =>
  fulfilmentResponse({ ...query, user }),
);
