import { z } from 'zod';
import { optionalPhoneSchema } from './common';

const email = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(254, message)
    .pipe(z.email(message));

const requiredText = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters.`);


export const PASSWORD_MIN = 8;
const passwordMin = z
  .string({ error: 'Password is required.' })
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
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(200, 'Password is required.'),
});
export type LoginInput = z.infer<typeof loginSchema>;

const profileFields = {
  displayName: requiredText('Display name is required.'),
  firstName: requiredText('First name is required.'),
  lastName: requiredText('Last name is required.'),
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
  token: z.string({ error: 'Reset token is required.' }).trim().min(1, 'Reset token is required.').max(200, 'Reset token is invalid.'),
  password: passwordMin,
});

// The reset form: new password and its confirmation (the form compares the two on submit).
export const resetPasswordFormSchema = z.object({ password: strongPassword, confirmPassword: z.string() });
export const PASSWORDS_DONT_MATCH = "Passwords don't match";

// POST /_api/auth/logout
export const logoutSchema = z.strictObject({});

/** Only same-site paths may be used as the post-login destination. */
export function safeNextPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}
