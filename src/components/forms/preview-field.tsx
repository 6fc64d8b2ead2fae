'use client';

import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

type Props = {
  name: string;
  label: string;
  className?: string;
  multiline?: boolean;
  rows?: number;
  type?: string;
  autoComplete?: string;
};

/**
 * A field of a deferred form's preview: the same frame, label and control as TextField / TextareaField draw
 * (FormItem, FormLabel, Input or Textarea), as plain markup with no form library behind it.
 */
export function PreviewField({ name, label, className, multiline = false, rows, type, autoComplete }: Props) {
  const id = useId();
  return (
    <div data-slot="form-item" className={cn('space-y-2', className)}>
      {/* Label's look without its Radix code (~0.8 kB gzip on every page with a deferred form): nobody double-clicks
          a label before the live form, which uses Label, has replaced this one. */}
      <label data-slot="form-label" htmlFor={id} className="text-sm leading-none font-medium">
        {label}
      </label>
      {multiline ? (
        <Textarea id={id} name={name} rows={rows} />
      ) : (
        <Input id={id} name={name} type={type} autoComplete={autoComplete} />
      )}
    </div>
  );
}
