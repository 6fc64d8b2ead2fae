import 'server-only';
import type { SendContactMessageInput } from '@/lib/validation/contact';
import { getDb } from '@/server/db';
import { contactMessages } from '@/server/db/schema';
import { contactNotificationEmail, shopInbox } from '@/server/mail';
import { enqueueMail, outboxMessageId } from '@/server/mail/outbox';
import { kickMailOutbox } from '@/server/mail/outbox-sender';
import { consumeLimits, retryText } from './rate-limit';
import { contactLimits } from './throttles';

/**
 * Stores a contact-form message (throttled per address and per sender e-mail) and queues its e-mail to the shop in
 * the same transaction.
 */
export async function saveContactMessage(input: SendContactMessageInput, ip: string) {
  await consumeLimits(
    contactLimits(input.email.toLowerCase(), ip),
    (m) => `You have sent several messages already. Please try again ${retryText(m)}.`,
  );
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(contactMessages)
      .values(input)
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    await enqueueMail(tx, {
      to: shopInbox(),
      replyTo: input.email,
      ...contactNotificationEmail(input),
      kind: 'contact-notification',
      category: 'transactional',
      messageId: outboxMessageId('contact', saved!.id, saved!.createdAt.getTime()),
    });
    return { id: saved!.id };
  });
}

/** A message from the contact form, whichever way it came (POST /_api/contact, or the form without JavaScript). */
export async function receiveContactMessage(input: SendContactMessageInput, ip: string) {
  await saveContactMessage(input, ip);
  kickMailOutbox();
}
