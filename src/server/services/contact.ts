import 'server-only';
import type { SendContactMessageInput } from '@/lib/validation/contact';
import { runAfterResponse } from '@/server/after-response';
import { getDb } from '@/server/db';
import { contactMessages } from '@/server/db/schema';
import { contactNotificationEmail, sendMail, shopInbox } from '@/server/mail';
import { consumeLimits, retryText } from './rate-limit';
import { contactLimits } from './throttles';

/** Stores a contact-form message (throttled per address and per sender e-mail), then e-mails it to the shop. */
export async function saveContactMessage(input: SendContactMessageInput, ip: string) {
  await consumeLimits(
    contactLimits(input.email.toLowerCase(), ip),
    (m) => `You have sent several messages already. Please try again ${retryText(m)}.`,
  );
  const db = await getDb();
  const [saved] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
  return saved!;
}

export async function notifyShopOfContactMessage(input: SendContactMessageInput) {
  try {
    await sendMail({ to: shopInbox(), replyTo: input.email, ...contactNotificationEmail(input) });
  } catch (error) {
    console.error('[contact] notification e-mail failed; the message is stored', error);
  }
}

/** A message from the contact form, whichever way it came (POST /_api/contact, or the form without JavaScript). */
export async function receiveContactMessage(input: SendContactMessageInput, ip: string) {
  await saveContactMessage(input, ip);
  runAfterResponse(() => notifyShopOfContactMessage(input));
}
