import { pageIsPublic, pageOfCampaign } from '@/server/db/queries/page-visibility';
import 'server-only';
import { and, asc, eq, gt, isNotNull, lte, notInArray } from 'drizzle-orm';
import type { PickupNoticesRun } from '@/lib/contracts/cron';
import { SHOP_PAYMENT_INSTRUCTIONS } from '@/lib/plan/shop-plan';
import { getEnv } from '@/env';
import { normalizeEmail } from '@/server/auth/unsubscribe-links';
import { getDb, type Transaction } from '@/server/db';
import {
  campaignNotices,
  campaignParticipants,
  campaigns,
  fundraiserPages,
  orderNotices,
  orders,
  pickupOptions,
  users,
  type PickupOptionRow,
} from '@/server/db/schema';
import { resolvePersonRecipients } from '@/server/mail/person-recipients';
import { enqueueMail, outboxMessageId, type QueuedMail } from '@/server/mail/outbox';
import { kickMailOutbox } from '@/server/mail/outbox-sender';
import { deadlineSoonEmail } from '@/server/mail/templates/deadline-soon';
import { pickupReminderEmail } from '@/server/mail/templates/pickup-reminder';
import { getFundraiserShareKitUrls } from '@/server/share-kit/urls';
import { fundraisingMail, isOptedOut } from './fundraising-emails';
import { lockNotices, orderPlan } from './notice-support';

/*
 * The automatic notices (issue 25), run by the periodic job (POST /_api/cron/pickup-notices, or the hourly timer of
 * a long-running server, src/server/pickup-notices-timer.ts):
 *
 * - The day-before reminder: for each meetup starting within the next 24 hours (not yet started), every order that
 *   chose it, is not cancelled and not handed out, and has had no 'pickup-reminder' notice for that meetup, gets
 *   "Pickup tomorrow: {place} {time}" with its plan. Transactional (about the buyer's own order).
 * - "48 hours left": for each active campaign whose order deadline is less than 48 hours (and more than 0) away, the
 *   captain and every participant (a child with a parent account: the parent's address) get one mail per (campaign,
 *   deadline), claimed by the campaign_notices primary key; a deadline moved later allows one more. Fundraising mail:
 *   the opt-out list applies (counted as skipped) and each carries its signed unsubscribe link.
 *
 * Each meetup and each campaign is decided in its own transaction under its lock, with its notice rows and outbox
 * messages; any number of instances and triggers send each notice once.
 */

const HOUR_MS = 60 * 60 * 1000;
export const PICKUP_REMINDER_WINDOW_MS = 24 * HOUR_MS;
export const DEADLINE_NOTICE_WINDOW_MS = 48 * HOUR_MS;

export async function sendDuePickupNotices({ now = new Date() }: { now?: Date } = {}): Promise<PickupNoticesRun> {
  const run: PickupNoticesRun = { pickupReminders: 0, deadlineNotices: 0, skipped: 0 };
  run.pickupReminders = await sendPickupReminders(now);
  const deadline = await sendDeadlineNotices(now);
  run.deadlineNotices = deadline.sent;
  run.skipped = deadline.skipped;
  if (run.pickupReminders + run.deadlineNotices > 0) kickMailOutbox();
  return run;
}

// ---- The day-before reminder ----

async function sendPickupReminders(now: Date): Promise<number> {
  const db = await getDb();
  const meetups = await db
    .select()
    .from(pickupOptions)
    .where(
      and(
        eq(pickupOptions.kind, 'meetup'),
        gt(pickupOptions.startsAt, now),
        lte(pickupOptions.startsAt, new Date(now.getTime() + PICKUP_REMINDER_WINDOW_MS)),
      ),
    )
    .orderBy(asc(pickupOptions.startsAt), asc(pickupOptions.id));
  let sent = 0;
  for (const meetup of meetups) sent += await db.transaction((tx) => remindMeetup(tx, meetup, now));
  return sent;
}

