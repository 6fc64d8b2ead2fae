import { sendContactMessageSchema } from '@/lib/validation/contact';
import { json, route } from '@/server/http/route';
import { saveContactMessage } from '@/server/services/contact';

// POST /_api/contact
export const POST = route({ access: 'public', body: sendContactMessageSchema }, async ({ body }) => {
  await saveContactMessage(body);
  return json({ message: 'Message sent successfully!' }, { status: 201 });
});
