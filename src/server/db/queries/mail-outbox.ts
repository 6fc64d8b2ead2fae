import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import type { MailOutboxSummary } from '@/lib/contracts/admin-mail-outbox';
import { MAIL_OUTBOX_PAGE_SIZE } from '@/lib/validation/admin-mail-outbox';
import { getDb } from '../index';
import { mailOutbox } from '../schema';

/** How many e-mails are pending, sent (kept 30 days) and failed, and one page of the failed ones, newest first. */
export async function getMailOutboxSummary({ page }: { page: number }): Promise<MailOutboxSummary> {
  const db = await getDb();
  const [countRows, failed] = await Promise.all([
    db
      .select({ status: mailOutbox.status, count: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .groupBy(mailOutbox.status),
    db
      .select({
        id: mailOutbox.id,
        kind: mailOutbox.kind,
        recipient: mailOutbox.recipient,
        subject: mailOutbox.subject,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'failed'))
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(MAIL_OUTBOX_PAGE_SIZE)
      .offset((page - 1) * MAIL_OUTBOX_PAGE_SIZE),
  ]);
  const counts = { pending: 0, sent: 0, failed: 0 };
  for (const row of countRows) counts[row.status] = Number(row.count);
  return {
    counts,
    failed: failed.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    page,
    pageSize: MAIL_OUTBOX_PAGE_SIZE,
  };
}
