import 'server-only';
import { and, asc, desc, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AdminCampaign, CampaignPerson } from '@/lib/validation/admin-campaigns';
import { getDb, type Executor } from '../index';
import { campaignParticipants, campaignProducts, campaigns, products, users, type Campaign } from '../schema';
import { campaignColumns } from './columns';

/*
 * Reads behind the admin Campaigns panel (spec admin.md sections 2, 3 and 5). Dates leave as ISO text and the
 * goal as integer cents; the captain's eligibility rule lives here, in one place, for the form and the writes.
 */

const participantCount = sql<number>`(select count(*)::int from ${campaignParticipants} where ${campaignParticipants.campaignId} = ${campaigns.id})`;

const adminCampaignColumns = {
  ...campaignColumns,
  captainId: campaigns.captainId,
  captainDisplayName: users.displayName,
  participantCount,
  goalAmount: campaigns.goalAmountCents,
};

type CampaignRow = Omit<AdminCampaign, 'startDate' | 'endDate'> & { startDate: Date; endDate: Date | null };

const toJson = (row: CampaignRow): AdminCampaign => ({
  ...row,
  startDate: row.startDate.toISOString(),
  endDate: row.endDate ? row.endDate.toISOString() : null,
  participantCount: Number(row.participantCount),
});

async function selectCampaigns(where: SQL | undefined, db?: Executor): Promise<AdminCampaign[]> {
  const executor = db ?? (await getDb());
  const rows = await executor
    .select(adminCampaignColumns)
    .from(campaigns)
    .leftJoin(users, eq(users.id, campaigns.captainId))
    .where(where)
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
  return rows.map(toJson);
}

/** Every campaign, newest first, with its captain's name and participant count (the Campaigns table). */
export function listAdminCampaigns(): Promise<AdminCampaign[]> {
  return selectCampaigns(undefined);
}

/** One campaign in the list's shape, or null. */
export async function getAdminCampaign({ id }: { id: number }, db?: Executor): Promise<AdminCampaign | null> {
  const [campaign] = await selectCampaigns(eq(campaigns.id, id), db);
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

/** A campaign's participants, and the fundraisers and captains who could still join it. */
export async function getCampaignParticipants({ campaignId }: { campaignId: number }, db?: Executor) {
  const executor = db ?? (await getDb());
  const person = { id: users.id, displayName: users.displayName, email: users.email };
  const participants: CampaignPerson[] = await executor
    .select(person)
    .from(campaignParticipants)
    .innerJoin(users, eq(users.id, campaignParticipants.userId))
    .where(eq(campaignParticipants.campaignId, campaignId))
    .orderBy(asc(users.displayName), asc(users.id));
  const taken = participants.map((p) => p.id);
  const availableUsers: CampaignPerson[] = await executor
    .select(person)
    .from(users)
    .where(
      and(
        inArray(users.role, ['sub_account', 'fundraiser_captain']),
        taken.length ? notInArray(users.id, taken) : undefined,
      ),
    )
    .orderBy(asc(users.displayName), asc(users.id));
  return { participants, availableUsers };
}

/** A user's role, or null when there is no such user. */
export async function getUserRole({ id }: { id: number }, db?: Executor) {
  const executor = db ?? (await getDb());
  const [user] = await executor.select({ role: users.role }).from(users).where(eq(users.id, id));
  return user?.role ?? null;
}
