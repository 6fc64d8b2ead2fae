import 'server-only';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { FundraiserSettingsJson } from '@/lib/contracts/account';
import type { updateSettingsSchema } from '@/lib/validation/settings';
import { getDb } from '@/server/db';
import { users } from '@/server/db/schema';
import { ApiError } from '@/server/errors';
import { isUniqueViolation } from '@/server/db/errors';
import { fundraiserSettingsColumns } from '@/server/reads/account';

export const SLUG_TAKEN = 'This page URL is already taken. Please choose another.';

/** Saves fundraiser settings; a page URL someone else already uses is refused (409), whatever the race. */
export async function updateFundraiserSettings(
  userId: number,
  input: z.output<typeof updateSettingsSchema>,
): Promise<FundraiserSettingsJson> {
  const db = await getDb();
  try {
    const [settings] = await db
      .update(users)
      .set({
        isPublic: input.isPublic,
        customMessage: input.customMessage,
        description: input.description,
        goalAmountCents: input.goalAmount,
        landingPageSlug: input.landingPageSlug,
      })
      .where(eq(users.id, userId))
      .returning(fundraiserSettingsColumns);
    return settings!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('conflict', SLUG_TAKEN);
    throw error;
  }
}
