import { callEndpoint } from '@/lib/api-client';
import { contactEndpoints } from '@/lib/contracts/contact';
import { checkForm, type FormValues } from '@/lib/forms/field-errors';
import { sendContactMessageSchema, type SendContactMessageInput } from '@/lib/validation/contact';
import { CONTACT_FIELDS } from './contact-form-state';

/** The contact form's code, loaded on first intent (useDeferredForm): the endpoint's own schema and the call. */
export const check = (values: FormValues) => checkForm(sendContactMessageSchema, values, CONTACT_FIELDS);

export const send = (values: SendContactMessageInput) =>
  callEndpoint(contactEndpoints.send, { body: values, fallbackError: 'Failed to send message' });
