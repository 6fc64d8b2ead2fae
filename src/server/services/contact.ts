import 'server-only';
import type { SendContactMessageInput } from '@/lib/validation/contact';
import { getDb } from '@/server/db';
import { contactMessages } from '@/server/db/schema';
import { contactNotificationEmail, sendMail, shopInbox } from '@/server/mail';
import { assertWithinLimits, recordEvents, retryText, type Limit } from './rate-limit';

const HOUR = 60 * 60_000;

/** Stores a contact-form message (throttled per address), then e-mails it to the shop. */
export async function saveContactMessage(input: SendContactMessageInput, ip: string) {
  const limits: Limit[] = [{ bucket: 'contact-ip', key: ip, max: 5, windowMs: HOUR }];
  await assertWithinLimits(limits, (m) => `You have sent several messages already. Please try again ${retryText(m)}.`);
  await recordEvents(limits);
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
