import 'server-only';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { CampaignCap } from '@/lib/contracts/admin-campaigns';
import type { CampaignCapsInput } from '@/lib/validation/campaign-roasting';
import { getDb, type Executor, type Transaction } from '@/server/db';
import { getCampaignRow } from '@/server/db/queries/admin-campaigns';
import { campaignCaps, orders, products } from '@/server/db/schema';
import { badRequest, CAMPAIGN_NOT_FOUND, notFound, PRODUCT_NOT_FOUND } from '@/server/errors';
import { recordAudit, type AuditActor } from './audit';

/**
 * Replaces a campaign's batch limits with the list given (issue 28); an unknown coffee is 400 and changes nothing.
 * Answers the caps before and after, for the campaign's audit entry.
 */
export async function replaceCampaignCaps(
  tx: Transaction,
  campaignId: number,
  caps: CampaignCapsInput,
): Promise<{ before: CampaignCap[]; after: CampaignCap[] }> {
  const ids = caps.map((cap) => cap.productId);
  if (ids.length > 0) {
    const known = new Set(
      (await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids))).map((row) => row.id),
    );
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) throw badRequest(`Unknown product ID in caps: ${unknown.join(', ')}.`);
  }
  const removed = await tx.delete(campaignCaps).where(eq(campaignCaps.campaignId, campaignId)).returning();
  if (caps.length > 0) await tx.insert(campaignCaps).values(caps.map((cap) => ({ campaignId, ...cap })));
  const byProduct = (a: CampaignCap, b: CampaignCap) => a.productId - b.productId;
  return {
    before: removed
      .map((cap) => ({ productId: cap.productId, maxBags: cap.maxBags, maxGrams: cap.maxGrams }))
      .sort(byProduct),
    after: [...caps].sort(byProduct),
  };
}

/**
 * A campaign's roast day moved: its orders not handed out yet move with it (handed-out bags were roasted already).
 */
export async function moveCampaignRoastDate(tx: Transaction, campaignId: number, roastDate: string | null) {
  await tx
    .update(orders)
    .set({ roastDate })
    .where(and(eq(orders.campaignId, campaignId), ne(orders.orderStatus, 'delivered')));
}

/** How the audit trail names batch limits: "#3: 40 bags, 15000 g" per coffee. */
export function capsText(caps: CampaignCap[]): string[] {
  return caps.map((cap) => {
    const limits = [
      cap.maxBags === null ? null : `${cap.maxBags} bags`,
      cap.maxGrams === null ? null : `${cap.maxGrams} g`,
    ];
    return `#${cap.productId}: ${limits.filter(Boolean).join(', ')}`;
  });
}

/** A campaign's caps, ascending product id. */
async function listCaps(executor: Executor, campaignId: number): Promise<CampaignCap[]> {
  return executor
    .select({ productId: campaignCaps.productId, maxBags: campaignCaps.maxBags, maxGrams: campaignCaps.maxGrams })
    .from(campaignCaps)
    .where(eq(campaignCaps.campaignId, campaignId))
    .orderBy(asc(campaignCaps.productId));
}

/**
 * Sets one campaign's cap on one coffee (the product dialog), or removes it when neither limit is given; one
 * transaction, audited as the campaign update's caps are ('Batch limits', the whole list before and after). An unknown
 * campaign or coffee is 404. Answers the campaign's caps afterwards.
 */
export async function setCampaignCap({
  actor,
  campaignId,
  productId,
  maxBags,
  maxGrams,
}: CampaignCap & { actor: AuditActor; campaignId: number }): Promise<CampaignCap[]> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const campaign = await getCampaignRow({ id: campaignId }, tx);
    if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const before = await listCaps(tx, campaignId);
    const thisCap = and(eq(campaignCaps.campaignId, campaignId), eq(campaignCaps.productId, productId));
    if (maxBags === null && maxGrams === null) await tx.delete(campaignCaps).where(thisCap);
    else
      await tx
        .insert(campaignCaps)
        .values({ campaignId, productId, maxBags, maxGrams })
        .onConflictDoUpdate({ target: [campaignCaps.campaignId, campaignCaps.productId], set: { maxBags, maxGrams } });
    const after = await listCaps(tx, campaignId);
    const [from, to] = [capsText(before), capsText(after)];
    if (from.join() !== to.join())
      await recordAudit(tx, actor, {
        action: 'campaign.updated',
        entityType: 'campaign',
        entityId: campaign.id,
        entityLabel: campaign.name,
        changes: { caps: { from, to } },
      });
    return after;
  });
}
