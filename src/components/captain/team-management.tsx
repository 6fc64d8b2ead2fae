'use client';

import { Mail, RefreshCw, Trash2, UserCheck, Users } from 'lucide-react';
import { usePathname, useRouter } from 'next/navigation';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatDate } from '@/lib/format';
import { InviteDialog } from './invite-dialog';
import { inviteStatusLabel } from './invite-status';
import {
  useInviteAction,
  useTeamInvites,
  useTeamMembers,
  type TeamCampaign,
  type TeamInvite,
  type TeamMember,
} from '@/hooks/api/captain-team';

type Props = {
  campaigns: TeamCampaign[];
  selectedId: number;
  initialInvites: TeamInvite[];
  initialMembers: TeamMember[];
};

export function TeamManagement({ campaigns, selectedId, initialInvites, initialMembers }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const selected = campaigns.find((campaign) => campaign.id === selectedId) ?? campaigns[0]!;

  const invitesQuery = useTeamInvites(selected.id, selected.id === selectedId ? initialInvites : undefined);
  const membersQuery = useTeamMembers(selected.id, selected.id === selectedId ? initialMembers : undefined);

  const invites = invitesQuery.data ?? [];
  const members = membersQuery.data ?? [];
  const pending = invites.filter((invite) => invite.status !== 'accepted');
  const acceptedCount = invites.length - pending.length;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl font-semibold">Team Management</h1>
          <p className="mt-2 text-muted-foreground">Invite people to your campaign and follow who has joined.</p>
        </div>
        <InviteDialog campaignId={selected.id} campaignName={selected.name} />
      </div>

      <div className="mt-8 flex flex-wrap items-center gap-3">
        <label id="campaign-select-label" htmlFor="campaign-select" className="text-sm font-medium">
          Campaign
        </label>
        <Select
          value={String(selected.id)}
          onValueChange={(value) => router.push(`${pathname}?campaign=${value}`, { scroll: false })}
        >
          <SelectTrigger id="campaign-select" aria-labelledby="campaign-select-label" className="w-full sm:w-80">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {campaigns.map((campaign) => (
              <SelectItem key={campaign.id} value={String(campaign.id)}>
                {campaign.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Badge variant={selected.isActive ? 'success' : 'outline'}>{selected.isActive ? 'Active' : 'Inactive'}</Badge>
      </div>

      <ul aria-label="Team statistics" className="mt-8 grid gap-4 sm:grid-cols-3">
        <StatCard label="Total Invites" value={invites.length} icon={<Mail aria-hidden="true" />} />
        <StatCard label="Accepted" value={acceptedCount} icon={<UserCheck aria-hidden="true" />} />
        <StatCard label="Team Members" value={members.length} icon={<Users aria-hidden="true" />} />
      </ul>

      <Tabs defaultValue="members" className="mt-10">
        <TabsList aria-label="Team lists">
          <TabsTrigger value="members">Team Members ({members.length})</TabsTrigger>
          <TabsTrigger value="invites">Pending Invites ({pending.length})</TabsTrigger>
        </TabsList>
        <TabsContent value="members" className="mt-6">
          <MembersList members={members} error={membersQuery.error} />
        </TabsContent>
        <TabsContent value="invites" className="mt-6">
          <InvitesList campaignId={selected.id} invites={pending} error={invitesQuery.error} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function StatCard({ label, value, icon }: { label: string; value: number; icon: React.ReactNode }) {
  return (
    <li>
      <Card className="flex items-center gap-4 p-5">
        <span className="flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary [&_svg]:size-5">
          {icon}
        </span>
        <div>
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="text-3xl font-semibold">{value}</p>
        </div>
      </Card>
    </li>
  );
}

function ListError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="p-6 text-destructive">
      {error.message}
    </p>
  );
}

function MembersList({ members, error }: { members: TeamMember[]; error: Error | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Team Members</CardTitle>
      </CardHeader>
      <CardContent className="p-0">
        <ListError error={error} />
        {members.length === 0 ? (
          <p className="px-6 pb-6 text-muted-foreground">No team members have joined this campaign yet.</p>
        ) : (
          <ul className="divide-y border-t">
            {members.map((member) => (
              <li key={member.id} className="flex flex-wrap items-center justify-between gap-2 px-6 py-4">
                <div className="flex items-center gap-3">
                  {member.avatarUrl ? (
                    // eslint-disable-next-line @next/next/no-img-element
                    <img src={member.avatarUrl} alt="" className="size-10 rounded-full object-cover" />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="flex size-10 items-center justify-center rounded-full bg-muted font-semibold"
                    >
                      {(member.displayName || member.email).charAt(0).toUpperCase()}
                    </span>
                  )}
                  <div>
                    <p className="font-medium">{member.displayName || member.email}</p>
                    <p className="text-sm text-muted-foreground">{member.email}</p>
                  </div>
                </div>
                <p className="text-sm text-muted-foreground">Joined {formatDate(member.joinedAt)}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function InvitesList({
  campaignId,
  invites,
  error,
}: {
  campaignId: number;
  invites: TeamInvite[];
  error: Error | null;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pending Invites</CardTitle>
      </CardHeader>
      <CardContent className="p-0">
        <ListError error={error} />
        {invites.length === 0 ? (
          <p className="px-6 pb-6 text-muted-foreground">There are no pending invitations.</p>
        ) : (
          <ul className="divide-y border-t">
            {invites.map((invite) => (
              <InviteRow key={invite.id} campaignId={campaignId} invite={invite} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function InviteRow({ campaignId, invite }: { campaignId: number; invite: TeamInvite }) {
  const resend = useInviteAction(campaignId, 'resend');
  const remove = useInviteAction(campaignId, 'delete');
  const busy = resend.isPending ? 'resend' : remove.isPending ? 'delete' : null;
  const run = (action: 'resend' | 'delete') => (action === 'resend' ? resend : remove).mutate(invite.id);

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-6 py-4">
      <div>
        <p className="font-medium">{invite.inviteeName}</p>
        <p className="text-sm text-muted-foreground">{invite.inviteeEmail}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Badge variant={invite.status === 'expired' || invite.status === 'declined' ? 'warning' : 'secondary'}>
          {inviteStatusLabel(invite.status)}
        </Badge>
        <span className="text-sm text-muted-foreground">Sent {formatDate(invite.sentAt)}</span>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={busy !== null}
          onClick={() => void run('resend')}
          aria-label={`Resend invitation to ${invite.inviteeEmail}`}
        >
          <RefreshCw aria-hidden="true" />
          {busy === 'resend' ? 'Resending...' : 'Resend'}
        </Button>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={busy !== null}
              aria-label={`Delete invitation to ${invite.inviteeEmail}`}
            >
              <Trash2 aria-hidden="true" />
              {busy === 'delete' ? 'Deleting...' : 'Delete'}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Delete this invitation?</AlertDialogTitle>
              <AlertDialogDescription>
                The link sent to {invite.inviteeEmail} will stop working. You can invite them again later.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction onClick={() => void run('delete')}>Delete</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </div>
    </li>
  );
}
