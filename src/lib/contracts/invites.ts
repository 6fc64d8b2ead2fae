import { acceptInviteSchema, inviteDetailsQuerySchema, newInviteLinkSchema } from '@/lib/validation/invites';
import { endpoint, jsonOf } from './endpoint';
import type { AuthUser } from './session';

/** What an invitation link shows before it is accepted. */
export type InviteDetails = {
  captainName: string;
  campaignName: string;
  inviteeEmail: string;
  userExists: boolean;
  /** Issue 27: a family invitation, for this child (the address is their parent's); absent for a member's own. */
  childFirstName?: string;
};

/** The invitee, now signed in (unless they already were), and the campaign they joined. */
export type AcceptedInvite = { user: AuthUser; campaignId: number };

/** The public side of an invitation (the captain's invitation endpoints are in captain-team.ts). */
export const inviteEndpoints = {
  details: endpoint({
    method: 'GET',
    path: '/_api/invites/details',
    access: 'public',
    query: inviteDetailsQuerySchema,
    response: jsonOf<InviteDetails>(),
  }),
  accept: endpoint({
    method: 'POST',
    path: '/_api/invites/accept',
    access: 'public',
    body: acceptInviteSchema,
    response: jsonOf<AcceptedInvite>(),
  }),
  /** A replaced link (a newer one was sent) asks for a fresh link: 202, sent to the invited address, never named. */
  newLink: endpoint({
    method: 'POST',
    path: '/_api/invites/new-link',
    access: 'public',
    body: newInviteLinkSchema,
    response: jsonOf<{ message: string }>(),
  }),
};
