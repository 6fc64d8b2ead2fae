import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { toShopDateTimeInput } from '@/lib/forms/shop-datetime';
import { getDb } from '@/server/db';
import { campaigns, orders, pickupOptions } from '@/server/db/schema';
import { seedDemoData } from '@/server/startup/seed/seed-demo';

describe('the demo seed’s campaign plan', () => {
  it('gives the demo campaign a deadline three weeks ahead, payment instructions, two meetups and a delivery, and the shop two options', async () => {
    const db = await getDb();
    const now = new Date('2026-11-02T15:00:00Z');
    await seedDemoData(db, now);

    const [campaign] = await db.select().from(campaigns).where(eq(campaigns.slug, 'oldham-soccer-fall-drive'));
    // 21 days later at 8 PM on the shop's clock (EST after the November change).
    expect(toShopDateTimeInput(campaign!.orderDeadline!)).toBe('2026-11-23T20:00');
    expect(campaign!.orderDeadline!.getTime()).toBeLessThan(campaign!.endDate!.getTime());
    expect(campaign!.paymentInstructions).toMatchObject({
      methods: ['cash', 'check', 'venmo'],
      handle: '@oldham-soccer',
      payableTo: 'Oldham County Youth Soccer',
    });

    const options = await db.select().from(pickupOptions).where(eq(pickupOptions.campaignId, campaign!.id));
    expect(options.map((option) => option.kind).sort()).toEqual(['delivery', 'meetup', 'meetup']);
    expect(options.filter((option) => option.kind === 'meetup' && option.capacity !== null)).toHaveLength(1);
    for (const option of options) {
      expect(option.startsAt.getTime()).toBeGreaterThan(campaign!.orderDeadline!.getTime());
      expect(option.endsAt.getTime()).toBeGreaterThan(option.startsAt.getTime());
    }
    const shop = await db.select().from(pickupOptions).where(isNull(pickupOptions.campaignId));
    expect(shop).toHaveLength(2);

    // Orders still to hand out hold an option of their own kind (campaign or shop); none is over capacity.
    const held = await db.select().from(orders);
    for (const order of held.filter((o) => o.pickupOptionId !== null)) {
      const option = [...options, ...shop].find((o) => o.id === order.pickupOptionId)!;
      expect(option.campaignId).toBe(order.campaignId);
    }
    expect(shop.map((option) => toShopDateTimeInput(option.startsAt).slice(11))).toEqual(['09:00', '09:00']);
    expect(held.some((order) => order.pickupOptionId !== null)).toBe(true);
  });
});
