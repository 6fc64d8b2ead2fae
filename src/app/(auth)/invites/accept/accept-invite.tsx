'use client';

import { useAuth } from '@/components/auth/auth-provider';
import { Skeleton } from '@/components/ui/skeleton';
import type { InviteDetails } from '@/lib/contracts/invites';
import { InviteAccepted } from './invite-accepted';
import { LoginAcceptForm } from './login-accept-form';
import { NewAccountAcceptForm } from './new-account-accept-form';
import { SignedInAccept } from './signed-in-accept';
import { useAcceptInvite } from './use-accept-invite';
import { WrongAccountNotice } from './wrong-account-notice';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Accepting an invitation, by who is looking: signed in as the invitee (one button), as someone else (log out
 * first), or signed out (sign in, or create the account when the invitee has none).
 */
export function AcceptInvite({ token, details }: { token: string; details: InviteDetails }) {
  const { status, user } = useAuth();
  const { accepted, accept } = useAcceptInvite(token);

  if (accepted)
    return <InviteAccepted campaignName={details.campaignName} childFirstName={details.childFirstName ?? null} />;

  if (status === 'loading') {
    return (
      <div className="space-y-3" aria-busy="true" aria-label="Loading">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }

  const invitedAs = (
    <p className="mb-6 text-sm text-muted-foreground">
      Invitation for <span className="font-medium text-foreground">{details.inviteeEmail}</span>
    </p>
  );

  if (status === 'authenticated' && user) {
    if (!sameEmail(user.email, details.inviteeEmail)) {
      return (
        <div className="space-y-5">
          {invitedAs}
          <WrongAccountNotice signedInEmail={user.email} inviteeEmail={details.inviteeEmail} />
        </div>
      );
    }
    return (
      <>
        {invitedAs}
        <SignedInAccept onAccept={() => accept()} />
      </>
    );
  }

  return (
    <>
      {invitedAs}
      {details.userExists ? (
        <LoginAcceptForm email={details.inviteeEmail} onAccept={accept} />
      ) : (
        <NewAccountAcceptForm email={details.inviteeEmail} onAccept={accept} />
      )}
    </>
  );
}
