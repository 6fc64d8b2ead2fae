import { z } from 'zod';
import { optionalPhoneSchema, PERSON_NAME_MAX, personName, text } from './common';
import { IMAGE_URL_NOT_ISSUED } from './images';

const TOO_LONG = `Must be at most ${PERSON_NAME_MAX} characters.`;

/**
 * An image the shop serves (/uploads/..., /images/...) or a file of an UploadThing app; the server also checks that
 * the app is the shop's own (src/server/storage/issued-urls.ts). Any other site's URL is refused.
 */
export const imageUrlSchema = text()
  .trim()
  .max(2048, 'Must be a valid URL.')
  .refine((value) => /^\/(uploads|images)\/[A-Za-z0-9._\-/]+$/.test(value) || /^https:\/\/[^\s]+$/.test(value), {
    message: 'Must be a valid URL.',
    abort: true,
  })
  .refine((value) => !value.split(/[/?#]/).includes('..'), { message: 'Must be a valid URL.', abort: true })
  .refine(
    (value) => value.startsWith('/') || /^https:\/\/[A-Za-z0-9]{1,64}\.ufs\.sh\/f\/[A-Za-z0-9_-]{1,200}$/.test(value),
    IMAGE_URL_NOT_ISSUED,
  );

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
