import { captainFulfilmentEndpoints } from '@/lib/contracts/campaign-fulfilment';
import { staleAfter } from '@/server/cache/public-tags';
import { handedOutResponse } from '@/server/http/fulfilment-response';
import { route } from '@/server/http/route';

// POST /_api/captain/campaign/handed-out { orderIds }: only orders of campaigns the captain manages (404 else).
export const POST = route(
  captainFulfilmentEndpoints.handOut,
  { invalidates: staleAfter.fundraisingChange },
  handedOutResponse,
);
