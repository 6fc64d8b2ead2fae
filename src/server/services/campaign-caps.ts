import 'server-only';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { CampaignCap } from '@/lib/contracts/admin-campaigns';
import type { CampaignCapsInput } from '@/lib/validation/campaign-roasting';
import type { Transaction } from '@/server/db';
import { campaignCaps, orders, products } from '@/server/db/schema';
import { badRequest } from '@/server/errors';

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
