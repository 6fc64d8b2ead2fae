import 'server-only';
import { eq } from 'drizzle-orm';
import type { FundraiserSettingsJson } from '@/lib/contracts/account';
import type { AuthUser } from '@/lib/contracts/session';
import { toSessionUser } from '@/server/auth/session';
import { getDb } from '@/server/db';
import { users } from '@/server/db/schema';

/** The session user as the API returns it: never the password hash or session version. */
export function userJson(user: AuthUser): AuthUser {
  return toSessionUser(user);
}

/** The user columns GET and POST /_api/users/settings answer, by their API names. */
export const fundraiserSettingsColumns = {
  isPublic: users.isPublic,
  customMessage: users.customMessage,
  description: users.description,
  goalAmount: users.goalAmountCents,
  landingPageSlug: users.landingPageSlug,
  onLeaderboard: users.onLeaderboard,
};

/** The fundraiser settings: what GET /_api/users/settings answers and the settings page renders first. */
export async function readFundraiserSettings(userId: number): Promise<FundraiserSettingsJson> {
  const db = await getDb();
  const [settings] = await db.select(fundraiserSettingsColumns).from(users).where(eq(users.id, userId));
  return settings!;
}
