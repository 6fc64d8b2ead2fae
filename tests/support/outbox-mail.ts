import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { getEnv } from '@/env';
import { getDb } from '@/server/db';
import { mailOutbox } from '@/server/db/schema';
import { mailOutboxIdle } from '@/server/mail/outbox-sender';

/**
 * The bodies of a message the file transport wrote under DATA_DIR/mail (tests have no SMTP_URL), found by its
 * Message-ID (`<…@…>`, as the outbox keeps it).
 */
async function deliveredBodies(messageId: string): Promise<{ textBody: string; htmlBody: string | null } | null> {
  const directory = path.resolve(getEnv().DATA_DIR, 'mail');
  for (const file of await readdir(directory).catch(() => [] as string[])) {
    const raw = await readFile(path.join(directory, file));
    if (!raw.includes(messageId)) continue;
    const parsed = await simpleParser(raw);
    if (parsed.messageId === messageId) {
      return { textBody: parsed.text ?? '', htmlBody: typeof parsed.html === 'string' ? parsed.html : null };
    }
  }
  return null;
}

/**
 * The outbox rows to `recipient` (of `kind` when given), oldest first, each with the bodies it was queued with. A
 * request that queues mail kicks the outbox's drain, which may send a message before the test reads it, and a sent
 * row's bodies are cleared (they can carry links): once the drain has ended, a sent message's bodies are read back
 * from what was delivered.
 */
export async function outboxMail(recipient: string, kind?: string) {
  await mailOutboxIdle();
  const db = await getDb();
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, recipient), kind === undefined ? undefined : eq(mailOutbox.kind, kind)))
    .orderBy(asc(mailOutbox.id));
  return Promise.all(
    rows.map(async (row) =>
      row.textBody === null && row.status === 'sent' ? { ...row, ...(await deliveredBodies(row.messageId)) } : row,
    ),
  );
}
