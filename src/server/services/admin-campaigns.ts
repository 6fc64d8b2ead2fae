import 'server-only';
import { and, eq } from 'drizzle-orm';
import { END_BEFORE_START, SLUG_IN_USE } from '@/lib/validation/admin-campaign-fields';
import {
  PARTICIPANT_LIST_DEFAULTS,
  type AdminCampaign,
  type CampaignChanges,
  type CampaignParticipantInput,
  type CampaignParticipants,
  type CreateCampaignValues,
} from '@/lib/validation/admin-campaigns';
import { getDb, type Executor, type Transaction } from '@/server/db';
import {
  captainEligibility,
  getAdminCampaign,
  getCampaignRow,
  getUserRole,
  listExistingProductIds,
} from '@/server/db/queries/admin-campaigns';
import { getCampaignParticipants } from '@/server/db/queries/admin-participants';
import { campaignParticipants, campaignProducts, campaigns, type UserRole } from '@/server/db/schema';
import { ApiError, badRequest, notFound } from '@/server/errors';
import { isUniqueViolation } from '@/server/db/errors';

/* Admin campaign writes (spec admin.md sections 4, 5 and 7), each one transaction. */

export const CAMPAIGN_NOT_FOUND = 'Campaign not found.';
export const USER_NOT_FOUND = 'User not found.';
export const CAPTAIN_NOT_A_CAPTAIN = 'The selected captain must be a fundraiser captain.';
export const CAPTAIN_BUSY = 'This captain already manages or participates in another active campaign.';
export const PARTICIPANT_ROLE = 'Only fundraisers and fundraiser captains can take part in a campaign.';

async function assertCaptainEligible(captainId: number, campaignId: number | undefined, tx: Executor) {
  const verdict = await captainEligibility({ captainId, campaignId }, tx);
  if (verdict === 'not_captain') throw badRequest(CAPTAIN_NOT_A_CAPTAIN);
  if (verdict === 'busy') throw new ApiError('conflict', CAPTAIN_BUSY);
}

/** Runs a campaign write, turning a taken slug into 409 'This URL slug is already in use.' */
async function withSlugCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('conflict', SLUG_IN_USE);
    throw error;
  }
}

export function createCampaign(values: CreateCampaignValues): Promise<AdminCampaign> {
  return withSlugCheck(async () => {
    const db = await getDb();
    return db.transaction(async (tx) => {
      if (values.captainId !== null) await assertCaptainEligible(values.captainId, undefined, tx);
      const [row] = await tx.insert(campaigns).values(values).returning({ id: campaigns.id });
      return (await getAdminCampaign({ id: row!.id }, tx))!;
    });
  });
}

/** Applies the changes; 404 for an unknown id. A captain change is checked against the eligibility rule. */
export function updateCampaign({ id, changes }: { id: number; changes: CampaignChanges }): Promise<AdminCampaign> {
  return withSlugCheck(async () => {
    const db = await getDb();
    return db.transaction(async (tx) => {
      const current = await getCampaignRow({ id }, tx);
      if (!current) throw notFound(CAMPAIGN_NOT_FOUND);
      const start = changes.startDate ?? current.startDate;
      const end = changes.endDate ?? current.endDate;
      if (end && end.getTime() <= start.getTime()) throw badRequest(END_BEFORE_START);
      if (changes.captainId != null && changes.captainId !== current.captainId)
        await assertCaptainEligible(changes.captainId, id, tx);
      if (Object.keys(changes).length > 0) await tx.update(campaigns).set(changes).where(eq(campaigns.id, id));
      return (await getAdminCampaign({ id }, tx))!;
    });
  });
}

/**
 * Replaces the campaign's product set in one transaction: every listed product is linked with `isActive`, every
 * other link is removed. An unknown campaign is 404; an unknown product id is 400 and changes nothing.
 */
export async function setCampaignProducts({
  campaignId,
  productIds,
  isActive,
}: {
  campaignId: number;
  productIds: number[];
  isActive: boolean;
}) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (!(await getCampaignRow({ id: campaignId }, tx))) throw notFound(CAMPAIGN_NOT_FOUND);
    const existing = new Set(await listExistingProductIds({ ids: productIds }, tx));
    const unknown = productIds.filter((id) => !existing.has(id));
    if (unknown.length > 0)
      throw badRequest(`Unknown product ID${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`);
    await tx.delete(campaignProducts).where(eq(campaignProducts.campaignId, campaignId));
    if (productIds.length > 0)
      await tx.insert(campaignProducts).values(productIds.map((productId) => ({ campaignId, productId, isActive })));
    return { campaignId, productIds: [...productIds].sort((a, b) => a - b), isActive };
  });
}

/**
 * Runs one change to a campaign's participants in a transaction, after checking that the campaign and the user
 * exist, and answers the campaign's participant lists as they are afterwards.
 */
async function changeParticipants(
  { campaignId, userId }: CampaignParticipantInput,
  change: (tx: Transaction, role: UserRole) => Promise<void>,
): Promise<CampaignParticipants> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (!(await getCampaignRow({ id: campaignId }, tx))) throw notFound(CAMPAIGN_NOT_FOUND);
    const role = await getUserRole({ id: userId }, tx);
    if (!role) throw notFound(USER_NOT_FOUND);
    await change(tx, role);
    return getCampaignParticipants({ campaignId, ...PARTICIPANT_LIST_DEFAULTS }, tx);
  });
}

/** Adds a fundraiser or captain to a campaign; adding someone already in it changes nothing. */
export function addCampaignParticipant({
  campaignId,
  userId,
}: CampaignParticipantInput): Promise<CampaignParticipants> {
  return changeParticipants({ campaignId, userId }, async (tx, role) => {
    if (role === 'admin') throw badRequest(PARTICIPANT_ROLE);
    await tx.insert(campaignParticipants).values({ campaignId, userId }).onConflictDoNothing();
  });
}

/** Takes someone out of a campaign; removing someone not in it changes nothing. */
export function removeCampaignParticipant({
  campaignId,
  userId,
}: CampaignParticipantInput): Promise<CampaignParticipants> {
  return changeParticipants({ campaignId, userId }, async (tx) => {
    await tx
      .delete(campaignParticipants)
      .where(and(eq(campaignParticipants.campaignId, campaignId), eq(campaignParticipants.userId, userId)));
  });
}
