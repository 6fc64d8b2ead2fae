import { getDb } from '@/server/db';
import { campaignParticipants, campaignProducts, campaigns } from '@/server/db/schema';
import { createUser } from './auth';
import { createProduct } from './factories';

let counter = 0;

/** An active campaign selling `productIds`, with one participating fundraiser. */
export async function createCampaignWithFundraiser(
  productIds: number[],
  overrides: Partial<typeof campaigns.$inferInsert> = {},
) {
  const db = await getDb();
  counter += 1;
  const captain = await createUser({ role: 'fundraiser_captain' });
  const [campaign] = await db
    .insert(campaigns)
    .values({
      name: `Drive ${counter}`,
      slug: `drive-${counter}-${Date.now()}`,
      startDate: new Date(Date.now() - 86_400_000),
      isActive: true,
      captainId: captain.id,
      ...overrides,
    })
    .returning();
  const fundraiser = await createUser({
    role: 'sub_account',
    parentUserId: captain.id,
    displayName: `Runner ${counter}`,
  });
  await db.insert(campaignParticipants).values({ campaignId: campaign!.id, userId: fundraiser.id });
  if (productIds.length)
    await db.insert(campaignProducts).values(productIds.map((productId) => ({ campaignId: campaign!.id, productId })));
  return { campaign: campaign!, fundraiser, captain };
}

export { createProduct };
