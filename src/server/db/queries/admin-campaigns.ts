import 'server-only';
import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AdminCampaign, CampaignCap, CampaignPerson } from '@/lib/contracts/admin-campaigns';
import type { AdminCampaignsQuery, CampaignSortColumn } from '@/lib/validation/admin-campaigns';
import { getDb, type Executor } from '../index';
import {
  campaignCaps,
  campaignParticipants,
  campaignProducts,
  campaigns,
  products,
  users,
  type Campaign,
} from '../schema';
import { campaignColumns } from './columns';
import { containsPattern, orderByWithTieBreaker, pageOffset, type SortExpressions } from './list-query';

/*
 * Reads behind the admin Campaigns panel (spec admin.md sections 2, 3 and 5); src/server/reads/admin-campaigns.ts
 * turns the rows into the API's JSON. The captain's eligibility rule lives here, in one place, for the form and the
 * writes.
 */

const adminCampaignColumns = {
  ...campaignColumns,
  captainId: campaigns.captainId,
  captainDisplayName: users.displayName,
  goalAmount: campaigns.goalAmountCents,
  teamSharePermille: campaigns.teamSharePermille,
  teamShareCentsPerBag: campaigns.teamShareCentsPerBag,
  orderDeadline: campaigns.orderDeadline,
  paymentInstructions: campaigns.paymentInstructions,
  privacyMode: campaigns.privacyMode,
  showSellerAmounts: campaigns.showSellerAmounts,
  roastDate: campaigns.roastDate,
  beneficiary: campaigns.beneficiary,
};

type CampaignRow = Omit<
  AdminCampaign,
  'startDate' | 'endDate' | 'participantCount' | 'teamSharePercent' | 'orderDeadline' | 'caps'
> & {
  startDate: Date;
  endDate: Date | null;
  orderDeadline: Date | null;
  teamSharePermille: number | null;
};

/** A campaign with its captain's name, participant count and batch limits (the Campaigns table's row). */
export type AdminCampaignRow = CampaignRow & { participantCount: number; caps: CampaignCap[] };

/** Participants per campaign, for a page of campaigns in one grouped query. */
async function participantCounts(campaignIds: number[], executor: Executor): Promise<Map<number, number>> {
  if (campaignIds.length === 0) return new Map();
  const rows = await executor
    .select({ campaignId: campaignParticipants.campaignId, count: count() })
    .from(campaignParticipants)
    .where(inArray(campaignParticipants.campaignId, campaignIds))
    .groupBy(campaignParticipants.campaignId);
  return new Map(rows.map((row) => [row.campaignId, row.count]));
}

/** Batch limits per campaign (issue 28), for a page of campaigns in one query, by product id. */
async function capsOf(campaignIds: number[], executor: Executor): Promise<Map<number, CampaignCap[]>> {
  const byCampaign = new Map<number, CampaignCap[]>();
  if (campaignIds.length === 0) return byCampaign;
  const rows = await executor
    .select()
    .from(campaignCaps)
    .where(inArray(campaignCaps.campaignId, campaignIds))
    .orderBy(asc(campaignCaps.campaignId), asc(campaignCaps.productId));
  for (const { campaignId, ...cap } of rows) byCampaign.set(campaignId, [...(byCampaign.get(campaignId) ?? []), cap]);
  return byCampaign;
}

async function withParticipantCounts(rows: CampaignRow[], executor: Executor): Promise<AdminCampaignRow[]> {
  const ids = rows.map((row) => row.id);
  const [counts, caps] = await Promise.all([participantCounts(ids, executor), capsOf(ids, executor)]);
  return rows.map((row) => ({ ...row, participantCount: counts.get(row.id) ?? 0, caps: caps.get(row.id) ?? [] }));
}

/**
 * The WHERE of the Campaigns list: `search` in the name, the URL slug or the captain's names (ignoring case, LIKE
 * wildcards taken literally), `status` by the Active switch. Campaigns are few (one per team and season), so a
 * plain ILIKE over the joined captain is enough: no search_text column as on orders and users.
 */
