import 'server-only';
import { asc, count, eq } from 'drizzle-orm';
import { getDb } from '../index';
import { campaignParticipants, campaigns, type UserRole } from '../schema';

/** The campaigns a captain manages; an admin manages them all. */
export async function listManagedCampaigns({ userId, role }: { userId: number; role: UserRole }) {
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
    .where(role === 'admin' ? undefined : eq(campaigns.captainId, userId))
    .groupBy(campaigns.id)
    .orderBy(asc(campaigns.startDate), asc(campaigns.id));
}