async function remindMeetup(tx: Transaction, meetup: PickupOptionRow, now: Date): Promise<number> {
  await lockNotices(tx, 'pickup-reminder', meetup.id);
  const reminded = tx
    .select({ orderId: orderNotices.orderId })
    .from(orderNotices)
    .where(and(eq(orderNotices.kind, 'pickup-reminder'), eq(orderNotices.pickupOptionId, meetup.id)));
  const due = await tx
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      accessKey: orders.accessKey,
      customerFirstName: orders.customerFirstName,
      customerEmail: orders.customerEmail,
      totalCents: orders.totalCents,
      collectedCents: orders.collectedCents,
      paymentInstructions: campaigns.paymentInstructions,
      campaignId: orders.campaignId,
      roastDate: orders.roastDate,
    })
    .from(orders)
    .leftJoin(campaigns, eq(campaigns.id, orders.campaignId))
    .where(
      and(
        eq(orders.pickupOptionId, meetup.id),
        notInArray(orders.orderStatus, ['cancelled', 'delivered']),
        notInArray(orders.id, reminded),
      ),
    )
    .orderBy(asc(orders.id));
  if (due.length === 0) return 0;
  await tx.insert(orderNotices).values(
    due.map((order) => ({
      orderId: order.id,
      kind: 'pickup-reminder' as const,
      pickupOptionId: meetup.id,
      sentAt: now,
    })),
  );
  const mails: QueuedMail[] = due.map((order) => {
    // The shop's own orders (no campaign) pay as the shop says; a campaign's as its plan says (or the default words).
    const instructions = order.campaignId === null ? SHOP_PAYMENT_INSTRUCTIONS : order.paymentInstructions;
    const plan = orderPlan(order, instructions ?? null, meetup);
    return {
      to: order.customerEmail,
      ...pickupReminderEmail({
        customerFirstName: order.customerFirstName,
        orderNumber: order.orderNumber,
        plan: { ...plan, pickup: plan.pickup! },
      }),
      kind: 'pickup-reminder',
      category: 'transactional',
      messageId: outboxMessageId('pickup-reminder', order.id, order.orderNumber, meetup.id),
    };
  });
  await enqueueMail(tx, mails);
  return due.length;
}

// ---- "48 hours left" ----

type Recipient = {
  email: string;
  userId: number;
  name: string | null;
  isCaptain: boolean;
  /** The children this address reads for (a parent account). */
  children: Array<{ name: string; pageSlug: string | null }>;
  /** The person's own public page, when they are a fundraiser. */
  pageSlug: string | null;
};

async function sendDeadlineNotices(now: Date): Promise<{ sent: number; skipped: number }> {
  const db = await getDb();
  const due = await db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      deadline: campaigns.orderDeadline,
      captainId: campaigns.captainId,
    })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.isActive, true),
        isNotNull(campaigns.orderDeadline),
        gt(campaigns.orderDeadline, now),
        lte(campaigns.orderDeadline, new Date(now.getTime() + DEADLINE_NOTICE_WINDOW_MS)),
      ),
    )
    .orderBy(asc(campaigns.id));
  const total = { sent: 0, skipped: 0 };
  for (const campaign of due) {
    const done = await db.transaction((tx) => noticeCampaign(tx, { ...campaign, deadline: campaign.deadline! }));
    total.sent += done.sent;
    total.skipped += done.skipped;
  }
  return total;
}

