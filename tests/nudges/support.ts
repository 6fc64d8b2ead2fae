import { asAccount } from '@/server/db/types';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { campaignParticipants, fundraisingEmails, users } from '@/server/db/schema';
import type { ReceivedMail } from '../support/smtp';
import { createUser, sessionCookieFor } from '../support/auth';
import { createCampaignWithFundraiser } from '../support/shop';
import { setFundraiserPage } from '../support/pages';

export const unique = (label: string) => `${label}-${randomBytes(5).toString('hex')}@example.com`;

/** A captain's campaign with one fundraiser (public page, a goal), the captain's session cookie. */
export async function teamCampaign(productIds: number[] = [], goalCents = 2000) {
  const { campaign, captain, fundraiser } = await createCampaignWithFundraiser(productIds);
  const db = await getDb();
  const slug = `runner-${randomBytes(4).toString('hex')}`;
  await db
    .update(users)
    .set({ firstName: 'Rory', email: unique('runner') })
    .where(eq(users.id, fundraiser.id));
  await setFundraiserPage(fundraiser.id, campaign.id, { goalAmountCents: goalCents, slug, isPublic: true });
  const [updated] = await db.select().from(users).where(eq(users.id, fundraiser.id));
  return { campaign, captain, fundraiser: asAccount(updated!), slug, cookie: await sessionCookieFor(captain) };
}

export async function addMember(campaignId: number, overrides: Parameters<typeof createUser>[0] = {}) {
  const member = await createUser({ email: unique('member'), ...overrides });
  const db = await getDb();
  await db.insert(campaignParticipants).values({ campaignId, userId: member.id });
  return member;
}

/** Moves every recorded fundraising e-mail to this address `hours` into the past (the 24-hour rule's clock). */
export async function ageEmails(email: string, hours: number) {
  const db = await getDb();
  await db
    .update(fundraisingEmails)
    .set({ sentAt: sql`${fundraisingEmails.sentAt} - make_interval(hours => ${hours})` })
    .where(eq(fundraisingEmails.recipientEmail, email.toLowerCase()));
}

export const mailsTo = (messages: ReceivedMail[], email: string) =>
  messages.filter((message) => message.to.includes(email.toLowerCase()));

/** The unsubscribe link of a received fundraising e-mail (text part), as a path with its query. */
export function unsubscribePath(mail: ReceivedMail): string {
  const link = /http:\/\/localhost:3000\/unsubscribe\?\S+/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error('no unsubscribe link in the e-mail');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
