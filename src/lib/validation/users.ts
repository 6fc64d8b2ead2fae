import { z } from 'zod';
import { optionalPhoneSchema, PERSON_NAME_MAX, personName, text } from './common';

const TOO_LONG = `Must be at most ${PERSON_NAME_MAX} characters.`;

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
  firstName: personName({ label: 'First name', required: 'First name is required.', tooLong: TOO_LONG }),
  lastName: personName({ label: 'Last name', required: 'Last name is required.', tooLong: TOO_LONG }),
  displayName: personName({ label: 'Display name', required: 'Display name is required.', tooLong: TOO_LONG }),
  phone: optionalPhoneSchema,
  avatarUrl: imageUrlSchema
    .nullable()
    .optional()
    .transform((value) => value ?? null),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
