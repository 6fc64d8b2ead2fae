'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { TextareaField, TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { useSendContactMessage } from '@/hooks/api/shop';
import { errorMessage } from '@/lib/api-client';
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
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toast.success('Message sent successfully!');
      form.reset();
      setSent(true);
    } catch (error) {
      toast.error(errorMessage(error, 'An unexpected error occurred.'));
    }
  });

  if (sent) {
    return (
      <div role="status" className="flex flex-col items-center rounded-2xl border bg-card p-10 text-center shadow-sm">
        <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
        <h2 className="mt-4 text-3xl font-semibold">Thank you!</h2>
        <p className="mt-2 text-muted-foreground">
          Your message is on its way. We usually reply within one business day.
        </p>
        <Button variant="outline" className="mt-6" onClick={() => setSent(false)}>
          Send another message
        </Button>
      </div>
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
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? 'Sending...' : 'Send Message'}
        </Button>
      </form>
    </Form>
  );
}
