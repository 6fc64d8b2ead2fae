import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { campaigns, cartItems, carts, fundraiserPages, products, users } from '@/server/db/schema';
import { createProduct, defaultOptionId } from '../support/factories';

/** The database itself refuses bad data, whatever the code above it does. */
describe('database constraints', () => {
  it('keeps e-mail addresses unique regardless of case', async () => {
    const db = await getDb();
    await db.insert(users).values({ email: 'Case@Example.com' });
    await expect(db.insert(users).values({ email: 'case@example.COM' })).rejects.toThrow();
  });

  it('refuses negative prices and costs', async () => {
    const db = await getDb();
    await expect(db.insert(products).values({ name: 'Bad', priceCents: -1 })).rejects.toThrow();
    await expect(db.insert(products).values({ name: 'Bad', priceCents: 100, costCents: -5 })).rejects.toThrow();
  });

  it('refuses cart quantities below 1', async () => {
    const db = await getDb();
    const [user] = await db.insert(users).values({ email: 'cart-owner@example.com' }).returning();
    const [cart] = await db.insert(carts).values({ userId: user!.id }).returning();
    const product = await createProduct();
    const optionId = await defaultOptionId(product.id);
    await expect(
      db.insert(cartItems).values({ cartId: cart!.id, productId: product.id, optionId, quantity: 0 }),
    ).rejects.toThrow();
    await db.insert(cartItems).values({ cartId: cart!.id, productId: product.id, optionId, quantity: 2 });
  });

  it('keeps page addresses well-formed and unique, one page per person and campaign, one without a campaign', async () => {
    const db = await getDb();
    const [a, b] = await db
      .insert(users)
      .values([{ email: 'slug1@example.com' }, { email: 'slug2@example.com' }])
      .returning();
    const [campaign] = await db.insert(campaigns).values({ name: 'Pages', startDate: new Date() }).returning();
    await expect(db.insert(fundraiserPages).values({ userId: a!.id, slug: 'Has Spaces' })).rejects.toThrow();
    await expect(db.insert(fundraiserPages).values({ userId: a!.id, goalAmountCents: 0 })).rejects.toThrow();
    await db.insert(fundraiserPages).values({ userId: a!.id, slug: 'my-page' });
    await expect(db.insert(fundraiserPages).values({ userId: b!.id, slug: 'my-page' })).rejects.toThrow();
    // At most one page before any campaign, and one per campaign.
    await expect(db.insert(fundraiserPages).values({ userId: a!.id })).rejects.toThrow();
    await db.insert(fundraiserPages).values({ userId: a!.id, campaignId: campaign!.id });
    await expect(db.insert(fundraiserPages).values({ userId: a!.id, campaignId: campaign!.id })).rejects.toThrow();
  });

  it('refuses a campaign that ends before it starts', async () => {
    const db = await getDb();
    const start = new Date('2026-05-01T00:00:00Z');
    await expect(
      db.insert(campaigns).values({ name: 'Backwards', startDate: start, endDate: new Date('2026-04-01T00:00:00Z') }),
    ).rejects.toThrow();
    await expect(
      db.insert(campaigns).values({ name: 'Bad slug', slug: 'Bad Slug', startDate: start }),
    ).rejects.toThrow();
  });
});
