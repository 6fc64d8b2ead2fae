import { captainFulfilmentEndpoints } from '@/lib/contracts/campaign-fulfilment';
import { staleAfter } from '@/server/cache/public-tags';
import { undoHandedOutResponse } from '@/server/http/fulfilment-response';
import { route } from '@/server/http/route';

// POST /_api/captain/campaign/handed-out/undo { orderIds }: the captain's own hand-outs of campaigns they manage.
export const POST = route(
  captainFulfilmentEndpoints.undoHandOut,
  { invalidates: staleAfter.fundraisingChange },
  undoHandedOutResponse,
);
