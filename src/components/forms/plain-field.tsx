import { useId, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

type Props = {
  name: string;
  label: string;
  /** The field's message; the control points at it (aria-describedby) and is marked invalid. */
  error?: string;
  /** What the field starts with (what a form posted without JavaScript sent back). */
  defaultValue?: string;
  className?: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'email' | 'tel' | 'text';
};

/** What every plain control gets: its id, name, starting value and the link to its message. */
export type PlainControlProps = {
  id: string;
  name: string;
  defaultValue?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

/**
 * The frame of a deferred form's field (src/components/forms/deferred-form.ts): label, control and message, as
 * TextField draws them, but uncontrolled, with no form library behind it. The control is the same DOM node from the
 * server's HTML to the submit, so nothing typed at any moment of loading can be lost; the form reads the values
 * from the DOM when it is submitted. The textarea lives in its own module (plain-textarea-field.tsx), so a form of
 * single-line fields (the checkout) does not carry it.
 */
export function PlainFieldFrame({
  name,
  label,
  error,
  defaultValue,
  className,
  control,
}: Pick<Props, 'name' | 'label' | 'error' | 'defaultValue' | 'className'> & {
  control: (props: PlainControlProps) => ReactNode;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div data-slot="form-item" className={cn('space-y-2', className)}>
      {/* Label's look without its Radix code (~0.8 kB gzip on every page with a deferred form). */}
      <label data-slot="form-label" htmlFor={id} className="text-sm leading-none font-medium">
        {label}
      </label>
      {control({
        id,
        name,
        defaultValue,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? messageId : undefined,
      })}
      {error ? (
        <p data-slot="form-message" id={messageId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A single-line field of a deferred form. */
export function PlainField({ type, autoComplete, inputMode, ...frame }: Props) {
  return (
    <PlainFieldFrame
      {...frame}
      control={(control) => <Input {...control} type={type} autoComplete={autoComplete} inputMode={inputMode} />}
    />
  );
}
