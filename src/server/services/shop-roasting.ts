import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { ShopRoasting } from '@/lib/contracts/shop-roasting';
import { nextRoastDay, WEEKDAY_NAMES } from '@/lib/coffee/roast-days';
import { shopToday } from '@/lib/dates';
import type { UpdateShopRoastingInput } from '@/lib/validation/shop-roasting';
import { getDb } from '@/server/db';
import { shopSettings } from '@/server/db/schema';
import { recordAudit, type AuditActor } from './audit';

/*
 * The shop's roasting days (issue 28): the weekdays its own orders (no campaign) are roasted. A shop order placed
 * afterwards takes the first of the new days after the day it is placed; orders already placed keep their day.
 */

const dayNames = (days: readonly number[]) => days.map((day) => WEEKDAY_NAMES[day]!);

/** Replaces the roasting days, with its audit entry, in one transaction (the row locked while it is compared). */
export async function updateShopRoasting({
  actor,
  input,
  now = new Date(),
}: {
  actor: AuditActor;
  input: UpdateShopRoastingInput;
  now?: Date;
}): Promise<ShopRoasting> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ roastWeekdays: shopSettings.roastWeekdays })
      .from(shopSettings)
      .where(eq(shopSettings.id, 1))
      .for('update');
    const before = row?.roastWeekdays ?? [2, 5];
    const after = input.roastWeekdays;
    // Migration 0021 writes the one row; should it be missing, it is written now.
    await tx
      .insert(shopSettings)
      .values({ id: 1, roastWeekdays: after })
      .onConflictDoUpdate({ target: shopSettings.id, set: { roastWeekdays: after, updatedAt: sql`now()` } });
    if (before.join(',') !== after.join(','))
      await recordAudit(tx, actor, {
        action: 'shop.roasting_updated',
        entityType: 'shop',
        entityId: 1,
        entityLabel: 'Shop roasting days',
        changes: { roastWeekdays: { from: dayNames(before), to: dayNames(after) } },
      });
    return { roastWeekdays: after, nextRoastDay: nextRoastDay(shopToday(now), after) };
  });
}