function adminCampaignFilters({ search, status }: Pick<AdminCampaignsQuery, 'search' | 'status'>): SQL | undefined {
  const pattern = containsPattern(search);
  const matches = pattern
    ? or(
        ilike(campaigns.name, pattern),
        ilike(campaigns.slug, pattern),
        ilike(users.displayName, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      )
    : undefined;
  return and(matches, status ? eq(campaigns.isActive, status === 'active') : undefined);
}

/**
 * One page of campaigns, newest first by default, with the captain's name and participant count (the Campaigns
 * table), and how many campaigns there are. Only a sort by participants counts every campaign's participants.
 */
export async function listAdminCampaigns(
  { page, pageSize, sort, ...filters }: AdminCampaignsQuery,
  db?: Executor,
): Promise<{ rows: AdminCampaignRow[]; total: number }> {
  const executor = db ?? (await getDb());
  const counted = executor
    .select({ campaignId: campaignParticipants.campaignId, participants: count().as('participants') })
    .from(campaignParticipants)
    .groupBy(campaignParticipants.campaignId)
    .as('counted');
  const bySort: Record<CampaignSortColumn, SortExpressions> = {
    createdAt: [campaigns.createdAt],
    name: [campaigns.name],
    status: [campaigns.isActive],
    startDate: [campaigns.startDate],
    endDate: [campaigns.endDate],
    participantCount: [sql`coalesce(${counted.participants}, 0)`],
  };
  const where = adminCampaignFilters(filters);
  const base = executor.select(adminCampaignColumns).from(campaigns).leftJoin(users, eq(users.id, campaigns.captainId));
  const pageQuery = (
    sort.column === 'participantCount' ? base.leftJoin(counted, eq(counted.campaignId, campaigns.id)) : base
  )
    .where(where)
    .orderBy(...orderByWithTieBreaker(bySort[sort.column], sort.direction, campaigns.id))
    .limit(pageSize)
    .offset(pageOffset({ page, pageSize }));
  const totalQuery = where
    ? executor.select({ n: count() }).from(campaigns).leftJoin(users, eq(users.id, campaigns.captainId)).where(where)
    : executor.select({ n: count() }).from(campaigns);
  const [rows, [total]] = await Promise.all([pageQuery, totalQuery]);
  return { rows: await withParticipantCounts(rows, executor), total: total!.n };
}

/** One campaign in the list's shape, or null. */
export async function getAdminCampaign({ id }: { id: number }, db?: Executor): Promise<AdminCampaignRow | null> {
  const executor = db ?? (await getDb());
  const rows = await executor
    .select(adminCampaignColumns)
    .from(campaigns)
    .leftJoin(users, eq(users.id, campaigns.captainId))
    .where(eq(campaigns.id, id));
  const [campaign] = await withParticipantCounts(rows, executor);
  return campaign ?? null;
}

/** The campaign row itself (for writes), or null. */
export async function getCampaignRow({ id }: { id: number }, db?: Executor): Promise<Campaign | null> {
  const executor = db ?? (await getDb());
  const [campaign] = await executor.select().from(campaigns).where(eq(campaigns.id, id));
  return campaign ?? null;
}

/** The products a campaign sells (its active links), by id. */
export async function listCampaignProductIds({ campaignId }: { campaignId: number }, db?: Executor): Promise<number[]> {
  const executor = db ?? (await getDb());
  const rows = await executor
    .select({ id: campaignProducts.productId })
    .from(campaignProducts)
    .where(and(eq(campaignProducts.campaignId, campaignId), eq(campaignProducts.isActive, true)))
    .orderBy(asc(campaignProducts.productId));
  return rows.map((row) => row.id);
}

/** Which of these product ids exist (in any state). */
export async function listExistingProductIds({ ids }: { ids: number[] }, db?: Executor): Promise<number[]> {
  if (ids.length === 0) return [];
  const executor = db ?? (await getDb());
  const rows = await executor.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  return rows.map((row) => row.id);
}

/**
 * Captains that are busy elsewhere (spec section 5): they captain another active campaign or take part in one.
 * "Another" is any active campaign other than `campaignId` (the one being edited, if any).
 */
async function busyCaptainIds({ campaignId }: { campaignId?: number }, db: Executor): Promise<Set<number>> {
  const otherActive =
    campaignId === undefined
      ? eq(campaigns.isActive, true)
      : and(eq(campaigns.isActive, true), ne(campaigns.id, campaignId));
  const [captaining, participating] = await Promise.all([
    db.select({ id: campaigns.captainId }).from(campaigns).where(otherActive),
    db
      .select({ id: campaignParticipants.userId })
      .from(campaignParticipants)
      .innerJoin(campaigns, eq(campaigns.id, campaignParticipants.campaignId))
      .where(otherActive),
  ]);
  return new Set([...captaining, ...participating].map((row) => row.id).filter((id): id is number => id !== null));
}

/**
 * The captain select's options: every fundraiser captain who is free, plus the campaign's current captain when
 * editing; and how many captains exist and were left out, for the form's help texts.
 */
export async function listEligibleCaptains(
  { campaignId, currentCaptainId }: { campaignId?: number; currentCaptainId?: number | null },
  db?: Executor,
): Promise<{ captains: CampaignPerson[]; totalCaptains: number; filteredCaptains: number }> {
  const executor = db ?? (await getDb());
  const [all, busy] = await Promise.all([
    executor
      .select({ id: users.id, displayName: users.displayName, email: users.email })
      .from(users)
      .where(eq(users.role, 'fundraiser_captain'))
      .orderBy(asc(users.displayName), asc(users.id)),
    busyCaptainIds({ campaignId }, executor),
  ]);
  const captains = all.filter((captain) => captain.id === currentCaptainId || !busy.has(captain.id));
  return { captains, totalCaptains: all.length, filteredCaptains: all.length - captains.length };
}

/** Whether the user is a fundraiser captain who may captain this campaign (null campaignId: a new one). */
export async function captainEligibility(
  { captainId, campaignId }: { captainId: number; campaignId?: number },
  db?: Executor,
): Promise<'eligible' | 'not_captain' | 'busy'> {
  const executor = db ?? (await getDb());
  const [user] = await executor.select({ role: users.role }).from(users).where(eq(users.id, captainId));
  if (!user || user.role !== 'fundraiser_captain') return 'not_captain';
  const busy = await busyCaptainIds({ campaignId }, executor);
  return busy.has(captainId) ? 'busy' : 'eligible';
}

/** A user's role, or null when there is no such user. */
export async function getUserRole({ id }: { id: number }, db?: Executor) {
  const executor = db ?? (await getDb());
  const [user] = await executor.select({ role: users.role }).from(users).where(eq(users.id, id));
  return user?.role ?? null;
}
