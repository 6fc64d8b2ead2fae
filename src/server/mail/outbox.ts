import 'server-only';
import { getEnv } from '@/env';
import type { Executor } from '@/server/db';
import { mailOutbox, type MailCategory } from '@/server/db/schema';
import type { OutgoingMail } from './transport';

/*
 * The mail outbox's writing side: a message is queued in the transaction of the change that causes it, so it exists
 * exactly when the change committed. The sender (outbox-sender.ts) delivers it afterwards, with retries.
 */

export type QueuedMail = Omit<OutgoingMail, 'messageId'> & {
  /** From outboxMessageId(): the same message always gets the same id, and queueing it twice keeps one. */
  messageId: string;
  /** What it is, e.g. `order-confirmation`, for staff and the per-kind rules. */
  kind: string;
  category: MailCategory;
  /** The captain or admin whose action sends a captain mail. */
  senderUserId?: number | null;
};

/** The domain of MAIL_FROM's address (the sending domain), else APP_URL's host. */
function messageIdDomain(): string {
  const env = getEnv();
  const address = /@([A-Za-z0-9.-]+)>?\s*$/.exec(env.MAIL_FROM);
  return address?.[1] ?? new URL(env.APP_URL).hostname;
}

/**
 * A deterministic RFC 5322 Message-ID for one message: `<kind.part.part@domain>`. Parts are the causing row's id and,
 * where it has one, a random value of that row (an order number, a token hash) so a database started afresh never
 * reuses an id a mail system has already seen.
 */
export function outboxMessageId(kind: string, ...parts: Array<string | number>): string {
  const local = [kind, ...parts].map((part) => String(part).replace(/[^A-Za-z0-9-]/g, '')).join('.');
  return `<${local}@${messageIdDomain()}>`;
}

/**
 * Queues messages in the caller's transaction. A message id already queued is skipped (the duplicate is suppressed);
 * answers how many were queued. The caller kicks the sender after its transaction commits (kickMailOutbox).
 */
export async function enqueueMail(tx: Executor, mail: QueuedMail | QueuedMail[]): Promise<number> {
  const list = Array.isArray(mail) ? mail : [mail];
  if (list.length === 0) return 0;
  const rows = await tx
    .insert(mailOutbox)
    .values(
      list.map((item) => ({
        messageId: item.messageId,
        kind: item.kind,
        category: item.category,
        recipient: item.to,
        senderUserId: item.senderUserId ?? null,
        subject: item.subject,
        textBody: item.text,
        htmlBody: item.html,
        replyTo: item.replyTo ?? null,
        headers: item.headers ?? null,
      })),
    )
    .onConflictDoNothing({ target: mailOutbox.messageId })
    .returning({ id: mailOutbox.id });
  return rows.length;
}
