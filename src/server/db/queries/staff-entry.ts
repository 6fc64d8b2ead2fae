import 'server-only';
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../index';
import { campaignParticipants, campaigns, guardians, paperEnvelopes, users } from '../schema';
import { campaignsManagedBy, type CampaignManager } from './campaign-access';

/*
 * Issue 29: who may type in orders for a seller. Ownership is inside the query: a seller is found only when they take
 * part in the campaign and the caller manages it (staff, its captain) or, for paper forms, is the seller or one of
 * their guardians. Anyone else finds nothing and gets the same 404 as for an unknown seller.
 */

const sellerColumns = {
  id: users.id,
  name: sql<string>`coalesce(nullif(trim(${users.displayName}), ''), trim(${users.firstName} || ' ' || ${users.lastName}))`,
  campaignName: campaigns.name,
};

/** A campaign's participants as sellers, filtered by `where` (always within the campaign). */
const campaignSellers = (executor: Executor, campaignId: number, where: SQL | undefined) =>
  executor
    .select(sellerColumns)
    .from(campaignParticipants)
    .innerJoin(users, eq(users.id, campaignParticipants.userId))
    .innerJoin(campaigns, eq(campaigns.id, campaignParticipants.campaignId))
    .where(and(eq(campaignParticipants.campaignId, campaignId), where));

/** Who may type in paper orders for a seller: who manages the campaign, the seller, or one of their guardians. */
const mayEnterPaperFor = (caller: CampaignManager) =>
  or(
    campaignsManagedBy(caller) ?? sql`true`,
    eq(users.id, caller.userId),
    sql`exists (select 1 from ${guardians} where ${guardians.childUserId} = ${users.id} and ${guardians.guardianUserId} = ${caller.userId})`,
  );

/** The seller an envelope of paper orders is credited to, if the caller may enter it; null otherwise. */
export async function getPaperSeller(
  executor: Executor,
  { campaignId, sellerId, caller }: { campaignId: number; sellerId: number; caller: CampaignManager },
) {
  const [seller] = await campaignSellers(
    executor,
    campaignId,
    and(eq(campaignParticipants.userId, sellerId), mayEnterPaperFor(caller)),
  );
  return seller ?? null;
}

/** The sellers on a booth shift, if the caller manages the campaign; those found (compare with those asked for). */
export async function getBoothSellers(
  executor: Executor,
  { campaignId, sellerIds, manager }: { campaignId: number; sellerIds: number[]; manager: CampaignManager },
) {
  if (sellerIds.length === 0) return [];
  return campaignSellers(
    executor,
    campaignId,
    and(inArray(campaignParticipants.userId, sellerIds), campaignsManagedBy(manager)),
  );
}

/**
 * The sellers of a campaign whose paper orders the caller may type in (the paper entry screen's seller list), by
 * name: every participant for staff and the campaign's captain, else the caller and their children who take part.
 * Empty for anyone else, so their page is a 404.
 */
export async function listPaperSellers(
  executor: Executor,
  { campaignId, caller }: { campaignId: number; caller: CampaignManager },
) {
  return campaignSellers(executor, campaignId, mayEnterPaperFor(caller)).orderBy(sellerColumns.name, users.id);
}

/**
 * The envelopes typed in for these sellers of a campaign, newest first, with what they held against their rows: the
 * organisers' "oops list" shows the ones whose money did not match. The caller passes only sellers they may see
 * (listPaperSellers), so a family sees its own envelopes and a captain all of the campaign's.
 */
export async function listPaperEnvelopes(
  executor: Executor,
  { campaignId, sellerIds, limit = 50 }: { campaignId: number; sellerIds: number[]; limit?: number },
) {
  if (sellerIds.length === 0) return [];
  return executor
    .select({
      id: paperEnvelopes.id,
      createdAt: paperEnvelopes.createdAt,
      sellerName: sellerColumns.name,
      cashCents: paperEnvelopes.cashCents,
      checkCents: paperEnvelopes.checkCents,
      rowsCashCents: paperEnvelopes.rowsCashCents,
      rowsCheckCents: paperEnvelopes.rowsCheckCents,
      differenceCents: paperEnvelopes.differenceCents,
      orders: sql<number>`cardinality(${paperEnvelopes.orderIds})`,
      enteredByName: paperEnvelopes.enteredByName,
    })
    .from(paperEnvelopes)
    .innerJoin(users, eq(users.id, paperEnvelopes.subAccountId))
    .where(and(eq(paperEnvelopes.campaignId, campaignId), inArray(paperEnvelopes.subAccountId, sellerIds)))
    .orderBy(desc(paperEnvelopes.createdAt), desc(paperEnvelopes.id))
    .limit(limit);
}
