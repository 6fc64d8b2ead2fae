import 'server-only';
import { and, eq } from 'drizzle-orm';
import { END_BEFORE_START, SLUG_IN_USE } from '@/lib/validation/admin-campaign-fields';
import type { AdminCampaign, CampaignParticipants, CampaignProducts } from '@/lib/contracts/admin-campaigns';
import {
  PARTICIPANT_LIST_DEFAULTS,
  type CampaignChanges,
  type CampaignParticipantInput,
  type CreateCampaignValues,
} from '@/lib/validation/admin-campaigns';
import type { CampaignCapsInput } from '@/lib/validation/campaign-roasting';
import { getDb, type Executor, type Transaction } from '@/server/db';
import { captainEligibility, getCampaignRow, listExistingProductIds } from '@/server/db/queries/admin-campaigns';
import { getUserById } from '@/server/db/queries/users';
import { campaignParticipants, campaignProducts, campaigns, type Campaign, type UserRow } from '@/server/db/schema';
import { ApiError, badRequest, CAMPAIGN_NOT_FOUND, notFound, USER_NOT_FOUND } from '@/server/errors';
import { isUniqueViolation } from '@/server/db/errors';
import { readAdminCampaign, readCampaignParticipants } from '@/server/reads/admin-campaigns';
import type { AuditChanges } from '@/lib/contracts/admin-audit';
import type { AuditAction } from '@/lib/validation/admin-audit';
import { capsText, moveCampaignRoastDate, replaceCampaignCaps } from './campaign-caps';
import { createdFields, diffFields, hasChanges, personName, recordAudit, type AuditActor } from './audit';

/* Admin campaign writes (spec admin.md sections 4, 5 and 7), each one transaction with its audit entry. */

// Routes still import it from here (the contract work rewrites them): the text itself lives in server/errors.ts.
export const CAPTAIN_NOT_A_CAPTAIN = 'The selected captain must be a fundraiser captain.';
export const CAPTAIN_BUSY = 'This captain already manages or participates in another active campaign.';
export const PARTICIPANT_ROLE = 'Only fundraisers and fundraiser captains can take part in a campaign.';

/** The fields a campaign's audit entries compare (dates as ISO text, the goal in cents). */
const CAMPAIGN_FIELDS = [
  'name',
  'slug',
  'description',
  'startDate',
  'endDate',
  'isActive',
  'captainId',
  'goalAmountCents',
  'teamSharePermille',
  'teamShareCentsPerBag',
  'orderDeadline',
  'paymentInstructions',
  'privacyMode',
  'showSellerAmounts',
  'roastDate',
  'beneficiary',
] as const;

function campaignEntry(campaign: Pick<Campaign, 'id' | 'name'>, action: AuditAction, changes: AuditChanges) {
  return { action, entityType: 'campaign' as const, entityId: campaign.id, entityLabel: campaign.name, changes };
}

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

export function createCampaign({
  actor,
  values: { values, caps },
}: {
  actor: AuditActor;
  values: CreateCampaignValues;
}): Promise<AdminCampaign> {
  return withSlugCheck(async () => {
    const db = await getDb();
    return db.transaction(async (tx) => {
      if (values.captainId !== null) await assertCaptainEligible(values.captainId, undefined, tx);
      const [row] = await tx.insert(campaigns).values(values).returning();
      const created = createdFields(row!, CAMPAIGN_FIELDS);
      if (caps.length > 0)
        created.caps = { from: null, to: capsText((await replaceCampaignCaps(tx, row!.id, caps)).after) };
      await recordAudit(tx, actor, campaignEntry(row!, 'campaign.created', created));
      return (await readAdminCampaign({ id: row!.id }, tx))!;
    });
  });
}

/** Applies the changes; 404 for an unknown id. A captain change is checked against the eligibility rule. */
export function updateCampaign({
  actor,
  id,
  changes,
  caps,
}: {
  actor: AuditActor;
  id: number;
  changes: CampaignChanges;
  /** Issue 28: the whole list of batch limits, replacing the saved one; absent leaves them as they are. */
  caps?: CampaignCapsInput;
}): Promise<AdminCampaign> {
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
      let after = current;
      let changed: AuditChanges = {};
      if (Object.keys(changes).length > 0) {
        [after] = (await tx.update(campaigns).set(changes).where(eq(campaigns.id, id)).returning()) as [Campaign];
        changed = diffFields(current, after, CAMPAIGN_FIELDS);
        if (after.roastDate !== current.roastDate) await moveCampaignRoastDate(tx, id, after.roastDate);
      }
      if (caps) {
        const { before, after: saved } = await replaceCampaignCaps(tx, id, caps);
        const [from, to] = [capsText(before), capsText(saved)];
        if (from.join() !== to.join()) changed = { ...changed, caps: { from, to } };
      }
      if (hasChanges(changed)) await recordAudit(tx, actor, campaignEntry(after, 'campaign.updated', changed));
      return (await readAdminCampaign({ id }, tx))!;
    });
  });
}

