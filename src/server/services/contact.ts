import 'server-only';
import type { SendContactMessageInput } from '@/lib/validation/contact';
import { getDb } from '@/server/db';
import { contactMessages } from '@/server/db/schema';

/** Stores a message from the contact form. */
export async function saveContactMessage(input: SendContactMessageInput) {
  const db = await getDb();
  const [saved] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
  return saved!;
}
