import { sendContactMessageSchema } from '@/lib/validation/contact';
import { endpoint, jsonOf } from './endpoint';

export const contactEndpoints = {
  /** Stored, with its e-mail to the shop queued in the mail outbox (201). */
  send: endpoint({
    method: 'POST',
    path: '/_api/contact',
    access: 'public',
    body: sendContactMessageSchema,
    response: jsonOf<{ message: string }>(),
  }),
};
