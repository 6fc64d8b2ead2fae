import 'server-only';
import { and, asc, count, eq, inArray, max, ne } from 'drizzle-orm';
import type { NotifyResult } from '@/lib/contracts/campaign-notices';
import type { CampaignNotifyInput } from '@/lib/validation/campaign-notices';
import { getDb, type Transaction } from '@/server/db';
import { campaignsManagedBy, type CampaignManager } from '@/server/db/queries/campaign-access';
import { campaigns, orderNotices, orders, pickupOptions, type PickupOptionRow } from '@/server/db/schema';
import { CAMPAIGN_NOT_FOUND, notFound } from '@/server/errors';
import { enqueueMail, outboxMessageId, type QueuedMail } from '@/server/mail/outbox';
import { kickMailOutbox } from '@/server/mail/outbox-sender';
import { paymentReminderEmail } from '@/server/mail/templates/payment-reminder';
import { pickupReadyEmail } from '@/server/mail/templates/pickup-ready';
import { recordAudit, type AuditActor } from './audit';
import { pruneExpiredRecords } from './housekeeping';
import { lockNotices, orderPlan, outstandingOf, plural, type NoticeOrder } from './notice-support';
import { reserveLimits, retryText, type Limit } from './rate-limit';

/*
 * The notices staff or a campaign's captain send on demand (issue 25; POST /_api/{admin,captain}/campaign/notify),
 * each press one transaction: the campaign's lock, the decisions, an order_notices row and an outbox message per
 * buyer written to, the option's ready_at, and one `campaign.notified` audit entry. The mail goes out after the
 * commit (the outbox retries it), and its deterministic Message-ID keeps the outbox from ever holding it twice.
 *
 * - ready: the orders of the option (or of every option) that are not cancelled, not handed out and not yet told
 *   about that option. Orders without a pickup choice are skipped, except when no option was named and the campaign
 *   has no options at all: then they are the ones told (docs/decisions/notice-recipients.md).
 * - payment-reminder: the orders (of the option, when named) with something still owed by the ledger, each at most
 *   once per 24 hours.
 * `skipped` counts the non-cancelled orders in scope that were not written to. Pressing again is harmless: the rules
 * above leave nothing to send; a per-campaign limit (20 presses an hour) stops a runaway script all the same.
 */

export const PICKUP_OPTION_NOT_FOUND = 'Pickup option not found.';
export const REMINDER_WINDOW_MS = 24 * 60 * 60 * 1000;

const notifyLimit = (campaignId: number): Limit => ({
  bucket: 'campaign-notify',
  key: String(campaignId),
  max: 20,
  windowMs: 60 * 60 * 1000,
});
const tooManyPresses = (minutes: number) =>
  `Too many notices for this campaign at once. Try again ${retryText(minutes)}.`;

type CampaignOrder = NoticeOrder & { pickupOptionId: number | null; orderStatus: string };
type Planned = { order: CampaignOrder; optionId: number | null };

export async function notifyCampaignBuyers({
  actor,
  manager,
  campaignId,
  kind,
  pickupOptionId = null,
  now = new Date(),
}: CampaignNotifyInput & { actor: AuditActor; manager: CampaignManager; now?: Date }): Promise<NotifyResult> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [campaign] = await tx
      .select({ id: campaigns.id, name: campaigns.name, paymentInstructions: campaigns.paymentInstructions })
      .from(campaigns)
      .where(and(eq(campaigns.id, campaignId), campaignsManagedBy(manager)));
    if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
    const options = await tx
      .select()
      .from(pickupOptions)
      .where(eq(pickupOptions.campaignId, campaignId))
      .orderBy(asc(pickupOptions.startsAt), asc(pickupOptions.id));
    const option = pickupOptionId === null ? null : (options.find((row) => row.id === pickupOptionId) ?? null);
    if (pickupOptionId !== null && !option) throw notFound(PICKUP_OPTION_NOT_FOUND);

    await reserveLimits(tx, [notifyLimit(campaignId)], tooManyPresses);
    await lockNotices(tx, 'campaign', campaignId);
    const list = await campaignOrders(tx, campaignId);
    const optionsById = new Map(options.map((row) => [row.id, row]));

    const decided =
      kind === 'ready'
        ? await decideReady(tx, list, { option, options, now })
        : await decideReminders(tx, list, { option, now });

    const mails: QueuedMail[] = decided.send.map(({ order, optionId }) => {
      const pickup = order.pickupOptionId === null ? null : (optionsById.get(order.pickupOptionId) ?? null);
      const plan = orderPlan(order, campaign.paymentInstructions, pickup);
      const content =
        kind === 'ready'
          ? pickupReadyEmail({ customerFirstName: order.customerFirstName, orderNumber: order.orderNumber, plan })
          : paymentReminderEmail({ customerFirstName: order.customerFirstName, orderNumber: order.orderNumber, plan });
      // Ready: once per option. A reminder: its number among the order's reminders (one per 24 hours at most).
      const slot = kind === 'ready' ? `o${optionId ?? 0}` : `r${(decided.reminders.get(order.id) ?? 0) + 1}`;
      return {
        to: order.customerEmail,
        ...content,
        kind: kind === 'ready' ? 'pickup-ready' : 'payment-reminder',
        category: 'transactional',
        messageId: outboxMessageId(kind, order.id, order.orderNumber, slot),
      };
    });
    if (decided.send.length > 0) {
      await tx.insert(orderNotices).values(
        decided.send.map(({ order, optionId }) => ({
          orderId: order.id,
          kind,
          pickupOptionId: optionId,
          sentAt: now,
        })),
      );
      await enqueueMail(tx, mails);
    }
    const sent = decided.send.length;
    const skipped = decided.skipped;
    await recordAudit(tx, actor, {
      action: 'campaign.notified',
      entityType: 'campaign',
      entityId: campaign.id,
      entityLabel: campaign.name,
      changes: {
        kind: { from: null, to: kind },
        pickupOption: { from: null, to: option ? option.name : 'every option' },
        sent: { from: null, to: sent },
        skipped: { from: null, to: skipped },
      },
    });
    return { message: notifyMessage(kind, sent, skipped), sent, skipped };
  });
  pruneExpiredRecords();
  if (result.sent > 0) kickMailOutbox();
  return result;
}

