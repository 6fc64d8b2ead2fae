import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as unpaidRoute } from '@/app/%5Fapi/fundraiser/unpaid-orders/route';
import { getDb } from '@/server/db';
import { campaignParticipants } from '@/server/db/schema';
import { sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser } from '../support/shop';

describe("a fundraiser's unpaid orders follow their team membership", () => {
  it("stops showing a campaign's buyers once the fundraiser is removed from its team, and again on rejoining", async () => {
    const { campaign, fundraiser } = await createCampaignWithFundraiser([]);
    const other = await createCampaignWithFundraiser([]);
    const db = await getDb();
    await db.insert(campaignParticipants).values({ campaignId: other.campaign.id, userId: fundraiser.id });
    await insertOrder({
      campaignId: campaign.id,
      subAccountId: fundraiser.id,
      customerEmail: 'left-team-buyer@example.com',
      customerPhone: '502-555-0199',
    });
    await insertOrder({
      campaignId: other.campaign.id,
      subAccountId: fundraiser.id,
      customerEmail: 'still-on-team-buyer@example.com',
    });
    const cookie = await sessionCookieFor(fundraiser);
    const unpaid = async () =>
      (await call(unpaidRoute, { path: '/_api/fundraiser/unpaid-orders', headers: { cookie } })).json;

    const before = await unpaid();
    expect(before.orders.map((o: { customerEmail: string }) => o.customerEmail).sort()).toEqual([
      'left-team-buyer@example.com',
      'still-on-team-buyer@example.com',
    ]);

    await db
      .delete(campaignParticipants)
      .where(and(eq(campaignParticipants.campaignId, campaign.id), eq(campaignParticipants.userId, fundraiser.id)));
    const after = await unpaid();
    expect(after.orders.map((o: { customerEmail: string }) => o.customerEmail)).toEqual([
      'still-on-team-buyer@example.com',
    ]);
    expect(JSON.stringify(after)).not.toContain('502-555-0199');
    expect(after.totals).toMatchObject({ orderCount: 1, totalCents: 500, outstandingCents: 500 });

    await db.insert(campaignParticipants).values({ campaignId: campaign.id, userId: fundraiser.id });
    expect((await unpaid()).orders).toHaveLength(2);
  });
});
