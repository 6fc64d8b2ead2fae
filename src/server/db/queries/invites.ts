import 'server-only';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb, type Executor } from '../index';
import { campaignParticipants, campaigns, invites, users } from '../schema';
import { campaignsManagedBy, getManagedCampaign, type CampaignManager } from './campaign-access';
import { listTeamMemberFigures } from './team-figures';

/** Every invitation of a managed campaign (accepted ones too: the stat cards count them), newest first; null if not managed. */
export async function listInvitesForManager({ campaignId, manager }: { campaignId: number; manager: CampaignManager }) {
  const db = await getDb();
  if (!(await getManagedCampaign({ campaignId, manager }, db))) return null;
  return db
    .select({
      id: invites.id,
      inviteeName: invites.inviteeName,
      inviteeEmail: invites.inviteeEmail,
      status: invites.status,
      sentAt: invites.sentAt,
    })
    .from(invites)
    .where(eq(invites.campaignId, campaignId))
    .orderBy(desc(invites.sentAt), desc(invites.id));
}

/**
 * The team members of a managed campaign with how each is doing (sales, bags, supporters, goal progress, last sale:
 * src/server/db/queries/team-figures.ts); null if not managed.
 */
export async function listTeamMembersForManager({
  campaignId,
  manager,
}: {
  campaignId: number;
  manager: CampaignManager;
}) {
  const db = await getDb();
  if (!(await getManagedCampaign({ campaignId, manager }, db))) return null;
  return listTeamMemberFigures({ campaignId }, db);
}

/** One invitation, if it belongs to a campaign the caller manages; null otherwise. */
export async function getInviteForManager(
  { inviteId, manager }: { inviteId: number; manager: CampaignManager },
  db?: Executor,
) {
  const executor = db ?? (await getDb());
  const captain = alias(users, 'captain');
  const [row] = await executor
    .select({ invite: invites, campaignName: campaigns.name, captainName: captain.displayName })
    .from(invites)
    .innerJoin(campaigns, eq(campaigns.id, invites.campaignId))
    .leftJoin(captain, eq(captain.id, campaigns.captainId))
    .where(and(eq(invites.id, inviteId), campaignsManagedBy(manager)));
  return row ?? null;
}

/** Whether an invitee is already invited to the campaign (any status), compared case-insensitively. */
export async function getInviteByCampaignEmail(
  { campaignId, email, childFirstName }: { campaignId: number; email: string; childFirstName?: string | null },
  db?: Executor,
) {
  const executor = db ?? (await getDb());
  // The unique index's key (issue 27): a family invitation per child name, one plain invitation per address.
  const [invite] = await executor
    .select()
    .from(invites)
    .where(
      and(
        eq(invites.campaignId, campaignId),
        eq(sql`lower(${invites.inviteeEmail})`, email.trim().toLowerCase()),
        eq(sql`lower(coalesce(${invites.childFirstName}, ''))`, (childFirstName ?? '').trim().toLowerCase()),
      ),
    );
  return invite ?? null;
}

export async function isCampaignParticipant(
  { campaignId, userId }: { campaignId: number; userId: number },
  db?: Executor,
) {
  const executor = db ?? (await getDb());
  const [row] = await executor
    .select({ userId: campaignParticipants.userId })
    .from(campaignParticipants)
    .where(and(eq(campaignParticipants.campaignId, campaignId), eq(campaignParticipants.userId, userId)));
  return Boolean(row);
}

/**
 * An invitation by the hash of its token, with what the accept page shows: the campaign, who invited
 * (the campaign captain, else whoever sent it) and whether the invitee already has an account.
 */
export async function getInviteByTokenHash(
  { tokenHash, forUpdate = false }: { tokenHash: string; forUpdate?: boolean },
  db?: Executor,
) {
  return inviteWithDetails(eq(invites.tokenHash, tokenHash), forUpdate, db);
}

/** The same by the invitation's id (an earlier link of it: src/server/db/queries/replaced-invite-links.ts). */
export async function getInviteWithDetailsById(
  { inviteId, forUpdate = false }: { inviteId: number; forUpdate?: boolean },
  db?: Executor,
) {
  return inviteWithDetails(eq(invites.id, inviteId), forUpdate, db);
}

async function inviteWithDetails(where: SQL, forUpdate: boolean, db?: Executor) {
  const executor = db ?? (await getDb());
  const captain = alias(users, 'captain');
  const inviter = alias(users, 'inviter');
  const invitee = alias(users, 'invitee');
  const query = executor
    .select({
      invite: invites,
      campaignName: campaigns.name,
      campaignCaptainId: campaigns.captainId,
      captainName: sql<string | null>`coalesce(nullif(${captain.displayName}, ''), nullif(${inviter.displayName}, ''))`,
      inviteeUserId: invitee.id,
    })
    .from(invites)
    .innerJoin(campaigns, eq(campaigns.id, invites.campaignId))
    .leftJoin(captain, eq(captain.id, campaigns.captainId))
    .leftJoin(inviter, eq(inviter.id, invites.invitedById))
    .leftJoin(invitee, eq(sql`lower(${invitee.email})`, sql`lower(${invites.inviteeEmail})`))
    .where(where);
  const [row] = forUpdate ? await query.for('update', { of: invites }) : await query;
  return row ?? null;
}
