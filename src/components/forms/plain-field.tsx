import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

type Props = {
  name: string;
  label: string;
  /** The field's message; the control points at it (aria-describedby) and is marked invalid. */
  error?: string;
  /** What the field starts with (what a form posted without JavaScript sent back). */
  defaultValue?: string;
  className?: string;
  multiline?: boolean;
  rows?: number;
  type?: string;
  autoComplete?: string;
};

/**
 * A field of a deferred form (src/components/forms/deferred-form.ts): the frame, label, control and message that
 * TextField draws, but uncontrolled, with no form library behind it. The control is the same DOM node from the
 * server's HTML to the submit, so nothing typed at any moment of loading can be lost; the form reads the values
 * from the DOM when it is submitted.
 */
export function PlainField({
  name,
  label,
  error,
  defaultValue,
  className,
  multiline = false,
  rows,
  type,
  autoComplete,
}: Props) {
  const id = useId();
  const messageId = `${id}-message`;
  const control = {
    id,
    name,
    defaultValue,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? messageId : undefined,
  };
  return (
    <div data-slot="form-item" className={cn('space-y-2', className)}>
      {/* Label's look without its Radix code (~0.8 kB gzip on every page with a deferred form). */}
      <label data-slot="form-label" htmlFor={id} className="text-sm leading-none font-medium">
        {label}
      </label>
      {multiline ? (
        <Textarea {...control} rows={rows} />
      ) : (
        <Input {...control} type={type} autoComplete={autoComplete} />
      )}
      {error ? (
        <p data-slot="form-message" id={messageId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
