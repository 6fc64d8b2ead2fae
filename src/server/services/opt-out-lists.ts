import 'server-only';
import { eq } from 'drizzle-orm';
import { normalizeEmail } from '@/server/auth/unsubscribe-links';
import { getDb, type Executor } from '@/server/db';
import { fundraisingEmailOptOuts, invitationOptOuts } from '@/server/db/schema';

/** A list of lower-cased addresses that asked for no more of one kind of e-mail. */
function optOutList(table: typeof fundraisingEmailOptOuts | typeof invitationOptOuts) {
  return {
    async has(email: string, db?: Executor): Promise<boolean> {
      const executor = db ?? (await getDb());
      const [row] = await executor
        .select({ email: table.email })
        .from(table)
        .where(eq(table.email, normalizeEmail(email)));
      return Boolean(row);
    },
    /** Idempotent: a second click, or the one-click POST after the page, changes nothing more. */
    async add(email: string): Promise<void> {
      const db = await getDb();
      await db
        .insert(table)
        .values({ email: normalizeEmail(email) })
        .onConflictDoNothing();
    },
  };
}

export const fundraisingEmailOptOutList = optOutList(fundraisingEmailOptOuts);
export const invitationOptOutList = optOutList(invitationOptOuts);
