import 'server-only';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb, type Executor } from '../index';
import { campaignParticipants, campaigns, users, type UserRole } from '../schema';

/*
 * Which campaigns a user may manage, in one place: every captain endpoint, page and service asks here (or filters
 * with campaignsManagedBy), so a campaign someone does not manage is simply not found.
 */

/** Who is asking: a captain sees only their own campaigns, an admin sees them all. */
export type CampaignManager = { userId: number; role: UserRole };

/**
 * The campaigns someone manages, as a filter: an admin all of them, a fundraiser captain those they captain, and
 * anyone else none (a captain demoted to User keeps the campaign's captain link but no longer its management).
 */
export function campaignsManagedBy({ userId, role }: CampaignManager): SQL | undefined {
  if (role === 'admin') return undefined;
  if (role === 'fundraiser_captain') return eq(campaigns.captainId, userId);
  return sql`false`;
}

/** One campaign, if the caller manages it; null otherwise (so the caller answers 404 either way). */
export async function getManagedCampaign(
  { campaignId, manager }: { campaignId: number; manager: CampaignManager },
  db?: Executor,
) {
  const executor = db ?? (await getDb());
  const captain = alias(users, 'captain');
  const [campaign] = await executor
    .select({
      id: campaigns.id,
      name: campaigns.name,
      captainId: campaigns.captainId,
      captainName: captain.displayName,
    })
    .from(campaigns)
    .leftJoin(captain, eq(captain.id, campaigns.captainId))
    .where(and(eq(campaigns.id, campaignId), campaignsManagedBy(manager)));
  return campaign ?? null;
}

/** Whether this campaign exists and is one the manager manages. */
export async function isCampaignManagedBy({ campaignId, manager }: { campaignId: number; manager: CampaignManager }) {
  return (await getManagedCampaign({ campaignId, manager })) !== null;
}

/** The campaigns a captain manages; an admin manages them all. */
export async function listManagedCampaigns(manager: CampaignManager) {
  const db = await getDb();
  return db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      slug: campaigns.slug,
      isActive: campaigns.isActive,
      startDate: campaigns.startDate,
      endDate: campaigns.endDate,
      participantCount: count(campaignParticipants.userId),
    })
    .from(campaigns)
    .leftJoin(campaignParticipants, eq(campaignParticipants.campaignId, campaigns.id))
    .where(campaignsManagedBy(manager))
    .groupBy(campaigns.id)
    .orderBy(asc(campaigns.startDate), asc(campaigns.id));
}
