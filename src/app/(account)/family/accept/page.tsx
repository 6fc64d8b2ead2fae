import type { Metadata } from 'next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { gatePage } from '@/server/auth/page-gate';
import { AcceptGuardianButton } from './accept-guardian-button';

export const metadata: Metadata = { title: 'Become a guardian', robots: { index: false } };

/**
 * Issue 27: a second guardian's invitation link. The gate sends a signed-out visitor to sign in and back here (with
 * the token); someone without an account registers with the invited address first, then opens the link again.
 */
export default async function AcceptGuardianPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const token = (await searchParams).token;
  const { user } = await gatePage('/family', `/family/accept?token=${encodeURIComponent(token ?? '')}`);
  return (
    <div className="mx-auto max-w-lg px-4 py-10 sm:px-6">
      <Card>
        <CardHeader>
          <CardTitle>Become a guardian</CardTitle>
          <CardDescription>
            You were invited to manage a family’s children’s fundraiser pages: their page, their consent and the e-mails
            about their sales. You are signed in as {user.email}; the invitation must be for this address.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {token ? (
            <AcceptGuardianButton token={token} />
          ) : (
            <p role="alert">This invitation link is invalid. Please check the link and try again.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
