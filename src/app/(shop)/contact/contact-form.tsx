'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormSuccess } from '@/components/forms/form-success';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextareaField, TextField } from '@/components/forms/text-field';
import { useToastSubmit } from '@/components/forms/use-server-submit';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { useSendContactMessage } from '@/hooks/api/shop';
import { sendContactMessageSchema, type SendContactMessageInput } from '@/lib/validation/contact';

export function ContactForm() {
  const [sent, setSent] = useState(false);
  const send = useSendContactMessage();
  const form = useForm<SendContactMessageInput>({
    resolver: zodResolver(sendContactMessageSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { name: '', email: '', subject: '', message: '' },
  });
  const onSubmit = useToastSubmit(form, 'Message sent successfully!', async (values) => {
    await send.mutateAsync(values);
    form.reset();
    setSent(true);
  });

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
