'use client';

import { CalendarClock, ClipboardList } from 'lucide-react';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { TeamCampaign, TeamInvite, TeamMember } from '@/lib/contracts/captain-team';
import { useTeamInvites, useTeamMembers } from '@/hooks/api/captain-team';
import { PaperEntryLink } from '@/components/paper-entry/paper-entry-link';
import { captainFulfilmentPath } from '@/lib/paths/fulfilment';
import { captainPlanPath } from '@/lib/paths/plan';
import { BoothModeLink } from '@/components/booth/booth-mode-link';
import { CampaignPicker } from './campaign-picker';
import type { CampaignBalances } from '@/lib/contracts/balances';
import { InviteDialog } from './invite-dialog';
import { TeamBalancesCard } from './team-balances-card';
import { TeamInviteRow } from './team-invite-row';
import { TeamListCard } from './team-list-card';
import { NudgeButton } from './nudge-button';
import { TeamMembersTable } from './team-members-table';
import { TeamStatistics } from './team-statistics';

type Props = {
  campaigns: TeamCampaign[];
  selectedId: number;
  initialInvites: TeamInvite[];
  initialMembers: TeamMember[];
  initialBalances?: CampaignBalances;
};

/**
 * A captain's team for one campaign: the campaign picker, the counts, the members and pending invites, and the
 * team's balances.
 */
export function TeamManagement({ campaigns, selectedId, initialInvites, initialMembers, initialBalances }: Props) {
  const selected = campaigns.find((campaign) => campaign.id === selectedId) ?? campaigns[0]!;

  const invitesQuery = useTeamInvites(selected.id, selected.id === selectedId ? initialInvites : undefined);
  const membersQuery = useTeamMembers(selected.id, selected.id === selectedId ? initialMembers : undefined);

  const invites = invitesQuery.data ?? [];
  const members = membersQuery.data ?? [];
  const pending = invites.filter((invite) => invite.status !== 'accepted');
  // Reminders go to invitations still waiting (sent or viewed); expired and declined ones need Resend.
  const remindable = pending.filter((invite) => invite.status === 'sent' || invite.status === 'clicked').length;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl font-semibold">Team Management</h1>
          <p className="mt-2 text-muted-foreground">Invite people to your campaign and follow who has joined.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href={captainFulfilmentPath(selected.id)}>
              <ClipboardList aria-hidden="true" />
              Fulfilment sheet
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={captainPlanPath(selected.id)}>
              <CalendarClock aria-hidden="true" />
              Plan &amp; pickup
            </Link>
          </Button>
          <BoothModeLink scope="captain" campaignId={selected.id} />
          <PaperEntryLink scope="captain" campaignId={selected.id} />
          <InviteDialog campaignId={selected.id} campaignName={selected.name} />
        </div>
      </div>

      <CampaignPicker campaigns={campaigns} selected={selected} />

      <TeamStatistics invites={invites.length} accepted={invites.length - pending.length} members={members.length} />

      <Tabs defaultValue="members" className="mt-10">
        <TabsList aria-label="Team lists">
          <TabsTrigger value="members">Team Members ({members.length})</TabsTrigger>
          <TabsTrigger value="invites">Pending Invites ({pending.length})</TabsTrigger>
        </TabsList>
        <TabsContent value="members" className="mt-6">
          <TeamMembersTable
            campaignId={selected.id}
            members={membersQuery.data}
            error={membersQuery.error}
            fetching={membersQuery.isFetching}
            onRetry={() => void membersQuery.refetch()}
          />
        </TabsContent>
        <TabsContent value="invites" className="mt-6">
          <TeamListCard
            title="Pending Invites"
            items={pending}
            renderItem={(invite) => <TeamInviteRow key={invite.id} campaignId={selected.id} invite={invite} />}
            emptyText="There are no pending invitations."
            error={invitesQuery.error}
            action={
              <NudgeButton
                campaignId={selected.id}
                kind="pending-invites"
                count={remindable}
                label="Remind pending invitees"
                title="Remind pending invitees?"
                description={`${remindable} ${remindable === 1 ? 'invitation is' : 'invitations are'} waiting for an answer. Each invitee gets a reminder with a new link (the old one stops working). Anyone reminded or nudged in the last 24 hours, who unsubscribed, or who already had 3 team e-mails today is skipped; expired invitations need Resend.`}
              />
            }
          />
        </TabsContent>
      </Tabs>

      <TeamBalancesCard
        key={selected.id}
        campaign={selected}
        initialData={selected.id === selectedId ? initialBalances : undefined}
      />
    </div>
  );
}
