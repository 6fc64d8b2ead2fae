import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SessionUser } from '@/server/auth/session';
import { getDb } from '@/server/db';
import { mailOutbox } from '@/server/db/schema';
import { kickMailOutbox } from '@/server/mail/outbox-sender';
import { recordAudit } from './audit';

/**
 * Staff's retry of failed e-mails (the listed ones, or every failed one): each goes back to pending with a fresh
 * count of attempts and is due at once, audited as `mail.retried` in the same transaction; then the sender is kicked.
 * Ids that are not failed (sent, pending, unknown) are left alone; answers how many were retried.
 */
export async function retryFailedMail({ actor, ids }: { actor: SessionUser; ids?: number[] }) {
  const db = await getDb();
  const retried = await db.transaction(async (tx) => {
    const rows = await tx
      .update(mailOutbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
      .where(and(eq(mailOutbox.status, 'failed'), ids ? inArray(mailOutbox.id, ids) : undefined))
      .returning({ id: mailOutbox.id, kind: mailOutbox.kind, recipient: mailOutbox.recipient });
    await recordAudit(
      tx,
      actor,
      rows.map((row) => ({
        action: 'mail.retried' as const,
        entityType: 'mail' as const,
        entityId: row.id,
        entityLabel: `${row.kind} to ${row.recipient}`,
        changes: { status: { from: 'failed', to: 'pending' } },
      })),
    );
    return rows.length;
  });
  if (retried > 0) kickMailOutbox();
  return { retried };
}
