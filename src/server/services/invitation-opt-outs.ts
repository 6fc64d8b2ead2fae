import 'server-only';
import { eq } from 'drizzle-orm';
import { normalizeEmail } from '@/server/auth/unsubscribe-links';
import { getDb, type Executor } from '@/server/db';
import { invitationOptOuts } from '@/server/db/schema';

/*
 * Addresses that stopped team invitations through the one-click link every invitation, resend and reminder carries
 * (/unsubscribe/invitations). Invitations to them are skipped, resends refused, reminders skipped.
 */

export async function isOptedOutOfInvitations(email: string, db?: Executor): Promise<boolean> {
  const executor = db ?? (await getDb());
  const [row] = await executor
    .select({ email: invitationOptOuts.email })
    .from(invitationOptOuts)
    .where(eq(invitationOptOuts.email, normalizeEmail(email)));
  return Boolean(row);
}

/** Idempotent: a second click, or the one-click POST after the page, changes nothing more. */
export async function optOutOfInvitations(email: string): Promise<void> {
  const db = await getDb();
  await db
    .insert(invitationOptOuts)
    .values({ email: normalizeEmail(email) })
    .onConflictDoNothing();
}