/**
 * Replaces the campaign's product set in one transaction: every listed product is linked with `isActive`, every
 * other link is removed. An unknown campaign is 404; an unknown product id is 400 and changes nothing. A real change
 * records `campaign.products_updated` (product ids before → after, and isActive when it changed).
 */
export async function setCampaignProducts({
  actor,
  campaignId,
  productIds,
  isActive,
}: {
  actor: AuditActor;
  campaignId: number;
  productIds: number[];
  isActive: boolean;
}): Promise<CampaignProducts> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const campaign = await getCampaignRow({ id: campaignId }, tx);
    if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
    const existing = new Set(await listExistingProductIds({ ids: productIds }, tx));
    const unknown = productIds.filter((id) => !existing.has(id));
    if (unknown.length > 0)
      throw badRequest(`Unknown product ID${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`);
    const sorted = [...productIds].sort((a, b) => a - b);
    const links = await tx.delete(campaignProducts).where(eq(campaignProducts.campaignId, campaignId)).returning();
    if (productIds.length > 0)
      await tx.insert(campaignProducts).values(productIds.map((productId) => ({ campaignId, productId, isActive })));
    // Before: the linked ids, and their isActive when they all shared one (null when mixed or none).
    const flags = new Set(links.map((link) => link.isActive));
    const before = {
      productIds: links.map((link) => link.productId).sort((a, b) => a - b),
      isActive: flags.size === 1 ? [...flags][0] : null,
    };
    const changes = diffFields(before, { productIds: sorted, isActive: sorted.length ? isActive : null }, [
      'productIds',
      'isActive',
    ]);
    if (hasChanges(changes))
      await recordAudit(tx, actor, campaignEntry(campaign, 'campaign.products_updated', changes));
    return { campaignId, productIds: sorted, isActive };
  });
}

type ParticipantChange = CampaignParticipantInput & { actor: AuditActor };

/**
 * Runs one change to a campaign's participants in a transaction, after checking that the campaign and the user
 * exist, records it when `change` says something changed, and answers the campaign's participant lists as they are
 * afterwards. The entry is the campaign's, with `participant: { id, name }` added (from null) or removed (to null).
 */
async function changeParticipants(
  { actor, campaignId, userId }: ParticipantChange,
  action: 'campaign.participant_added' | 'campaign.participant_removed',
  change: (tx: Transaction, user: UserRow) => Promise<boolean>,
): Promise<CampaignParticipants> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const campaign = await getCampaignRow({ id: campaignId }, tx);
    if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
    const user = await getUserById({ id: userId }, tx);
    if (!user) throw notFound(USER_NOT_FOUND);
    if (await change(tx, user)) {
      const participant = { id: user.id, name: personName(user) };
      const changes =
        action === 'campaign.participant_added'
          ? { participant: { from: null, to: participant } }
          : { participant: { from: participant, to: null } };
      await recordAudit(tx, actor, campaignEntry(campaign, action, changes));
    }
    return readCampaignParticipants({ campaignId, ...PARTICIPANT_LIST_DEFAULTS }, tx);
  });
}

/** Adds a fundraiser or captain to a campaign; adding someone already in it changes (and records) nothing. */
export function addCampaignParticipant(input: ParticipantChange): Promise<CampaignParticipants> {
  const { campaignId, userId } = input;
  return changeParticipants(input, 'campaign.participant_added', async (tx, user) => {
    if (user.role === 'admin') throw badRequest(PARTICIPANT_ROLE);
    const added = await tx
      .insert(campaignParticipants)
      .values({ campaignId, userId })
      .onConflictDoNothing()
      .returning();
    return added.length > 0;
  });
}

/** Takes someone out of a campaign; removing someone not in it changes (and records) nothing. */
export function removeCampaignParticipant(input: ParticipantChange): Promise<CampaignParticipants> {
  const { campaignId, userId } = input;
  return changeParticipants(input, 'campaign.participant_removed', async (tx) => {
    const removed = await tx
      .delete(campaignParticipants)
      .where(and(eq(campaignParticipants.campaignId, campaignId), eq(campaignParticipants.userId, userId)))
      .returning();
    return removed.length > 0;
  });
}
