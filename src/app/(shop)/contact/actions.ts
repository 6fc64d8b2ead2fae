'use server';

import { headers } from 'next/headers';
import { answerContactForm } from './contact-form-answer';
import type { ContactFormState } from './contact-form-state';

/**
 * The contact form without JavaScript (or tapped before the page hydrated): a POST to /contact. A server action is a
 * public endpoint like POST /_api/contact, and goes through the same schema, service and throttles
 * (answerContactForm); Next refuses one whose Origin is not this host.
 */
export async function sendContactForm(_previous: ContactFormState, data: FormData): Promise<ContactFormState> {
  return answerContactForm(data, await headers());
}
