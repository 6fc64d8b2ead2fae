import type { InviteMembersResult, InviteOutcome } from '@/lib/contracts/captain-team';

/*
 * What the invite dialog says about each invitee that was not sent an invitation (issue 26): why, and what to do.
 * One account and one invitation per e-mail address (docs/decisions/invites-at-family-addresses.md), so a second
 * child at a parent's address is told plainly to use another address, not "skipped (already invited)".
 */

export type NotSent = { email: string; name: string; reason: string; childFirstName?: string };

const sameName = (a: string, b: string | undefined) =>
  b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

function reasonFor({ email, name, outcome, otherName, childFirstName }: InviteOutcome): string | null {
  // Issue 27: a family invitation per child; the same child twice is one invitation.
  if (childFirstName && (outcome === 'repeated' || outcome === 'already_invited'))
    return outcome === 'repeated'
      ? null
      : `${email} already has an invitation to this campaign for ${childFirstName}. To send the link again, use Resend under Pending Invites.`;
  switch (outcome) {
    case 'sent':
    case 'existing_account':
      return null;
    case 'repeated':
      // The same person twice in one list: one invitation went out, nothing to tell.
      if (sameName(name, otherName)) return null;
      return `${email} is also listed for ${otherName}. Each team member needs their own e-mail address to sign in: please enter another address for ${name}.`;
    case 'already_invited':
      if (otherName === undefined || sameName(name, otherName))
        return `${name} was already invited at ${email}. To send the link again, use Resend under Pending Invites.`;
      return `${email} already has an invitation to this campaign, for ${otherName}. Each team member needs their own e-mail address to sign in: please enter another address for ${name}.`;
    case 'already_member':
      return `${email} already belongs to a member of this team${otherName ? ` (${otherName})` : ''}. Each team member needs their own e-mail address to sign in: to add ${name}, enter another address.`;
    case 'opted_out':
      return `${email} asked not to receive team invitations, so nothing was sent.`;
    case 'limited':
      return `${email} has had as many e-mails from us as allowed today. Please try again tomorrow.`;
  }
}

/** The invitees that were not sent an invitation, each with why and what to do, in the order entered. */
export function notSentInvitees(result: Pick<InviteMembersResult, 'results'>): NotSent[] {
  return (result.results ?? []).flatMap((outcome) => {
    const reason = reasonFor(outcome);
    return reason
      ? [
          {
            email: outcome.email,
            name: outcome.name,
            reason,
            ...(outcome.childFirstName ? { childFirstName: outcome.childFirstName } : {}),
          },
        ]
      : [];
  });
}
