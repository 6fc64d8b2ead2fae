import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { PrivacyMode } from '@/lib/privacy/public-name';
import { getDb } from '../index';
import { campaignParticipants, campaigns } from '../schema';

/**
 * The privacy mode of the campaign a fundraiser's public page sells for (their active campaign, the most recently
 * started if several, as on the page itself), for the settings form's hints; null when they take part in none.
 */
export async function getPageCampaignPrivacyMode({ userId }: { userId: number }): Promise<PrivacyMode | null> {
  const db = await getDb();
  const [campaign] = await db
    .select({ privacyMode: campaigns.privacyMode })
    .from(campaignParticipants)
    .innerJoin(campaigns, eq(campaigns.id, campaignParticipants.campaignId))
    .where(and(eq(campaignParticipants.userId, userId), eq(campaigns.isActive, true)))
    .orderBy(desc(campaigns.startDate))
    .limit(1);
  return campaign?.privacyMode ?? null;
}
