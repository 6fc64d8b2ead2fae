'use client';

import { useActionState, useState } from 'react';
import { FormError } from '@/components/auth/form-error';
import { useDeferredForm } from '@/components/forms/deferred-form';
import { FormSuccess } from '@/components/forms/form-success';
import { PlainField } from '@/components/forms/plain-field';
import { PlainTextareaField } from '@/components/forms/plain-textarea-field';
import { Button, buttonVariants } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { sendContactForm } from './actions';
import type { ContactFormState } from './contact-form-state';

const loadLogic = () => import('./contact-form-logic');
const IDLE: ContactFormState = { status: 'idle' };

/**
 * The contact form. Without JavaScript (or tapped before the page has hydrated) it posts to its server action, which
 * answers the page with the messages or the thank-you; with JavaScript it checks the fields in the browser with the
 * same schema (loaded on first intent) and posts JSON to /_api/contact.
 */
export function ContactForm() {
  const [posted, action] = useActionState(sendContactForm, IDLE);
  const [sent, setSent] = useState(posted.status === 'sent');
  const invalid = posted.status === 'invalid' ? posted : null;
  const { errors, formError, pending, formProps } = useDeferredForm({
    load: loadLogic,
    initialErrors: invalid?.errors,
    initialFormError: invalid?.formError,
    submit: async (values, { send }) => {
      try {
        await send(values);
      } catch (error) {
        return errorMessage(error, 'Failed to send message');
      }
      setSent(true);
    },
  });

  if (sent) {
    return (
      <FormSuccess
        title="Thank you!"
        className="rounded-2xl border bg-card p-10 shadow-sm"
        titleClassName="text-3xl"
        action={
          // A link, so that it works without JavaScript too (a fresh form).
          <a
            href="/contact"
            className={buttonVariants({ variant: 'outline', className: 'mt-2' })}
            onClick={(event) => {
              event.preventDefault();
              setSent(false);
            }}
          >
            Send another message
          </a>
        }
      >
        Message sent successfully! We usually reply within one business day.
      </FormSuccess>
    );
  }

  return (
    <form action={action} {...formProps} className="space-y-5 rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
      <FormError message={formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <PlainField
          name="name"
          label="Name"
          autoComplete="name"
          error={errors.name}
          defaultValue={invalid?.values.name}
        />
        <PlainField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email}
          defaultValue={invalid?.values.email}
        />
      </div>
      <PlainField name="subject" label="Subject" error={errors.subject} defaultValue={invalid?.values.subject} />
      <PlainTextareaField
        name="message"
        label="Message"
        rows={6}
        error={errors.message}
        defaultValue={invalid?.values.message}
      />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={pending}>
        {pending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
