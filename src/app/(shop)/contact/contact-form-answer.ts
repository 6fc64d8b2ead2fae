import 'server-only';
import { checkForm, formValues } from '@/lib/forms/field-errors';
import { sendContactMessageSchema } from '@/lib/validation/contact';
import { ApiError } from '@/server/errors';
import { clientIp } from '@/server/http/client-ip';
import { receiveContactMessage } from '@/server/services/contact';
import { CONTACT_FIELDS, type ContactFormState } from './contact-form-state';

/**
 * The contact form posted without JavaScript: the schema of POST /_api/contact (every field's message, and what was
 * typed to fill the fields in again), then the same service and throttles; a refusal (429) is the form's message.
 */
export async function answerContactForm(data: FormData, headers: Pick<Headers, 'get'>): Promise<ContactFormState> {
  const values = formValues(data);
  const kept = Object.fromEntries(CONTACT_FIELDS.map((name) => [name, values[name] ?? '']));
  const checked = checkForm(sendContactMessageSchema, values, CONTACT_FIELDS);
  if (checked.errors) return { status: 'invalid', values: kept, errors: checked.errors };
  try {
    await receiveContactMessage(checked.data, clientIp({ headers }));
    return { status: 'sent' };
  } catch (error) {
    const known = error instanceof ApiError && error.status < 500;
    if (!known) console.error('[contact] the form could not be saved', error);
    const formError = known ? error.message : 'Something went wrong on our side. Please try again.';
    return { status: 'invalid', values: kept, errors: {}, formError };
  }
}
