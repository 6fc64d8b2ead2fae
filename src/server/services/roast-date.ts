import 'server-only';
import { nextRoastDay } from '@/lib/coffee/roast-days';
import { shopToday } from '@/lib/dates';
import type { Executor } from '@/server/db';
import { getShopRoastWeekdays } from '@/server/db/queries/shop-settings';

/**
 * The roast day of a new order (issue 28): a campaign order takes its campaign's roast day (null while the campaign
 * has none); a shop order the first of the shop's roasting days after today (shop time).
 */
export async function roastDateOfNewOrder(
  executor: Executor,
  campaign: { roastDate: string | null } | null,
  now: Date = new Date(),
): Promise<string | null> {
  if (campaign) return campaign.roastDate;
  return nextRoastDay(shopToday(now), await getShopRoastWeekdays(executor));
}
