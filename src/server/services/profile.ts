import { asAccount } from '@/server/db/types';
import 'server-only';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { updateProfileSchema } from '@/lib/validation/users';
import { getDb } from '@/server/db';
import { users } from '@/server/db/schema';
import { assertIssuedImageUrl } from '@/server/storage/issued-urls';
import { toSessionUser } from './accounts';

export async function updateProfile(userId: number, input: z.output<typeof updateProfileSchema>) {
  // The form only ever sends URLs the shop issued (its uploader); anything else came from elsewhere.
  assertIssuedImageUrl(input.avatarUrl);
  const db = await getDb();
  const [user] = await db.update(users).set(input).where(eq(users.id, userId)).returning();
  return toSessionUser(asAccount(user!));
}
