import { captainFulfilmentEndpoints } from '@/lib/contracts/campaign-fulfilment';
import { fulfilmentResponse } from '@/server/http/fulfilment-response';
import { route } from '@/server/http/route';

// GET /_api/captain/campaign/fulfilment?campaignId=&format=json|csv: only a campaign the captain manages (404 else).
export const GET = route(captainFulfilmentEndpoints.sheet, async ({ query, user }) =>
  fulfilmentResponse({ ...query, user }),
);
