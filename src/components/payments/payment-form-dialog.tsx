'use client';

import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { DialogShell } from '@/components/ui/dialog-shell';
import { Form } from '@/components/ui/form';

/** A payment entry form in its dialog ('Record payment' by default): busy, and not closable, while it saves. */
export function PaymentFormDialog<TValues extends FieldValues>({
  form,
  saving,
  title = 'Record payment',
  description,
  onSubmit,
  children,
}: {
  form: UseFormReturn<TValues>;
  saving: boolean;
  /** The dialog's title ('Record payment' unless the form says otherwise). */
  title?: string;
  description: string;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  /** The fields and the dialog's actions. */
  children: React.ReactNode;
}) {
  return (
    <DialogShell preventClose={saving} className="sm:max-w-lg" title={title} description={description}>
      <Form {...form}>
        <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={saving || undefined}>
          {children}
        </form>
      </Form>
    </DialogShell>
  );
}
