import type { FieldErrors, FormValues } from '@/lib/forms/field-errors';

/** What the contact form's server action answers a form posted without JavaScript (or before the page hydrated). */
export type ContactFormState =
  | { status: 'idle' }
  | { status: 'sent' }
  | { status: 'invalid'; values: FormValues; errors: FieldErrors; formError?: string };

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
