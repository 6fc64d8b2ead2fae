import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MeetupMoveResult } from '@/lib/contracts/meetup';
import { outstandingCents } from '@/lib/payment-ledger';
import type { MeetupMoveValues } from '@/lib/validation/meetup';
import { getDb } from '@/server/db';
import { campaignsManagedBy, type CampaignManager } from '@/server/db/queries/campaign-access';
import { campaigns, orderNotices, orders, pickupOptions } from '@/server/db/schema';
import { ApiError, badRequest, notFound, ordersNotFound } from '@/server/errors';
import { pickupFollowUpEmail } from '@/server/mail/templates/pickup-follow-up';
import { enqueueMail, outboxMessageId } from '@/server/mail/outbox';
import { kickMailOutbox } from '@/server/mail/outbox-sender';
import { PICKUP_OPTION_NOT_FOUND } from '@/server/reads/meetup';
import { countOrdersByOption } from '@/server/reads/pickup-options';
import { recordAudit, type AuditActor } from './audit';
import { orderPageUrl } from './order-links';

/*
 * Meetup mode's "Move to …" (issue 25): orders nobody collected go to another pickup option of their campaign, within
 * its capacity, audited `order.pickup_moved`; with sendFollowUp each moved order's buyer gets "We missed you" with the
 * plan, queued in the outbox with an order_notices 'not-collected' row, in the same transaction.
 */

export const moveTargetEnded = (name: string) =>
  `The pickup window of ${name} has ended: choose an option still to come.`;
export const moveOtherCampaign = (numbers: string[]) =>
  `Order ${numbers.slice(0, 10).join(', ')} ${numbers.length === 1 ? 'is' : 'are'} not of this option's campaign: orders move only between options of their own campaign.`;
export const moveClosed = (numbers: string[]) =>
  `Order ${numbers.slice(0, 10).join(', ')} ${numbers.length === 1 ? 'was' : 'were'} handed out or cancelled: only orders still to collect move. Nothing was moved.`;
export const moveOverCapacity = (fit: number, asked: number, name: string) =>
  `Only ${fit} of these ${asked} orders fit at ${name} (it is nearly full); nothing was moved.`;

const plural = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

export async function moveOrdersToOption({
  actor,
  manager,
  input,
}: {
  actor: AuditActor;
  manager: CampaignManager;
  input: MeetupMoveValues;
}): Promise<MeetupMoveResult> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    // The target's row is locked first: two moves (or a checkout) into it take turns, so capacity holds.
    const [target] = await tx
      .select({ option: pickupOptions, campaign: campaigns })
      .from(pickupOptions)
      .innerJoin(campaigns, eq(campaigns.id, pickupOptions.campaignId))
      .where(and(eq(pickupOptions.id, input.toPickupOptionId), campaignsManagedBy(manager)))
      .for('update', { of: pickupOptions });
    if (!target) throw notFound(PICKUP_OPTION_NOT_FOUND);
    const { option, campaign } = target;
    if (option.endsAt.getTime() <= Date.now()) throw new ApiError('conflict', moveTargetEnded(option.name));

    const ids = [...new Set(input.orderIds)];
    const fromOption = alias(pickupOptions, 'from_option');
    const found = await tx
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        accessKey: orders.accessKey,
        campaignId: orders.campaignId,
        orderStatus: orders.orderStatus,
        pickupOptionId: orders.pickupOptionId,
        fromName: fromOption.name,
        firstName: orders.customerFirstName,
        email: orders.customerEmail,
        totalCents: orders.totalCents,
        collectedCents: orders.collectedCents,
      })
      .from(orders)
      .innerJoin(campaigns, eq(campaigns.id, orders.campaignId))
      .leftJoin(fromOption, eq(fromOption.id, orders.pickupOptionId))
      .where(and(inArray(orders.id, ids), campaignsManagedBy(manager)))
      .orderBy(asc(orders.id))
      .for('update', { of: orders });
    if (found.length < ids.length) {
      const known = new Set(found.map((order) => order.id));
      throw notFound(
        ordersNotFound(
          ids.filter((id) => !known.has(id)),
          'nothing was moved',
          "your campaigns' orders",
        ),
      );
    }
    const elsewhere = found.filter((order) => order.campaignId !== campaign.id);
    if (elsewhere.length > 0) throw badRequest(moveOtherCampaign(elsewhere.map((order) => order.orderNumber)));
    const closed = found.filter((order) => order.orderStatus === 'delivered' || order.orderStatus === 'cancelled');
    if (closed.length > 0) throw new ApiError('conflict', moveClosed(closed.map((order) => order.orderNumber)));

    const toMove = found.filter((order) => order.pickupOptionId !== option.id);
    if (option.capacity !== null && toMove.length > 0) {
      const taken = (await countOrdersByOption([option.id], tx)).get(option.id) ?? 0;
      const room = Math.max(0, option.capacity - taken);
      if (toMove.length > room) throw new ApiError('conflict', moveOverCapacity(room, toMove.length, option.name));
    }
    if (toMove.length === 0) return { moved: 0, followUpsQueued: 0, already: found.length };

    await tx
      .update(orders)
      .set({ pickupOptionId: option.id })
      .where(
        inArray(
          orders.id,
          toMove.map((order) => order.id),
        ),
      );
    await recordAudit(
      tx,
      actor,
      toMove.map((order) => ({
        action: 'order.pickup_moved' as const,
        entityType: 'order' as const,
        entityId: order.id,
        entityLabel: order.orderNumber,
        changes: {
          pickupOption: {
            from: order.pickupOptionId === null ? null : { id: order.pickupOptionId, name: order.fromName },
            to: { id: option.id, name: option.name },
          },
        },
      })),
    );

    let followUpsQueued = 0;
    if (input.sendFollowUp) {
      const notices = await tx
        .insert(orderNotices)
        .values(
          toMove.map((order) => ({ orderId: order.id, kind: 'not-collected' as const, pickupOptionId: option.id })),
        )
        .returning({ id: orderNotices.id, orderId: orderNotices.orderId });
      const noticeOf = new Map(notices.map((notice) => [notice.orderId, notice.id]));
      followUpsQueued = await enqueueMail(
        tx,
        toMove.map((order) => ({
          to: order.email,
          kind: 'pickup-follow-up',
          category: 'transactional' as const,
          messageId: outboxMessageId('pickup-follow-up', order.id, noticeOf.get(order.id)!, order.orderNumber),
          ...pickupFollowUpEmail({
            customerFirstName: order.firstName,
            orderNumber: order.orderNumber,
            optionName: option.name,
            plan: {
              orderUrl: orderPageUrl(order),
              outstandingCents: outstandingCents(order),
              paymentInstructions: campaign.paymentInstructions ?? null,
              pickup: option,
              orderDeadline: null,
            },
          }),
        })),
      );
    }
    return { moved: toMove.length, followUpsQueued, already: found.length - toMove.length };
  });
  if (result.followUpsQueued > 0) kickMailOutbox();
  const parts = [`${plural(result.moved)} moved.`];
  if (result.already > 0) parts.push(`${plural(result.already)} already there.`);
  if (result.followUpsQueued > 0) parts.push(`Follow-up e-mail queued for ${plural(result.followUpsQueued)}.`);
  return { message: parts.join(' '), moved: result.moved, followUpsQueued: result.followUpsQueued };
}