/** Every non-cancelled order of the campaign, oldest first. */
function campaignOrders(tx: Transaction, campaignId: number): Promise<CampaignOrder[]> {
  return tx
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      accessKey: orders.accessKey,
      customerFirstName: orders.customerFirstName,
      customerEmail: orders.customerEmail,
      totalCents: orders.totalCents,
      collectedCents: orders.collectedCents,
      pickupOptionId: orders.pickupOptionId,
      orderStatus: orders.orderStatus,
      // Issue 28: the ready and reminder e-mails say when the coffee is roasted.
      roastDate: orders.roastDate,
    })
    .from(orders)
    .where(and(eq(orders.campaignId, campaignId), ne(orders.orderStatus, 'cancelled')))
    .orderBy(asc(orders.id));
}

/** The latest notice of `kind` per (order, option) among these orders, and how many there were. */
async function latestNotices(tx: Transaction, orderIds: number[], kind: 'ready' | 'payment-reminder') {
  const latest = new Map<string, { at: Date; count: number }>();
  if (orderIds.length === 0) return latest;
  const rows = await tx
    .select({
      orderId: orderNotices.orderId,
      optionId: orderNotices.pickupOptionId,
      at: max(orderNotices.sentAt),
      count: count(),
    })
    .from(orderNotices)
    .where(and(inArray(orderNotices.orderId, orderIds), eq(orderNotices.kind, kind)))
    .groupBy(orderNotices.orderId, orderNotices.pickupOptionId);
  for (const row of rows)
    if (row.at) latest.set(`${row.orderId}:${row.optionId ?? ''}`, { at: row.at, count: row.count });
  return latest;
}

async function decideReady(
  tx: Transaction,
  list: CampaignOrder[],
  { option, options, now }: { option: PickupOptionRow | null; options: PickupOptionRow[]; now: Date },
) {
  const targets = option ? [option] : options;
  const targetIds = new Set(targets.map((row) => row.id));
  // With no options at all, "ready" is about the campaign's orders as they are (none of them could choose).
  const noChoiceIncluded = option === null && options.length === 0;
  const told = await latestNotices(
    tx,
    list.map((order) => order.id),
    'ready',
  );
  const send: Planned[] = [];
  let skipped = 0;
  for (const order of list) {
    const optionId = order.pickupOptionId;
    if (optionId === null && !noChoiceIncluded) {
      skipped += 1;
      continue;
    }
    if (optionId !== null && !targetIds.has(optionId)) continue;
    if (order.orderStatus === 'delivered' || told.has(`${order.id}:${optionId ?? ''}`)) skipped += 1;
    else send.push({ order, optionId });
  }
  if (targets.length > 0) {
    for (const target of targets) {
      if (target.readyAt) continue;
      await tx.update(pickupOptions).set({ readyAt: now }).where(eq(pickupOptions.id, target.id));
    }
  }
  return { send, skipped, reminders: new Map<number, number>() };
}

async function decideReminders(
  tx: Transaction,
  list: CampaignOrder[],
  { option, now }: { option: PickupOptionRow | null; now: Date },
) {
  const inScope = option ? list.filter((order) => order.pickupOptionId === option.id) : list;
  const owing = inScope.filter((order) => outstandingOf(order) > 0);
  const reminded = await latestNotices(
    tx,
    owing.map((order) => order.id),
    'payment-reminder',
  );
  const lastReminder = new Map<number, number>();
  for (const [key, { at }] of reminded) {
    const orderId = Number(key.split(':')[0]);
    lastReminder.set(orderId, Math.max(lastReminder.get(orderId) ?? 0, at.getTime()));
  }
  const reminders = new Map<number, number>();
  for (const [key, { count }] of reminded) {
    const orderId = Number(key.split(':')[0]);
    reminders.set(orderId, (reminders.get(orderId) ?? 0) + count);
  }
  const send: Planned[] = [];
  for (const order of owing) {
    const last = lastReminder.get(order.id);
    if (last === undefined || now.getTime() - last >= REMINDER_WINDOW_MS)
      send.push({ order, optionId: order.pickupOptionId });
  }
  return { send, skipped: inScope.length - send.length, reminders };
}

function notifyMessage(kind: CampaignNotifyInput['kind'], sent: number, skipped: number): string {
  if (kind === 'ready') {
    const head = `Ready notice sent to ${plural(sent, 'buyer')}.`;
    return skipped > 0
      ? `${head} ${plural(skipped, 'order')} skipped: already told, handed out or without a pickup choice.`
      : head;
  }
  const head = `Payment reminder sent to ${plural(sent, 'buyer')}.`;
  return skipped > 0
    ? `${head} ${plural(skipped, 'order')} skipped: paid in full or reminded in the last 24 hours.`
    : head;
}
