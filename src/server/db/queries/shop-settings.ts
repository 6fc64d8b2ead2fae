import 'server-only';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/server/db';
import { shopSettings } from '@/server/db/schema';

/** The weekdays the shop roasts (0 = Sunday … 6 = Saturday); migration 0021 writes the one row. */
export async function getShopRoastWeekdays(executor: Executor): Promise<number[]> {
  const [row] = await executor
    .select({ roastWeekdays: shopSettings.roastWeekdays })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return row?.roastWeekdays ?? [2, 5];
}
