/**
 * A form-level error from the server, announced to screen readers. No icon: the checkout carries this in /products'
 * first load (160 kB budget); the colour, border and the alert role carry the meaning.
 */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm font-medium text-destructive"
    >
      {message}
    </div>
  );
}
