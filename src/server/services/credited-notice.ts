import 'server-only';
import { and, eq, sum } from 'drizzle-orm';
import type { Transaction } from '@/server/db';
import { campaigns, orderItems, orderNotices, orders, pickupOptions, users } from '@/server/db/schema';
import { normalizeEmail } from '@/server/auth/unsubscribe-links';
import { enqueueMail, outboxMessageId, type QueuedMail } from '@/server/mail/outbox';
import { readersOf } from '@/server/mail/person-recipients';
import { orderCreditedEmail } from '@/server/mail/templates/order-credited';
import { fundraisingMail, isOptedOut } from './fundraising-emails';

/*
 * "An order was credited to you" (issue 25): when an order credited to a fundraiser is placed, the fundraiser (or,
 * for a child account, the parent's address; for a child's profile, every guardian: src/server/mail/person-recipients.ts)
 * hears who ordered how many bags and when they pick up. Only the buyer's
 * first name and last initial: never their e-mail, phone or full name. A fundraising e-mail: nothing is sent to (or
 * recorded for) an address on the opt-out list, and the mail carries the signed unsubscribe link. Queued inside the
 * order's transaction, in a savepoint of its own, so a failure here never fails the order.
 */

/** Queues the notice for a just-placed order; true when one was queued. Never throws. */
export async function queueOrderCreditedNotice(tx: Transaction, { orderId }: { orderId: number }): Promise<boolean> {
  try {
    return await tx.transaction((savepoint) => queueNotice(savepoint, orderId));
  } catch (error) {
    console.error('[credited-notice] could not queue the credited notice', { orderId, error });
    return false;
  }
}

async function queueNotice(tx: Transaction, orderId: number): Promise<boolean> {
  const [order] = await tx
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      buyerFirstName: orders.customerFirstName,
      buyerLastName: orders.customerLastName,
      orderStatus: orders.orderStatus,
      campaignName: campaigns.name,
      pickupOptionId: orders.pickupOptionId,
      fundraiserId: users.id,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.subAccountId))
    .leftJoin(campaigns, eq(campaigns.id, orders.campaignId))
    .where(eq(orders.id, orderId));
  if (!order || order.orderStatus === 'cancelled') return false;
  const [already] = await tx
    .select({ id: orderNotices.id })
    .from(orderNotices)
    .where(and(eq(orderNotices.orderId, orderId), eq(orderNotices.kind, 'credited')))
    .limit(1);
  if (already) return false;

  const readers = [];
  for (const reader of await readersOf(tx, order.fundraiserId)) {
    const email = normalizeEmail(reader.email);
    if (!(await isOptedOut(email, tx))) readers.push({ ...reader, email });
  }
  if (readers.length === 0) {
    // A child's profile without any guardian left (or every reader opted out): nobody to tell, said in the log.
    console.warn('[credited-notice] no reader for the credited fundraiser', {
      orderId,
      fundraiserId: order.fundraiserId,
    });
    return false;
  }

  const [bags] = await tx
    .select({ n: sum(orderItems.quantity).mapWith(Number) })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const [pickup] =
    order.pickupOptionId === null
      ? []
      : await tx
          .select({
            kind: pickupOptions.kind,
            name: pickupOptions.name,
            startsAt: pickupOptions.startsAt,
            endsAt: pickupOptions.endsAt,
          })
          .from(pickupOptions)
          .where(eq(pickupOptions.id, order.pickupOptionId));

  await tx.insert(orderNotices).values({ orderId, kind: 'credited' });
  const mails: QueuedMail[] = readers.map((reader) => ({
    ...fundraisingMail(reader.email, (unsubscribeUrl) =>
      orderCreditedEmail({
        name: reader.name,
        forName: reader.forName,
        buyerFirstName: order.buyerFirstName,
        buyerLastName: order.buyerLastName,
        bags: bags?.n ?? 0,
        campaignName: order.campaignName,
        pickup: pickup ?? null,
        unsubscribeUrl,
      }),
    ),
    kind: 'order-credited',
    category: 'fundraising',
    // One per guardian of a child; the one reader of anyone else keeps the id it always had.
    messageId: reader.viaGuardian
      ? outboxMessageId('order-credited', order.id, order.orderNumber, `g${reader.userId}`)
      : outboxMessageId('order-credited', order.id, order.orderNumber),
  }));
  await enqueueMail(tx, mails);
  return true;
}
