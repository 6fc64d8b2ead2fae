import { z } from 'zod';
import { emailAddress, optionalPhoneSchema, PERSON_NAME_MAX, personName, secretText, text } from './common';

const email = emailAddress;

const TOO_LONG = `Must be at most ${PERSON_NAME_MAX} characters.`;

export const PASSWORD_MIN = 8;
const passwordMin = secretText({ error: 'Password is required.' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(200, 'Password must be at most 200 characters');

/** The strength rules the forms apply on top of the 8-character minimum the API enforces (spec section 5). */
export const strongPassword = passwordMin
  .regex(/[A-Z]/, 'Must contain at least one uppercase letter')
  .regex(/[a-z]/, 'Must contain at least one lowercase letter')
  .regex(/[0-9]/, 'Must contain at least one number');

// POST /_api/auth/login_with_password and the login form
export const loginSchema = z.strictObject({
  email: email('Please enter a valid email address.'),
  password: secretText({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .max(200, 'Password is required.'),
});
export type LoginInput = z.infer<typeof loginSchema>;

const profileFields = {
  displayName: personName({ label: 'Display name', required: 'Display name is required.', tooLong: TOO_LONG }),
  firstName: personName({ label: 'First name', required: 'First name is required.', tooLong: TOO_LONG }),
  lastName: personName({ label: 'Last name', required: 'Last name is required.', tooLong: TOO_LONG }),
  phone: optionalPhoneSchema,
};

// POST /_api/auth/register_with_password (the request itself checks only the 8-character minimum)
export const registerSchema = z.strictObject({
  email: email('Please enter a valid email address.'),
  password: passwordMin,
  ...profileFields,
});
export type RegisterInput = z.input<typeof registerSchema>;

// The registration form: the same fields with the strength rules.
export const registerFormSchema = registerSchema.extend({ password: strongPassword });

// POST /_api/auth/forgot-password
export const forgotPasswordSchema = z.strictObject({
  email: email('A valid email is required.'),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

// POST /_api/auth/reset-password
export const resetPasswordSchema = z.strictObject({
  token: text({ error: 'Reset token is required.' })
    .trim()
    .min(1, 'Reset token is required.')
    .max(200, 'Reset token is invalid.'),
  password: passwordMin,
});

// The reset form: new password and its confirmation (the form compares the two on submit).
export const resetPasswordFormSchema = z.object({ password: strongPassword, confirmPassword: secretText() });
export const PASSWORDS_DONT_MATCH = "Passwords don't match";

// POST /_api/auth/logout
export const logoutSchema = z.strictObject({});

/** Control characters and backslashes: browsers drop or reinterpret them, so a target holding any is refused. */
const UNSAFE_IN_REDIRECT = /[\u0000-\u001f\u007f-\u009f\\]/;

/**
 * The post-login destination (`next` and the like): resolved against the app's own URL and used only when it stays
 * on that origin, as a path (never `//host`, which browsers read as another site). Anything else goes to `fallback`.
 */
export function safeNextPath(value: string | null | undefined, appUrl: string, fallback = '/'): string {
  if (!value || UNSAFE_IN_REDIRECT.test(value)) return fallback;
  let target: URL;
  try {
    target = new URL(value, appUrl);
  } catch {
    return fallback;
  }
  if (target.origin !== new URL(appUrl).origin || target.pathname.startsWith('//')) return fallback;
  return `${target.pathname}${target.search}${target.hash}`;
}
