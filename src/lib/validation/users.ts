import { z } from 'zod';
import { optionalPhoneSchema, text } from './common';

const requiredText = (message: string) =>
  text({ error: message }).trim().min(1, message).max(100, 'Must be at most 100 characters.');

/** An image we serve (/uploads/..., /images/...) or an https URL from the storage provider. */
export const imageUrlSchema = text()
  .trim()
  .max(2048, 'Must be a valid URL.')
  .refine(
    (value) => /^\/(uploads|images)\/[A-Za-z0-9._\-/]+$/.test(value) || /^https:\/\/[^\s]+$/.test(value),
    'Must be a valid URL.',
  )
  .refine((value) => !value.split(/[/?#]/).includes('..'), 'Must be a valid URL.');

// POST /_api/users/profile and the profile card
export const updateProfileSchema = z.strictObject({
  firstName: requiredText('First name is required.'),
  lastName: requiredText('Last name is required.'),
  displayName: requiredText('Display name is required.'),
  phone: optionalPhoneSchema,
  avatarUrl: imageUrlSchema
    .nullable()
    .optional()
    .transform((value) => value ?? null),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
