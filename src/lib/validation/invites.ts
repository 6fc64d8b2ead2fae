import { z } from 'zod';
import { PASSWORD_MIN, registerFormSchema } from './auth';
import { optionalPhoneSchema, positiveId } from './common';

export const MAX_INVITES_PER_REQUEST = 100;
/** How long an invitation link stays valid (also after a resend, counted from the resend). */
export const INVITE_TTL_DAYS = 14;

const positiveIdParam = (message: string) =>
  z
    .string({ error: message })
    .regex(/^[1-9][0-9]{0,9}$/, message)
    .transform(Number)
    .pipe(z.number().int().positive(message).max(2_147_483_647, message));

export const inviteeSchema = z.object({
  name: z.string({ error: 'Name is required.' }).trim().min(1, 'Name is required.').max(100, 'Name must be at most 100 characters.'),
  email: z
    .string({ error: 'A valid email is required.' })
    .trim()
    .toLowerCase()
    .max(254, 'A valid email is required.')
    .pipe(z.email('A valid email is required.')),
});

const inviteesSchema = z
  .array(inviteeSchema, { error: 'At least one invitee is required.' })
  .min(1, 'At least one invitee is required.')
  .max(MAX_INVITES_PER_REQUEST, `You can invite up to ${MAX_INVITES_PER_REQUEST} members at a time.`);

// POST /_api/captain/invite-members
export const inviteMembersSchema = z.strictObject({
  campaignId: positiveId('Campaign ID must be a positive integer.'),
  invites: inviteesSchema,
});
export type InviteMembersInput = z.input<typeof inviteMembersSchema>;

// The invite dialog: the same invitee rules (the campaign comes from the selector).
export const inviteMembersFormSchema = z.object({ invites: inviteesSchema });
export type InviteMembersFormValues = z.input<typeof inviteMembersFormSchema>;

// GET /_api/captain/team-invites and GET /_api/captain/team-members
export const campaignTeamQuerySchema = z.strictObject({
  campaignId: positiveIdParam('Campaign ID must be a positive integer.'),
});

// POST /_api/captain/invite/resend and POST /_api/captain/invite/delete
export const inviteIdSchema = z.strictObject({
  inviteId: positiveId('Invite ID must be a positive integer.'),
});

const token = z
  .string({ error: 'Invitation token is required.' })
  .trim()
  .min(1, 'Invitation token is required.')
  .max(200, 'This invitation link is invalid. Please check the link and try again.');

// GET /_api/invites/details
export const inviteDetailsQuerySchema = z.strictObject({ token });

const optionalText = (max = 100) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters.`)
    .optional()
    .nullable()
    .transform((value) => (value ? value : undefined));

// POST /_api/invites/accept (the API checks only the 8-character minimum; what is required depends on the account)
export const acceptInviteSchema = z.strictObject({
  token,
  password: z
    .string()
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(200, 'Password must be at most 200 characters')
    .optional(),
  displayName: optionalText(),
  firstName: optionalText(),
  lastName: optionalText(),
  phone: optionalPhoneSchema,
});
export type AcceptInviteInput = z.output<typeof acceptInviteSchema>;

// The new-invitee form: the registration form without e-mail (it is fixed by the invitation).
export const acceptInviteNewAccountFormSchema = registerFormSchema.omit({ email: true });

// The existing-account form: just the password.
export const acceptInviteLoginFormSchema = z.object({
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(200, 'Password is required.'),
});
