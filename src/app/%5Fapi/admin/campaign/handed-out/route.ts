import { adminFulfilmentEndpoints } from '@/lib/contracts/campaign-fulfilment';
import { staleAfter } from '@/server/cache/public-tags';
import { handedOutResponse } from '@/server/http/fulfilment-response';
import { route } from '@/server/http/route';

// POST /_api/admin/campaign/handed-out { orderIds } → { message, changed, skipped }
export const POST = route(
  adminFulfilmentEndpoints.handOut,
  { invalidates: staleAfter.fundraisingChange },
  handedOutResponse,
);
