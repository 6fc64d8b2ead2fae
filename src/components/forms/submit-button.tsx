'use client';

import { useFormState } from 'react-hook-form';
import { Button, type ButtonProps } from '@/components/ui/button';

type Props = Omit<ButtonProps, 'type' | 'asChild'> & {
  /** The label while the form submits ('Saving...'). */
  pendingLabel: string;
  /** Busy for a reason the form does not know about (a mutation still running). */
  pending?: boolean;
};

/** The submit button of a <Form>: disabled, and showing `pendingLabel`, while the form submits. */
export function SubmitButton({ pendingLabel, pending = false, disabled, children, ...props }: Props) {
  const { isSubmitting } = useFormState();
  const busy = isSubmitting || pending;
  return (
    <Button type="submit" disabled={busy || disabled} {...props}>
      {busy ? pendingLabel : children}
    </Button>
  );
}
