import 'server-only';
import { and, asc, count, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { CampaignPlanJson, ManagedPickupOption, PickupOptionJson } from '@/lib/plan/plan-types';
import { getDb, type Executor } from '@/server/db';
import { campaigns, orders, pickupOptions, type Campaign, type PickupOptionRow } from '@/server/db/schema';

/*
 * Pickup options and the campaign plan as every reader needs them (issue 25): the public lists (checkout, campaign
 * and fundraiser pages, cached in src/server/cache/public-reads.ts), the managed lists (staff, captains) and the
 * plan fields a campaign answers with. Capacity counts the option's orders that are not cancelled.
 */

const heldBy = (optionIds: number[]) =>
  and(inArray(orders.pickupOptionId, optionIds), ne(orders.orderStatus, 'cancelled'));

/** How many non-cancelled orders chose each option. */
export async function countOrdersByOption(optionIds: number[], executor?: Executor): Promise<Map<number, number>> {
  if (optionIds.length === 0) return new Map();
  const db = executor ?? (await getDb());
  const rows = await db
    .select({ optionId: orders.pickupOptionId, orders: count() })
    .from(orders)
    .where(heldBy(optionIds))
    .groupBy(orders.pickupOptionId);
  return new Map(rows.map((row) => [row.optionId!, row.orders]));
}

export function pickupOptionJson(row: PickupOptionRow, taken: number): PickupOptionJson {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    address: row.address,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    remaining: row.capacity === null ? null : Math.max(0, row.capacity - taken),
  };
}

export function managedPickupOptionJson(row: PickupOptionRow, taken: number): ManagedPickupOption {
  return {
    ...pickupOptionJson(row, taken),
    campaignId: row.campaignId,
    capacity: row.capacity,
    orderCount: taken,
    readyAt: row.readyAt?.toISOString() ?? null,
  };
}

const ofCampaign = (campaignId: number | null) =>
  campaignId === null ? isNull(pickupOptions.campaignId) : eq(pickupOptions.campaignId, campaignId);

/** Every option of a campaign (null: the shop's own), earliest first, with its order count: for staff and captains. */
export async function listManagedPickupOptions(campaignId: number | null, executor?: Executor) {
  const db = executor ?? (await getDb());
  const rows = await db
    .select()
    .from(pickupOptions)
    .where(ofCampaign(campaignId))
    .orderBy(asc(pickupOptions.startsAt), asc(pickupOptions.id));
  const taken = await countOrdersByOption(
    rows.map((row) => row.id),
    db,
  );
  return rows.map((row) => managedPickupOptionJson(row, taken.get(row.id) ?? 0));
}

/** The options a buyer may choose now: those whose window has not ended, earliest first (full ones included). */
export async function listOpenPickupOptions(campaignId: number | null, executor?: Executor) {
  const db = executor ?? (await getDb());
  const rows = await db
    .select()
    .from(pickupOptions)
    .where(and(ofCampaign(campaignId), gt(pickupOptions.endsAt, sql`now()`)))
    .orderBy(asc(pickupOptions.startsAt), asc(pickupOptions.id));
  const taken = await countOrdersByOption(
    rows.map((row) => row.id),
    db,
  );
  return rows.map((row) => pickupOptionJson(row, taken.get(row.id) ?? 0));
}

/** A campaign's options by its public slug (an unknown or inactive campaign has none). */
export async function listCampaignPickupOptionsBySlug(slug: string): Promise<PickupOptionJson[]> {
  const db = await getDb();
  const [campaign] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.slug, slug), eq(campaigns.isActive, true)));
  return campaign ? listOpenPickupOptions(campaign.id, db) : [];
}

/** The plan fields a campaign answers with (leaderboard, fundraiser details, admin campaign), its roast day too. */
export const campaignPlanJson = (
  campaign: Pick<Campaign, 'orderDeadline' | 'paymentInstructions'> & { roastDate?: string | null },
): CampaignPlanJson => ({
  orderDeadline: campaign.orderDeadline?.toISOString() ?? null,
  paymentInstructions: campaign.paymentInstructions ?? null,
  roastDate: campaign.roastDate ?? null,
});
