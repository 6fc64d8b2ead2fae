import { statementEndpoints, statementRequested } from '@/lib/contracts/statements';
import { clientIp } from '@/server/http/client-ip';
import { json, route } from '@/server/http/route';
import { kickMailOutbox } from '@/server/mail/outbox-sender';
import { requestYearEndStatement } from '@/server/services/year-end-statement';

// POST /_api/orders/statement: the same 202 whether or not the address has payments in the year.
export const POST = route(statementEndpoints.request, async ({ request, body }) => {
  // Sent after the response, so how long the mail takes does not tell whether there were orders.
  if (await requestYearEndStatement(body, clientIp(request))) kickMailOutbox();
  return json({ message: statementRequested(body.year) }, { status: 202 });
});
