import { adminFulfilmentEndpoints } from '@/lib/contracts/campaign-fulfilment';
import { staleAfter } from '@/server/cache/public-tags';
import { undoHandedOutResponse } from '@/server/http/fulfilment-response';
import { route } from '@/server/http/route';

// POST /_api/admin/campaign/handed-out/undo { orderIds } → { message, undone }
export const POST = route(
  adminFulfilmentEndpoints.undoHandOut,
  { invalidates: staleAfter.fundraisingChange },
  undoHandedOutResponse,
);
