/** Spec section 8: an error containing 'Email already in use' reads as a friendlier hint. */
export function authErrorMessage(error: unknown, fallback: string): string {
  const message = error instanceof Error && error.message ? error.message : fallback;
  return message.includes('Email already in use')
    ? 'This email is already registered. Please try logging in instead.'
    : message;
}
