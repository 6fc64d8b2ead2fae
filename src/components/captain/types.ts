/** The team-management data as the page and the captain endpoints deliver it (dates as ISO strings). */
export type TeamCampaign = { id: number; name: string; isActive: boolean };
export type TeamInvite = { id: number; inviteeName: string; inviteeEmail: string; status: string; sentAt: string };
export type TeamMember = { id: number; displayName: string; email: string; avatarUrl: string | null; joinedAt: string };

export const teamInvitesKey = (campaignId: number) => ['captain', 'team-invites', campaignId] as const;
export const teamMembersKey = (campaignId: number) => ['captain', 'team-members', campaignId] as const;
