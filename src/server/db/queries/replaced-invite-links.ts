import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, type Executor } from '../index';
import { inviteLinkPrefix, mailOutbox } from '../schema';

/*
 * An invitation link that was replaced by a newer one (a resend, a reminder): only the current link's hash is kept on
 * the invitation, but every sending of it is in the mail outbox under a Message-ID naming the invitation and the first
 * 16 hex digits of that sending's token hash (queueInviteMail: `<invite.{id}.{hash16}@domain>`). Sent rows stay there
 * 30 days (SENT_MAIL_RETENTION_MS), longer than a link lives (14 days). A 64-bit prefix of the hash of a link someone
 * holds cannot be guessed, so finding it proves they were sent that link.
 */

/** The invitation an earlier link of which hashes to `tokenHash`, or null (no such sending is remembered). */
export async function findInviteIdOfEarlierLink({ tokenHash }: { tokenHash: string }, db?: Executor) {
  if (!/^[0-9a-f]{64}$/.test(tokenHash)) return null;
  const executor = db ?? (await getDb());
  const [sending] = await executor
    .select({ messageId: mailOutbox.messageId })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'invite'), eq(inviteLinkPrefix(mailOutbox.messageId), tokenHash.slice(0, 16))))
    .limit(1);
  const id = sending ? /^<invite\.(\d+)\./.exec(sending.messageId)?.[1] : undefined;
  return id ? Number(id) : null;
}
