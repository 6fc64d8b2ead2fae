import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { weekdayOf } from '@/lib/coffee/roast-days';
import { getDb } from '@/server/db';
import { campaigns, orders } from '@/server/db/schema';
import { seedDemoData } from '@/server/startup/seed/seed-demo';

describe('the demo seed’s roast days', () => {
  // The seed hashes a password and writes a few hundred rows: slow on a busy two-core machine.
  it(
    'roasts the demo campaign the day after its orders close; its open orders carry that day, the rest a shop day',
    { timeout: 120_000 },
    async () => {
      const db = await getDb();
      // Monday Nov 2, 2026, 10 AM in Louisville: orders close Nov 23, the campaign is roasted Nov 24.
      await seedDemoData(db, new Date('2026-11-02T15:00:00Z'));
      const [campaign] = await db.select().from(campaigns).where(eq(campaigns.slug, 'oldham-soccer-fall-drive'));
      expect(campaign!.roastDate).toBe('2026-11-24');

      const seeded = await db.select().from(orders);
      expect(seeded.length).toBeGreaterThan(0);
      for (const order of seeded) {
        expect(order.roastDate).not.toBeNull();
        if (order.campaignId === campaign!.id && order.orderStatus !== 'delivered')
          expect(order.roastDate).toBe('2026-11-24');
        else expect([2, 5]).toContain(weekdayOf(order.roastDate!));
      }
      expect(seeded.some((order) => order.roastDate === '2026-11-24')).toBe(true);
    },
  );
});
