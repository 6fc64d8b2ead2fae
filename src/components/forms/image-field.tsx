'use client';

import type { FieldPath, FieldValues } from 'react-hook-form';
import { ImageUploader, type ImageUploaderProps } from '@/components/uploads/image-uploader';
import { FieldShell, type FieldControl } from './field-shell';

type Props<TValues extends FieldValues, TName extends FieldPath<TValues>, TTransformed> = {
  control: FieldControl<TValues, TTransformed>;
  /** A field holding the image URL, or null for none. */
  name: TName;
  /** The heading shown over the uploader ('Avatar'). */
  label: string;
  /** Names the uploader for assistive technology ('Product image'); `label` by default. */
  uploaderLabel?: string;
  context: ImageUploaderProps['context'];
  /** Shown under the uploader until there is an error. */
  hint?: string;
  disabled?: boolean;
  /** For the uploader (its width). */
  className?: string;
};

/** An image upload bound to a form field (the URL), with its heading, hint and error. */
export function ImageField<TValues extends FieldValues, TName extends FieldPath<TValues>, TTransformed = TValues>({
  label,
  uploaderLabel = label,
  context,
  disabled,
  className,
  ...shell
}: Props<TValues, TName, TTransformed>) {
  return (
    <FieldShell {...shell}>
      {(field) => (
        <>
          <p className="text-sm font-medium">{label}</p>
          <ImageUploader
            context={context}
            label={uploaderLabel}
            value={(field.value as string | null | undefined) ?? null}
            onChange={field.onChange}
            disabled={disabled}
            className={className}
          />
        </>
      )}
    </FieldShell>
  );
}
