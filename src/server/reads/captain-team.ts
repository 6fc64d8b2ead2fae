import 'server-only';
import type { CaptainCampaign, TeamInvite, TeamMember } from '@/lib/contracts/captain-team';
import { listManagedCampaigns, type CampaignManager } from '@/server/db/queries/campaign-access';
import { listInvitesForManager, listTeamMembersForManager } from '@/server/db/queries/invites';
import type { TeamMemberFigures } from '@/server/db/queries/team-figures';

/** One campaign's team, asked by someone who may or may not manage it. */
type TeamQuery = { campaignId: number; manager: CampaignManager };

/** A team member with their figures, as the captain's team endpoint and page deliver it. */
export function teamMemberJson(member: TeamMemberFigures): TeamMember {
  return {
    id: member.id,
    displayName: member.displayName,
    email: member.email,
    avatarUrl: member.avatarUrl,
    joinedAt: member.joinedAt.toISOString(),
    salesCents: member.salesCents,
    bags: member.bags,
    supporters: member.supporters,
    orderCount: member.orderCount,
    lastSaleAt: member.lastSaleAt?.toISOString() ?? null,
    goalCents: member.goalCents,
    goalPercent: member.goalPercent,
  };
}

/** The campaigns the caller manages: what GET /_api/captain/campaigns answers and the captain's pages list. */
export async function readManagedCampaigns(manager: CampaignManager): Promise<CaptainCampaign[]> {
  const campaigns = await listManagedCampaigns(manager);
  return campaigns.map((campaign) => ({
    id: campaign.id,
    name: campaign.name,
    slug: campaign.slug,
    isActive: campaign.isActive,
    startDate: campaign.startDate.toISOString(),
    endDate: campaign.endDate?.toISOString() ?? null,
    participantCount: campaign.participantCount,
  }));
}

/** A managed campaign's invitations, newest first; null if the caller does not manage it. */
export async function readTeamInvites(query: TeamQuery): Promise<TeamInvite[] | null> {
  const invites = await listInvitesForManager(query);
  return invites && invites.map((invite) => ({ ...invite, sentAt: invite.sentAt.toISOString() }));
}

/** A managed campaign's members with their figures; null if the caller does not manage it. */
export async function readTeamMembers(query: TeamQuery): Promise<TeamMember[] | null> {
  const members = await listTeamMembersForManager(query);
  return members && members.map(teamMemberJson);
}
