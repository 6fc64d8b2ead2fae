import { z } from 'zod';
import { emailAddress, optionalPersonName, personName, positiveId, text } from './common';
import { updateSettingsSchema } from './settings';

/*
 * Issue 27, families: a guardian manages children's fundraiser profiles (no e-mail or sign-in of their own), records
 * consent for their public page and photo, and may invite another guardian. Shared by the /family forms and handlers.
 */

const childId = positiveId('Child ID must be a positive integer.');
const NAME_TOO_LONG = 'Must be at most 100 characters.';

// POST /_api/family/children
export const addChildSchema = z.strictObject({
  firstName: personName({ label: 'First name', required: 'First name is required.', tooLong: NAME_TOO_LONG }),
  lastName: optionalPersonName({ label: 'Last name', tooLong: NAME_TOO_LONG }),
  publicName: optionalPersonName({ label: 'Public name', tooLong: NAME_TOO_LONG }),
  campaignId: positiveId('Campaign ID must be a positive integer.').optional(),
});
export type AddChildInput = z.input<typeof addChildSchema>;

/* The page fields are the account settings' own rules; here every one may be absent (absent = unchanged). */
const page = updateSettingsSchema.shape;

// POST /_api/family/children/settings
export const updateChildSettingsSchema = z.strictObject({
  childId,
  isPublic: page.isPublic.optional(),
  description: page.description.optional(),
  customMessage: page.customMessage.optional(),
  goalAmount: page.goalAmount.optional(),
  landingPageSlug: page.landingPageSlug.optional(),
  avatarUrl: text({ error: 'Avatar URL must be text.' })
    .trim()
    .max(2000, 'Avatar URL is too long.')
    .nullable()
    .optional(),
});
export type UpdateChildSettingsInput = z.input<typeof updateChildSettingsSchema>;

// POST /_api/family/consent
export const giveConsentSchema = z.strictObject({
  childId,
  publicPage: z.boolean({ error: 'publicPage must be true or false.' }),
  photo: z.boolean({ error: 'photo must be true or false.' }),
});
export type GiveConsentInput = z.input<typeof giveConsentSchema>;

// POST /_api/family/guardians/invite
export const inviteGuardianSchema = z.strictObject({
  email: emailAddress('A valid email is required.'),
});
export type InviteGuardianInput = z.input<typeof inviteGuardianSchema>;

const token = text({ error: 'Invitation token is required.' })
  .trim()
  .min(1, 'Invitation token is required.')
  .max(200, 'This invitation link is invalid.');

// POST /_api/family/guardians/accept (signed in with the invited address)
export const acceptGuardianSchema = z.strictObject({ token });
