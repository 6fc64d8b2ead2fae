import type { Metadata } from 'next';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import { getPageSession } from '@/server/auth/session';
import { listManagedCampaigns, listTeamMembers } from '@/server/db/queries/captain';

export const metadata: Metadata = {
  title: 'Team Management',
  description: 'Your fundraising campaigns and the team members raising money in them.',
  robots: { index: false },
};

export default async function TeamManagementPage({ searchParams }: { searchParams: Promise<{ campaign?: string }> }) {
  const session = await getPageSession();
  if (!session) return null;
  const campaigns = await listManagedCampaigns({ userId: session.user.id, role: session.user.role });

  if (campaigns.length === 0) {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-3xl font-semibold">No Campaigns Found</h1>
        <p className="mt-3 text-muted-foreground">You are not currently assigned to manage any fundraising campaigns.</p>
      </section>
    );
  }

  const requested = Number((await searchParams).campaign);
  const selected = campaigns.find((c) => c.id === requested) ?? campaigns[0]!;
  const members = await listTeamMembers({ campaignId: selected.id });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <h1 className="text-4xl font-semibold">Team Management</h1>
      <nav aria-label="Campaigns" className="mt-6 flex flex-wrap gap-2">
        {campaigns.map((campaign) => (
          <Link
            key={campaign.id}
            href={`/captain/team-management?campaign=${campaign.id}`}
            aria-current={campaign.id === selected.id ? 'page' : undefined}
            className="rounded-full border bg-card px-4 py-2 text-sm font-medium hover:bg-accent aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
          >
            {campaign.name}
          </Link>
        ))}
      </nav>
      <section aria-labelledby="members-heading" className="mt-8 rounded-2xl border bg-card shadow-sm">
        <header className="flex flex-wrap items-center justify-between gap-3 border-b p-6">
          <h2 id="members-heading" className="text-2xl font-semibold">
            Team Members <span className="text-muted-foreground">({members.length})</span>
          </h2>
          <Badge variant={selected.isActive ? 'success' : 'outline'}>{selected.isActive ? 'Active' : 'Inactive'}</Badge>
        </header>
        {members.length === 0 ? (
          <p className="p-6 text-muted-foreground">No team members have joined this campaign yet.</p>
        ) : (
          <ul className="divide-y">
            {members.map((member) => (
              <li key={member.id} className="flex flex-wrap items-center justify-between gap-2 px-6 py-4">
                <div>
                  <p className="font-medium">{member.displayName || member.email}</p>
                  <p className="text-sm text-muted-foreground">{member.email}</p>
                </div>
                <p className="text-sm text-muted-foreground">Joined {formatDate(member.joinedAt)}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
