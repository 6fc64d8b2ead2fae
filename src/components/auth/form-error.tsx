import { AlertCircle } from 'lucide-react';

/** A form-level error from the server, announced to screen readers. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{message}</span>
    </div>
  );
}

/** Spec section 8: an error containing 'Email already in use' reads as a friendlier hint. */
export function authErrorMessage(error: unknown, fallback: string): string {
  const message = error instanceof Error && error.message ? error.message : fallback;
  return message.includes('Email already in use')
    ? 'This email is already registered. Please try logging in instead.'
    : message;
}
