import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '@/server/db';
import { campaignParticipants, campaignProducts, campaigns, users } from '@/server/db/schema';
import type { Beneficiary } from '@/lib/gifts/beneficiary';
import type { PaymentInstructions } from '@/lib/plan/plan-types';
import { publicNameColumns, publicNameOfRow } from '@/server/db/queries/public-names';
import { badRequest, CAMPAIGN_NOT_FOUND, notFound } from '@/server/errors';
import { refuseAfterDeadline } from './order-pickup';

export type CampaignOrderCheck = {
  campaignName: string;
  /** The credited fundraiser's public name (issue 27): the buyer's answer and e-mails never carry a minor's last name. */
  fundraiserName: string | null;
  orderDeadline: Date | null;
  paymentInstructions: PaymentInstructions | null;
  /** Issue 28: the campaign's roast day ("YYYY-MM-DD"), or null while it has none. */
  roastDate: string | null;
  /** Issue 29: the organisation the receipt names, or null. */
  beneficiary: Beneficiary | null;
};

/**
 * The checks for an order placed through a campaign: the campaign exists and is active, its order deadline has not
 * passed (409; not for the team's own entries), it sells every product ordered and, when a fundraiser is credited, they take part in it. Answers the
 * names and the plan the order e-mails show.
 */
export async function checkCampaignOrder(
  tx: Transaction,
  {
    campaignId,
    subAccountId,
    productIds,
    productName,
    staffEntry = false,
  }: {
    campaignId: number;
    subAccountId: number | null | undefined;
    productIds: number[];
    productName: (id: number) => string;
    /** An order the team types in from paper or a booth (issue 29): taken on time, typed in later. */
    staffEntry?: boolean;
  },
): Promise<CampaignOrderCheck> {
  const [campaign] = await tx
    .select({
      name: campaigns.name,
      isActive: campaigns.isActive,
      orderDeadline: campaigns.orderDeadline,
      paymentInstructions: campaigns.paymentInstructions,
      roastDate: campaigns.roastDate,
      beneficiary: campaigns.beneficiary,
    })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
  if (!campaign.isActive) throw badRequest('This campaign is not accepting orders.');
  if (!staffEntry) refuseAfterDeadline(campaign);
  const plan = {
    campaignName: campaign.name,
    orderDeadline: campaign.orderDeadline,
    paymentInstructions: campaign.paymentInstructions ?? null,
    roastDate: campaign.roastDate,
    beneficiary: campaign.beneficiary ?? null,
  };
  const sold =
    productIds.length === 0
      ? []
      : await tx
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
  if (!subAccountId) return { ...plan, fundraiserName: null };

  const [member] = await tx
    .select(publicNameColumns(campaignId))
    .from(campaignParticipants)
    .innerJoin(users, eq(users.id, campaignParticipants.userId))
    .where(and(eq(campaignParticipants.campaignId, campaignId), eq(campaignParticipants.userId, subAccountId)));
  if (!member) throw badRequest('That fundraiser is not part of this campaign.');
  return { ...plan, fundraiserName: publicNameOfRow(member) };
}
