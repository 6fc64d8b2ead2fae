import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '../index';
import { campaignParticipants, campaigns } from '../schema';

/**
 * The active campaign a fundraiser raises money for (the most recently started if several, as on their public
 * page), by name, for their share kit's messages; null when they take part in none.
 */
export async function getActiveCampaignNameForFundraiser({ userId }: { userId: number }): Promise<string | null> {
  const db = await getDb();
  const [campaign] = await db
    .select({ name: campaigns.name })
    .from(campaignParticipants)
    .innerJoin(campaigns, eq(campaigns.id, campaignParticipants.campaignId))
    .where(and(eq(campaignParticipants.userId, userId), eq(campaigns.isActive, true)))
    .orderBy(desc(campaigns.startDate))
    .limit(1);
  return campaign?.name ?? null;
}
