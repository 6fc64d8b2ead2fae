import type { Metadata } from 'next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { getEnv } from '@/env';
import { gatePage } from '@/server/auth/page-gate';
import { listFamilyCampaigns, listFamilyChildren } from '@/server/db/queries/family';
import { listUnpaidOrdersForFundraiser } from '@/server/db/queries/unpaid-orders';
import { readFundraiserSettings } from '@/server/reads/account';
import { AddChildForm } from './add-child-form';
import { FamilyChildren } from './family-children';
import { InviteGuardianForm } from './invite-guardian-form';

export const metadata: Metadata = {
  title: 'Family',
  description: 'Your children’s fundraiser pages, consent and guardians.',
  robots: { index: false },
};

/**
 * Issue 27: a guardian's children (each a fundraiser profile without a sign-in), their pages, the consent that
 * publishes them, what buyers still owe on their credited orders, and another guardian's invitation.
 */
export default async function FamilyPage() {
  const { user } = await gatePage('/family');
  const [children, campaigns] = await Promise.all([
    listFamilyChildren({ guardianId: user.id }),
    listFamilyCampaigns({ guardianId: user.id }),
  ]);
  // Authorized by the guardianship: these ids come from the guardian's own children.
  const details = await Promise.all(
    children.map(async (child) => ({
      id: child.id,
      settings: await readFundraiserSettings(child.id),
      unpaid: await listUnpaidOrdersForFundraiser({ userId: child.id }),
    })),
  );
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 wrap-anywhere sm:px-6 lg:py-14">
      <header>
        <h1 className="text-4xl font-semibold">Family</h1>
        <p className="mt-2 text-muted-foreground">
          Your children’s fundraiser pages. A child has no e-mail or password: you manage their page, and the e-mails
          about their sales come to you.
        </p>
      </header>
      <FamilyChildren
        initial={children}
        details={Object.fromEntries(details.map((entry) => [entry.id, entry]))}
        campaigns={campaigns}
        origin={getEnv().APP_URL}
      />
      <Card>
        <CardHeader>
          <CardTitle>Add a child</CardTitle>
          <CardDescription>
            Their page stays private until you give your consent below. Only their first name and last initial (or the
            public name you choose) are ever shown.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <AddChildForm campaigns={campaigns} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Invite another guardian</CardTitle>
          <CardDescription>
            Another parent or guardian gets an e-mail link. Once they accept, signed in with that address, they manage
            all your children’s pages with you and receive the same e-mails.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <InviteGuardianForm disabled={children.length === 0} />
        </CardContent>
      </Card>
    </div>
  );
}
