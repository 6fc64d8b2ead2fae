import { z } from 'zod';
import { emailAddress, optionalPhoneSchema, PERSON_NAME_MAX, personName, secretText, text } from './common';

const email = emailAddress;

const TOO_LONG = `Must be at most ${PERSON_NAME_MAX} characters.`;

export const PASSWORD_MIN = 8;
/** A new password as the API checks it: the 8-character minimum and a 200-character cap. */
export const passwordMin = secretText({ error: 'Password is required.' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(200, 'Password must be at most 200 characters');

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

// POST /_api/auth/logout
export const logoutSchema = z.strictObject({});
