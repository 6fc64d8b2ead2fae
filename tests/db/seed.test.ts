import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import {
  fundraiserPages,
  campaignParticipants,
  campaignProducts,
  campaigns,
  orderItems,
  orderPayments,
  orders,
  products,
  users,
} from '@/server/db/schema';
import { seedDemoData } from '@/server/startup/seed/seed-demo';

describe('demo seed', () => {
  it('fills the catalogue, an active campaign with three public fundraisers, and consistent orders', async () => {
    const db = await getDb();
    const password = await seedDemoData(db);
    expect(password.length).toBeGreaterThanOrEqual(8);

    const catalogue = await db.select().from(products);
    expect(catalogue).toHaveLength(8);
    for (const product of catalogue) {
      expect(product.imageUrl).toMatch(/^\/images\/products\/[a-z0-9-]+\.webp$/);
      expect(product.priceCents).toBeGreaterThan(product.costCents);
    }

    const [campaign] = await db.select().from(campaigns);
    expect(campaign).toMatchObject({ isActive: true, slug: 'oldham-soccer-fall-drive' });
    expect(campaign!.captainId).not.toBeNull();
    expect(campaign!.startDate.getTime()).toBeLessThan(Date.now());
    expect(campaign!.endDate!.getTime()).toBeGreaterThan(Date.now());

    const fundraisers = await db
      .select({
        slug: fundraiserPages.slug,
        isPublic: fundraiserPages.isPublic,
        goal: fundraiserPages.goalAmountCents,
        parent: users.parentUserId,
      })
      .from(campaignParticipants)
      .innerJoin(users, eq(users.id, campaignParticipants.userId))
      .innerJoin(
        fundraiserPages,
        and(eq(fundraiserPages.userId, users.id), eq(fundraiserPages.campaignId, campaignParticipants.campaignId)),
      )
      .where(eq(campaignParticipants.campaignId, campaign!.id));
    expect(fundraisers).toHaveLength(3);
    for (const f of fundraisers) {
      expect(f).toMatchObject({ isPublic: true, parent: campaign!.captainId });
      expect(f.goal).toBeGreaterThan(0);
      expect(f.slug).toMatch(/^[a-z0-9-]{3,50}$/);
    }

    const linked = await db
      .select()
      .from(campaignProducts)
      .where(and(eq(campaignProducts.campaignId, campaign!.id)));
    expect(linked.length).toBeGreaterThanOrEqual(5);

    // Every order's total equals the sum of its lines, to the cent.
    const mismatches = await db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .groupBy(orders.id, orders.totalCents)
      .having(sql`${orders.totalCents} <> sum(${orderItems.unitPriceCents} * ${orderItems.quantity})`);
    expect(mismatches).toEqual([]);
    const allOrders = await db.select().from(orders);
    expect(allOrders.length).toBeGreaterThanOrEqual(5);
    expect(allOrders.some((o) => o.subAccountId !== null)).toBe(true);
    expect(new Set(allOrders.map((o) => o.orderNumber)).size).toBe(allOrders.length);

    // The payment ledger: paid orders carry their entries (several methods, some collected by the fundraiser), one
    // order is partly paid, and collected is the sum of each order's entries.
    const ledger = await db.select().from(orderPayments);
    expect(new Set(ledger.map((entry) => entry.method)).size).toBeGreaterThanOrEqual(4);
    expect(ledger.some((entry) => entry.collectedByUserId !== null)).toBe(true);
    for (const order of allOrders) {
      const entries = ledger.filter((entry) => entry.orderId === order.id);
      expect(order.collectedCents).toBe(entries.reduce((sum, entry) => sum + entry.amountCents, 0));
      expect(order.paymentStatus).toBe(order.collectedCents === order.totalCents ? 'paid' : 'pending');
    }
    expect(allOrders.filter((o) => o.paymentStatus === 'paid').length).toBeGreaterThanOrEqual(4);
    expect(allOrders.filter((o) => o.collectedCents > 0 && o.collectedCents < o.totalCents)).toHaveLength(1);
  });
});
