import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { orderNotices, orders, pickupOptions } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { outboxMail } from '../support/outbox-mail';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser } from '../support/shop';

export const HOUR = 60 * 60 * 1000;

/** A captain's campaign with one fundraiser, the captain's and an admin's session cookies. */
export async function noticeCampaign(overrides: Parameters<typeof createCampaignWithFundraiser>[1] = {}) {
  const { campaign, captain, fundraiser } = await createCampaignWithFundraiser([], overrides);
  const admin = await createUser({ role: 'admin' });
  return {
    campaign,
    captain,
    fundraiser,
    captainCookie: await sessionCookieFor(captain),
    adminCookie: await sessionCookieFor(admin),
  };
}

/** A pickup option of the campaign (a meetup at the school gym on Saturday morning by default). */
export async function addOption(campaignId: number | null, values: Partial<typeof pickupOptions.$inferInsert> = {}) {
  const db = await getDb();
  const startsAt = values.startsAt ?? new Date('2026-12-05T15:00:00Z');
  const [option] = await db
    .insert(pickupOptions)
    .values({
      campaignId,
      kind: 'meetup',
      name: 'School gym',
      address: '12 Oak St',
      startsAt,
      endsAt: new Date(new Date(startsAt).getTime() + 2 * HOUR),
      ...values,
    })
    .returning();
  return option!;
}

/** A $12.50 order of the campaign with a buyer of its own. */
export async function buyerOrder(campaignId: number | null, values: Partial<typeof orders.$inferInsert> = {}) {
  const tag = randomBytes(4).toString('hex');
  return insertOrder(
    {
      campaignId,
      customerFirstName: 'Jo',
      customerLastName: 'Smith',
      customerEmail: `buyer-${tag}@example.com`,
      ...values,
    },
    [{ productName: 'House Blend', unitPriceCents: 1250, quantity: 1 }],
  );
}

export const outboxTo = (email: string) => outboxMail(email.toLowerCase());

export async function noticesOf(orderId: number, kind?: (typeof orderNotices.$inferSelect)['kind']) {
  const db = await getDb();
  return db
    .select()
    .from(orderNotices)
    .where(
      kind ? and(eq(orderNotices.orderId, orderId), eq(orderNotices.kind, kind)) : eq(orderNotices.orderId, orderId),
    )
    .orderBy(asc(orderNotices.id));
}

/** Moves every notice of the order `hours` into the past. */
export async function ageNotices(orderId: number, hours: number) {
  const db = await getDb();
  await db
    .update(orderNotices)
    .set({ sentAt: sql`${orderNotices.sentAt} - make_interval(hours => ${hours})` })
    .where(eq(orderNotices.orderId, orderId));
}

export const unique = (label: string) => `${label}-${randomBytes(5).toString('hex')}@example.com`;
