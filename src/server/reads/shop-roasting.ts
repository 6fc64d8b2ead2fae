import 'server-only';
import type { ShopRoasting } from '@/lib/contracts/shop-roasting';
import { nextRoastDay } from '@/lib/coffee/roast-days';
import { shopToday } from '@/lib/dates';
import { getDb, type Executor } from '@/server/db';
import { getShopRoastWeekdays } from '@/server/db/queries/shop-settings';

/** The shop's roasting days (issue 28) and the roast day a shop order placed `now` gets. */
export async function readShopRoasting(executor?: Executor, now: Date = new Date()): Promise<ShopRoasting> {
  const roastWeekdays = await getShopRoastWeekdays(executor ?? (await getDb()));
  return { roastWeekdays, nextRoastDay: nextRoastDay(shopToday(now), roastWeekdays) };
}
