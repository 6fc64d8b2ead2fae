'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { apiFetch } from '@/lib/api-client';
import { sendContactMessageSchema, type SendContactMessageInput } from '@/lib/validation/contact';

export function ContactForm() {
  const [sent, setSent] = useState(false);
  const form = useForm<SendContactMessageInput>({
    resolver: zodResolver(sendContactMessageSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { name: '', email: '', subject: '', message: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await apiFetch('/_api/contact', { method: 'POST', body: JSON.stringify(values), fallbackError: 'Failed to send message' });
      toast.success('Message sent successfully!');
      form.reset();
      setSent(true);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'An unexpected error occurred.');
    }
  });

  if (sent) {
    return (
      <div role="status" className="flex flex-col items-center rounded-2xl border bg-card p-10 text-center shadow-sm">
        <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
        <h2 className="mt-4 text-3xl font-semibold">Thank you!</h2>
        <p className="mt-2 text-muted-foreground">Your message is on its way. We usually reply within one business day.</p>
        <Button variant="outline" className="mt-6" onClick={() => setSent(false)}>
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label="Name" error={errors.name?.message}>
          <Input {...fieldA11y('contact-name', errors.name?.message)} autoComplete="name" {...form.register('name')} />
        </FormField>
        <FormField id="contact-email" label="Email" error={errors.email?.message}>
          <Input {...fieldA11y('contact-email', errors.email?.message)} type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
      </div>
      <FormField id="contact-subject" label="Subject" error={errors.subject?.message}>
        <Input {...fieldA11y('contact-subject', errors.subject?.message)} {...form.register('subject')} />
      </FormField>
      <FormField id="contact-message" label="Message" error={errors.message?.message}>
        <Textarea {...fieldA11y('contact-message', errors.message?.message)} rows={6} {...form.register('message')} />
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
