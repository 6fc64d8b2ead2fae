import 'server-only';
import { invitationOptOutList } from './opt-out-lists';

/*
 * Addresses that stopped team invitations through the one-click link every invitation, resend and reminder carries
 * (/unsubscribe/invitations). Invitations to them are skipped, resends refused, reminders skipped.
 */

export const isOptedOutOfInvitations = invitationOptOutList.has;

/** Idempotent: a second click, or the one-click POST after the page, changes nothing more. */
export const optOutOfInvitations = invitationOptOutList.add;
