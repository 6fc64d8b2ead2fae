import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '@/server/db';
import { campaignParticipants, campaignProducts, campaigns, users } from '@/server/db/schema';
import { badRequest, CAMPAIGN_NOT_FOUND, notFound } from '@/server/errors';

/**
 * The checks for an order placed through a campaign: the campaign exists and is active, it sells every product
 * ordered and, when a fundraiser is credited, they take part in it. Answers the names the order e-mails show.
 */
export async function checkCampaignOrder(
  tx: Transaction,
  {
    campaignId,
    subAccountId,
    productIds,
    productName,
  }: {
    campaignId: number;
    subAccountId: number | null | undefined;
    productIds: number[];
    productName: (id: number) => string;
  },
): Promise<{ campaignName: string; fundraiserName: string | null }> {
  const [campaign] = await tx
    .select({ name: campaigns.name, isActive: campaigns.isActive })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
  if (!campaign.isActive) throw badRequest('This campaign is not accepting orders.');
  const sold = await tx
    .select({ productId: campaignProducts.productId })
    .from(campaignProducts)
    .where(
      and(
        eq(campaignProducts.campaignId, campaignId),
        eq(campaignProducts.isActive, true),
        inArray(campaignProducts.productId, productIds),
      ),
    );
  const soldIds = new Set(sold.map((row) => row.productId));
  const outside = productIds.filter((id) => !soldIds.has(id)).map(productName);
  if (outside.length > 0) throw badRequest(`These products are not part of this campaign: ${outside.join(', ')}.`);
  if (!subAccountId) return { campaignName: campaign.name, fundraiserName: null };

  const [member] = await tx
    .select({ displayName: users.displayName })
    .from(campaignParticipants)
    .innerJoin(users, eq(users.id, campaignParticipants.userId))
    .where(and(eq(campaignParticipants.campaignId, campaignId), eq(campaignParticipants.userId, subAccountId)));
  if (!member) throw badRequest('That fundraiser is not part of this campaign.');
  return { campaignName: campaign.name, fundraiserName: member.displayName };
}
