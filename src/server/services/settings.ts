import 'server-only';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { FundraiserSettingsJson } from '@/lib/contracts/account';
import type { updateSettingsSchema } from '@/lib/validation/settings';
import { getDb, type Transaction } from '@/server/db';
import { fundraiserPages, landingPageSlugHistory, users } from '@/server/db/schema';
import { forgetFundraiserAddressLookups } from '@/server/db/queries/fundraiser-addresses';
import { ApiError } from '@/server/errors';
import { isUniqueViolation } from '@/server/db/errors';
import { findSettingsPage, fundraiserSettingsColumns } from '@/server/reads/account';

export const SLUG_TAKEN = 'This page URL is already taken. Please choose another.';

/** A transaction-scoped lock per page address: a rename and a claim of the same address run one after the other. */
async function lockAddresses(tx: Transaction, slugs: string[]) {
  for (const slug of [...new Set(slugs)].sort()) {
    const id = createHash('sha256').update(`page-address\n${slug}`).digest().readBigInt64BE(0);
    await tx.execute(sql`select pg_advisory_xact_lock(${id.toString()}::bigint)`);
  }
}

/**
 * Saves fundraiser settings on one page (issue 27: the page `findSettingsPage` picks, or the page of `campaignId`,
 * 404 when the person has none there; a person with no page gets a campaign-less one). A page URL another page
 * already uses is refused (409), whatever the race. A changed address keeps the old one in
 * landing_page_slug_history (it then redirects to this page), and the new one leaves the history of whichever page had
 * it before (this page's own earlier address, or another's: it stops redirecting), in the same transaction and under
 * a lock per address (docs/decisions/page-address-history.md).
 */
export async function updateFundraiserSettings(
  userId: number,
  input: z.output<typeof updateSettingsSchema>,
  { campaignId }: { campaignId?: number } = {},
): Promise<FundraiserSettingsJson> {
  const db = await getDb();
  try {
    const saved = await db.transaction(async (tx) => {
      // One save per person at a time: two first saves never make two campaign-less pages.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const found = await findSettingsPage(tx, userId, { campaignId });
      const pageId =
        found?.id ?? (await tx.insert(fundraiserPages).values({ userId }).returning({ id: fundraiserPages.id }))[0]!.id;
      const [before] = await tx
        .select({ slug: fundraiserPages.slug })
        .from(fundraiserPages)
        .where(eq(fundraiserPages.id, pageId))
        .for('update');
      const oldSlug = before?.slug ?? null;
      const newSlug = input.landingPageSlug ?? null;
      const moved = oldSlug !== newSlug;
      if (moved)
        await lockAddresses(
          tx,
          [oldSlug, newSlug].filter((slug) => slug !== null),
        );
      if (moved && newSlug) await tx.delete(landingPageSlugHistory).where(eq(landingPageSlugHistory.slug, newSlug));
      const [settings] = await tx
        .update(fundraiserPages)
        .set({
          isPublic: input.isPublic,
          customMessage: input.customMessage,
          description: input.description,
          goalAmountCents: input.goalAmount,
          slug: newSlug,
          ...(input.onLeaderboard === undefined ? {} : { onLeaderboard: input.onLeaderboard }),
        })
        .where(eq(fundraiserPages.id, pageId))
        .returning(fundraiserSettingsColumns);
      if (moved && oldSlug) {
        await tx
          .insert(landingPageSlugHistory)
          .values({ slug: oldSlug, pageId })
          .onConflictDoUpdate({ target: landingPageSlugHistory.slug, set: { pageId, replacedAt: new Date() } });
      }
      return settings!;
    });
    // A new or public-again page may have made any address an earlier one: the proxy asks the database again.
    forgetFundraiserAddressLookups();
    return saved;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('conflict', SLUG_TAKEN);
    throw error;
  }
}
