'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextareaField } from '@/components/forms/text-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { useAddOrderNote } from '@/hooks/api/admin-order-detail';
import { formatDateTime } from '@/lib/format';
import type { OrderNoteJson } from '@/lib/contracts/admin-order-detail';
import { orderNoteFormSchema, type OrderNoteFormValues } from '@/lib/forms/admin-order-detail-form';
import { NOTE_MAX_LENGTH } from '@/lib/validation/admin-order-detail';

/** Internal notes: add one (kept with its author and time), read them newest first. Notes are never edited. */
export function OrderNotes({
  orderId,
  orderNumber,
  notes,
}: {
  orderId: number;
  orderNumber: string;
  notes: OrderNoteJson[];
}) {
  const add = useAddOrderNote(orderNumber);
  const form = useForm<OrderNoteFormValues, unknown, z.output<typeof orderNoteFormSchema>>({
    resolver: zodResolver(orderNoteFormSchema),
    defaultValues: { body: '' },
  });
  const onSubmit = form.handleSubmit(async ({ body }) => {
    try {
      await add.mutateAsync({ orderId, body });
      form.reset({ body: '' });
    } catch {
      // The toast said why; the text stays so it can be sent again.
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notes</CardTitle>
        <CardDescription>Only staff see notes. A note cannot be edited or deleted once added.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-3">
            <TextareaField
              control={form.control}
              name="body"
              label="New note"
              hint={`Up to ${NOTE_MAX_LENGTH.toLocaleString('en-US')} characters.`}
              rows={3}
            />
            <div>
              <SubmitButton pendingLabel="Adding...">Add Note</SubmitButton>
            </div>
          </form>
        </Form>
        {notes.length === 0 ? (
          <p className="text-sm text-muted-foreground">No notes yet.</p>
        ) : (
          <ol aria-label="Notes, newest first" className="space-y-4">
            {notes.map((note) => (
              <li key={note.id} className="rounded-lg border bg-muted/30 p-4">
                <p className="text-sm break-words whitespace-pre-wrap">{note.body}</p>
                <p className="mt-2 text-xs text-muted-foreground">
                  {note.authorName}, <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
