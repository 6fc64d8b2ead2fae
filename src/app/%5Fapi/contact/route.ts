import { contactEndpoints } from '@/lib/contracts/contact';
import { clientIp } from '@/server/http/client-ip';
import { json, route } from '@/server/http/route';
import { receiveContactMessage } from '@/server/services/contact';

// POST /_api/contact: stored with its e-mail to the shop queued in the mail outbox, sent after the response.
export const POST = route(contactEndpoints.send, async ({ request, body }) => {
  await receiveContactMessage(body, clientIp(request));
  return json({ message: 'Message sent successfully!' }, { status: 201 });
});
