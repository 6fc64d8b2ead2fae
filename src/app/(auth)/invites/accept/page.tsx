import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/components/auth/auth-card';
import { Button } from '@/components/ui/button';
import { openInvite, type OpenedInvite } from '@/server/services/invite-acceptance';
import { AcceptInvite } from './accept-invite';
import { RequestNewLink } from './request-new-link';

export const metadata: Metadata = {
  title: 'Accept Invitation',
  description: 'Join your team’s coffee fundraiser on Steam & Grind.',
  robots: { index: false },
};

function Problem({ message, newLinkToken }: { message: string; newLinkToken?: string }) {
  return (
    <AuthCard title="Team invitation">
      <div className="space-y-5">
        <p role="alert" className="text-muted-foreground">
          {message}
        </p>
        {newLinkToken ? (
          <RequestNewLink token={newLinkToken} />
        ) : (
          <Button asChild>
            <Link href="/">Go to the home page</Link>
          </Button>
        )}
      </div>
    </AuthCard>
  );
}

export default async function AcceptInvitePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  if (typeof token !== 'string' || token.trim() === '') {
    return <Problem message="No invitation token provided. Please check the link and try again." />;
  }

  let opened: OpenedInvite;
  try {
    // Loads through the service (not our own /_api): opening a sent invitation marks it 'Viewed'.
    opened = await openInvite({ token: token.trim() });
  } catch (error) {
    console.error('[invites] could not load invitation details', error);
    return <Problem message="Failed to fetch invitation details" />;
  }
  // A link replaced by a newer one (the invitation was sent again) offers a fresh one to the invited address.
  if (!opened.ok)
    return <Problem message={opened.message} newLinkToken={opened.reason === 'replaced' ? token.trim() : undefined} />;

  const { details } = opened;
  if (!details.captainName || !details.campaignName || !details.inviteeEmail) {
    return <Problem message="Incomplete invitation details. Please check the link and try again." />;
  }

  return (
    <AuthCard
      title="Join the team"
      description={
        details.childFirstName ? (
          <>
            <strong className="font-semibold text-foreground">{details.captainName}</strong> invited{' '}
            <strong className="font-semibold text-foreground">{details.childFirstName}</strong> to fundraise for{' '}
            <strong className="font-semibold text-foreground">{details.campaignName}</strong>. This invitation is for
            your child: accept it as their parent or guardian, and manage their page from your account.
          </>
        ) : (
          <>
            <strong className="font-semibold text-foreground">{details.captainName}</strong> invited you to fundraise
            for <strong className="font-semibold text-foreground">{details.campaignName}</strong>.
          </>
        )
      }
    >
      <AcceptInvite token={token.trim()} details={details} />
    </AuthCard>
  );
}
