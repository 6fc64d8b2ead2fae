import 'server-only';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { FundraiserSettingsJson } from '@/lib/contracts/account';
import type { updateSettingsSchema } from '@/lib/validation/settings';
import { getDb, type Transaction } from '@/server/db';
import { landingPageSlugHistory, users } from '@/server/db/schema';
import { forgetFundraiserAddressLookups } from '@/server/db/queries/fundraiser-addresses';
import { ApiError } from '@/server/errors';
import { isUniqueViolation } from '@/server/db/errors';
import { fundraiserSettingsColumns } from '@/server/reads/account';

export const SLUG_TAKEN = 'This page URL is already taken. Please choose another.';

/** A transaction-scoped lock per page address: a rename and a claim of the same address run one after the other. */
async function lockAddresses(tx: Transaction, slugs: string[]) {
  for (const slug of [...new Set(slugs)].sort()) {
    const id = createHash('sha256').update(`page-address\n${slug}`).digest().readBigInt64BE(0);
    await tx.execute(sql`select pg_advisory_xact_lock(${id.toString()}::bigint)`);
  }
}

/**
 * Saves fundraiser settings; a page URL someone else already uses is refused (409), whatever the race. A changed
 * address keeps the old one in landing_page_slug_history (it then redirects to the new one), and the new one leaves
 * the history of whoever had it before (their own earlier address, or someone else's: it stops redirecting), in the
 * same transaction and under a lock per address (docs/decisions/page-address-history.md).
 */
export async function updateFundraiserSettings(
  userId: number,
  input: z.output<typeof updateSettingsSchema>,
): Promise<FundraiserSettingsJson> {
  const db = await getDb();
  try {
    const saved = await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ slug: users.landingPageSlug })
        .from(users)
        .where(eq(users.id, userId))
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
        .update(users)
        .set({
          isPublic: input.isPublic,
          customMessage: input.customMessage,
          description: input.description,
          goalAmountCents: input.goalAmount,
          landingPageSlug: newSlug,
          ...(input.onLeaderboard === undefined ? {} : { onLeaderboard: input.onLeaderboard }),
        })
        .where(eq(users.id, userId))
        .returning(fundraiserSettingsColumns);
      if (moved && oldSlug) {
        await tx
          .insert(landingPageSlugHistory)
          .values({ slug: oldSlug, userId })
          .onConflictDoUpdate({ target: landingPageSlugHistory.slug, set: { userId, replacedAt: new Date() } });
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