async function noticeCampaign(
  tx: Transaction,
  campaign: { id: number; name: string; deadline: Date; captainId: number | null },
): Promise<{ sent: number; skipped: number }> {
  const [claim] = await tx
    .insert(campaignNotices)
    .values({ campaignId: campaign.id, kind: 'deadline-48h', deadline: campaign.deadline })
    .onConflictDoNothing()
    .returning({ campaignId: campaignNotices.campaignId });
  if (!claim) return { sent: 0, skipped: 0 };

  const { recipients, unread } = await campaignRecipients(tx, campaign);
  const mails: QueuedMail[] = [];
  let skipped = unread;
  const appUrl = getEnv().APP_URL;
  for (const recipient of recipients) {
    if (await isOptedOut(recipient.email, tx)) {
      skipped += 1;
      continue;
    }
    const child = recipient.children.length === 1 ? recipient.children[0]! : null;
    const slug = recipient.isCaptain ? null : (recipient.pageSlug ?? child?.pageSlug ?? null);
    const pageUrl = recipient.isCaptain
      ? `${appUrl}/captain/team-management?campaign=${campaign.id}`
      : slug
        ? getFundraiserShareKitUrls({ slug }).linkUrl
        : null;
    const forName =
      recipient.isCaptain || recipient.pageSlug !== null || recipient.children.length === 0
        ? null
        : recipient.children.map((c) => c.name).join(' and ');
    mails.push({
      ...fundraisingMail(recipient.email, (unsubscribeUrl) =>
        deadlineSoonEmail({
          name: recipient.name,
          campaignName: campaign.name,
          deadline: campaign.deadline,
          forName,
          pageUrl,
          unsubscribeUrl,
        }),
      ),
      kind: 'deadline-48h',
      category: 'fundraising',
      messageId: outboxMessageId(
        'deadline-48h',
        campaign.id,
        Math.floor(campaign.deadline.getTime() / 1000),
        recipient.userId,
      ),
    });
  }
  await enqueueMail(tx, mails);
  return { sent: mails.length, skipped };
}

/**
 * The captain and every participant, one entry per address (a parent or guardian reading for their children gets
 * one); `unread` counts children's profiles without any guardian (src/server/mail/person-recipients.ts).
 */
async function campaignRecipients(tx: Transaction, campaign: { id: number; captainId: number | null }) {
  const members = await tx
    .select({ userId: users.id, isPublic: pageIsPublic, slug: fundraiserPages.slug })
    .from(campaignParticipants)
    .innerJoin(users, eq(users.id, campaignParticipants.userId))
    .leftJoin(fundraiserPages, pageOfCampaign(campaign.id))
    .where(eq(campaignParticipants.campaignId, campaign.id))
    .orderBy(asc(users.id));
  const readersByMember = await resolvePersonRecipients(
    tx,
    members.map((member) => member.userId),
  );
  const byAddress = new Map<string, Recipient>();
  if (campaign.captainId !== null) {
    const [captain] = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName, displayName: users.displayName })
      .from(users)
      .where(eq(users.id, campaign.captainId));
    if (captain?.email)
      byAddress.set(normalizeEmail(captain.email), {
        email: normalizeEmail(captain.email),
        userId: captain.id,
        name: captain.firstName || captain.displayName,
        isCaptain: true,
        children: [],
        pageSlug: null,
      });
  }
  let unread = 0;
  for (const member of members) {
    const slug = member.isPublic ? member.slug : null;
    const readers = readersByMember.get(member.userId)?.readers ?? [];
    if (readers.length === 0) unread += 1;
    for (const reader of readers) {
      const email = normalizeEmail(reader.email);
      if (reader.forName !== null) {
        const entry = byAddress.get(email) ?? {
          email,
          userId: reader.userId,
          name: reader.name,
          isCaptain: false,
          children: [],
          pageSlug: null,
        };
        entry.children.push({ name: reader.forName, pageSlug: slug });
        byAddress.set(email, entry);
        continue;
      }
      const existing = byAddress.get(email);
      if (existing) {
        existing.pageSlug = existing.isCaptain ? null : slug;
        continue;
      }
      byAddress.set(email, {
        email,
        userId: reader.userId,
        name: reader.name,
        isCaptain: false,
        children: [],
        pageSlug: slug,
      });
    }
  }
  return { recipients: [...byAddress.values()], unread };
}
