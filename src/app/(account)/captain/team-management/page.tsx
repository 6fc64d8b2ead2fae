import type { Metadata } from 'next';
import { TeamManagement } from '@/components/captain/team-management';
import { CampaignShareKitCard } from '@/components/share-kit/campaign-share-kit-card';
import { getEnv } from '@/env';
import { gatePage } from '@/server/auth/page-gate';
import { getCampaignBalances } from '@/server/db/queries/campaign-balances';
import { getCampaignBySlug } from '@/server/db/queries/fundraising';
import { readManagedCampaigns, readTeamInvites, readTeamMembers } from '@/server/reads/captain-team';

export const metadata: Metadata = {
  title: 'Team Management',
  description: 'Invite team members to your fundraising campaigns and follow who has joined.',
  robots: { index: false },
};

export default async function TeamManagementPage({
  searchParams,
}: {
  searchParams: Promise<{ campaign?: string | string[] }>;
}) {
  const gate = await gatePage('/captain/team-management');
  const manager = { userId: gate.user.id, role: gate.user.role };
  const campaigns = await readManagedCampaigns(manager);

  if (campaigns.length === 0) {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-3xl font-semibold">No Campaigns Found</h1>
        <p className="mt-3 text-muted-foreground">
          You are not currently assigned to manage any fundraising campaigns.
        </p>
      </section>
    );
  }

  const { campaign } = await searchParams;
  const requested = Number(typeof campaign === 'string' ? campaign : NaN);
  const selected = campaigns.find((c) => c.id === requested) ?? campaigns[0]!;
  const [invites, members, balances, shared] = await Promise.all([
    readTeamInvites({ campaignId: selected.id, manager }),
    readTeamMembers({ campaignId: selected.id, manager }),
    getCampaignBalances({ campaignId: selected.id, manager }),
    selected.slug ? getCampaignBySlug({ slug: selected.slug }) : null,
  ]);

  return (
    <>
      <TeamManagement
        key={selected.id}
        campaigns={campaigns.map(({ id, name, isActive }) => ({ id, name, isActive }))}
        selectedId={selected.id}
        initialInvites={invites ?? []}
        initialMembers={members ?? []}
        initialBalances={balances ?? undefined}
      />
      {shared?.slug ? (
        <CampaignShareKitCard
          key={`kit-${selected.id}`}
          campaign={{ name: shared.name, slug: shared.slug, goalAmountCents: shared.goalAmountCents }}
          origin={getEnv().APP_URL}
        />
      ) : null}
    </>
  );
}
