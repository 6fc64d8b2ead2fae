import { Textarea } from '@/components/ui/textarea';
import { PlainFieldFrame } from './plain-field';

/** A multi-line field of a deferred form (the contact form's message), in the same frame as PlainField. */
export function PlainTextareaField({
  rows,
  ...frame
}: {
  name: string;
  label: string;
  error?: string;
  defaultValue?: string;
  className?: string;
  rows?: number;
}) {
  return <PlainFieldFrame {...frame} control={(control) => <Textarea {...control} rows={rows} />} />;
}
