import { z } from 'zod';
import { PASSWORD_MIN } from './auth';
import {
  emailAddress,
  optionalPersonName,
  optionalPhoneSchema,
  personName,
  positiveId,
  positiveIdParam,
  secretText,
  text,
} from './common';

export const MAX_INVITES_PER_REQUEST = 100;
/** How long an invitation link stays valid (also after a resend, counted from the resend). */
export const INVITE_TTL_DAYS = 14;

export const inviteeSchema = z.object({
  name: personName({ label: 'Name', required: 'Name is required.', tooLong: 'Name must be at most 100 characters.' }),
  email: emailAddress('A valid email is required.'),
  /**
   * Issue 27, a family invitation: the parent's e-mail above and the child's first name here. Accepting makes the
   * parent guardian of a new child profile that joins the campaign; two children at one address are two invitations.
   */
  childFirstName: optionalPersonName({ label: "Child's first name", tooLong: 'Must be at most 100 characters.' }),
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

// GET /_api/captain/team-invites and GET /_api/captain/team-members
export const campaignTeamQuerySchema = z.strictObject({
  campaignId: positiveIdParam('Campaign ID must be a positive integer.'),
});

// POST /_api/captain/invite/resend and POST /_api/captain/invite/delete
export const inviteIdSchema = z.strictObject({
  inviteId: positiveId('Invite ID must be a positive integer.'),
});

const token = text({ error: 'Invitation token is required.' })
  .trim()
  .min(1, 'Invitation token is required.')
  .max(200, 'This invitation link is invalid. Please check the link and try again.');

// GET /_api/invites/details
export const inviteDetailsQuerySchema = z.strictObject({ token });

// POST /_api/invites/new-link: a replaced link asks for a fresh one (sent to the invited address only)
export const newInviteLinkSchema = z.strictObject({ token });

// POST /_api/invites/accept (the API checks only the 8-character minimum; what is required depends on the account)
export const acceptInviteSchema = z.strictObject({
  token,
  password: secretText()
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(200, 'Password must be at most 200 characters')
    .optional(),
  displayName: optionalPersonName({ label: 'Display name', tooLong: 'Must be at most 100 characters.' }),
  firstName: optionalPersonName({ label: 'First name', tooLong: 'Must be at most 100 characters.' }),
  lastName: optionalPersonName({ label: 'Last name', tooLong: 'Must be at most 100 characters.' }),
  phone: optionalPhoneSchema,
});
export type AcceptInviteInput = z.output<typeof acceptInviteSchema>;
