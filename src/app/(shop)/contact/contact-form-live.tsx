'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLayoutEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { keepTyping, type DeferredFormProps } from '@/components/forms/deferred-form';
import { FormSuccess } from '@/components/forms/form-success';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextareaField, TextField } from '@/components/forms/text-field';
import { useToastSubmit } from '@/components/forms/use-server-submit';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { QueryProvider } from '@/components/providers/query-provider';
import { useSendContactMessage } from '@/hooks/api/shop';
import { sendContactMessageSchema, type SendContactMessageInput } from '@/lib/validation/contact';

const EMPTY_FORM: SendContactMessageInput = { name: '', email: '', subject: '', message: '' };
const FIELDS = Object.keys(EMPTY_FORM) as Array<keyof SendContactMessageInput>;

/** The contact form's live version (DeferredForm loads it). */
export function LiveContactForm(props: DeferredFormProps) {
  return (
    <QueryProvider>
      <ContactFields {...props} />
    </QueryProvider>
  );
}

function ContactFields({ initialValues, focusName, submitOnMount }: DeferredFormProps) {
  const [sent, setSent] = useState(false);
  const send = useSendContactMessage();
  const form = useForm<SendContactMessageInput>({
    resolver: zodResolver(sendContactMessageSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: {
      ...EMPTY_FORM,
      ...Object.fromEntries(FIELDS.filter((name) => name in initialValues).map((name) => [name, initialValues[name]])),
    },
  });
  const onSubmit = useToastSubmit(form, 'Message sent successfully!', async (values) => {
    await send.mutateAsync(values);
    form.reset(EMPTY_FORM);
    setSent(true);
  });

  // In the commit that replaces the preview (a layout effect): the next keystroke lands in the live field.
  useLayoutEffect(() => {
    if (focusName && (FIELDS as string[]).includes(focusName))
      keepTyping(() => form.setFocus(focusName as keyof SendContactMessageInput));
    if (submitOnMount) void onSubmit();
    // Once, as the live form replaces its preview.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (sent) {
    return (
      <FormSuccess
        title="Thank you!"
        className="rounded-2xl border bg-card p-10 shadow-sm"
        titleClassName="text-3xl"
        action={
          <Button variant="outline" className="mt-2" onClick={() => setSent(false)}>
            Send another message
          </Button>
        }
      >
        Your message is on its way. We usually reply within one business day.
      </FormSuccess>
    );
  }

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField control={form.control} name="name" label="Name" autoComplete="name" />
          <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
        </div>
        <TextField control={form.control} name="subject" label="Subject" />
        <TextareaField control={form.control} name="message" label="Message" rows={6} />
        <SubmitButton size="lg" className="w-full sm:w-auto" pendingLabel="Sending...">
          Send Message
        </SubmitButton>
      </form>
    </Form>
  );
}
