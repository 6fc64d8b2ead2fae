import { sendContactMessageSchema } from '@/lib/validation/contact';
import { runAfterResponse } from '@/server/after-response';
import { clientIp } from '@/server/http/client-ip';
import { json, route } from '@/server/http/route';
import { notifyShopOfContactMessage, saveContactMessage } from '@/server/services/contact';

// POST /_api/contact: stored first, then e-mailed to the shop.
export const POST = route({ access: 'public', body: sendContactMessageSchema }, async ({ request, body }) => {
  await saveContactMessage(body, clientIp(request));
  runAfterResponse(() => notifyShopOfContactMessage(body));
  return json({ message: 'Message sent successfully!' }, { status: 201 });
});
