import 'server-only';
import { getEnv } from '@/env';
import { receiptSentences } from '@/lib/gifts/receipt-words';
import { pickupOptionText } from '@/lib/plan/pickup-text';
import { SHOP_PAYMENT_INSTRUCTIONS } from '@/lib/plan/shop-plan';
import { orderConfirmationEmail, orderNotificationEmail, shopInbox, type OutgoingMail } from '@/server/mail';
import { outboxMessageId, type QueuedMail } from '@/server/mail/outbox';
import type { MailPlan } from '@/server/mail/templates/plan-block';
import { orderPageUrl } from './order-links';
import type { PlacedOrder } from './orders';

/**
 * Confirmation to the customer and a notification to the shop, for the outbox (queued in the order's transaction);
 * the shop is not told of orders its team typed in itself.
 * Their Message-IDs come from the order's id and number: the order's two messages, whatever happens to the sender.
 */
export function queuedOrderEmails(order: PlacedOrder, { shopNotice = true } = {}): QueuedMail[] {
  const [confirmation, notification] = orderEmails(order) as [OutgoingMail, OutgoingMail];
  const ids = [order.orderId, order.orderNumber] as const;
  const queued: QueuedMail[] = [];
  // An order typed in from paper or a booth may have no e-mail (''): nobody to confirm to (issue 29).
  if (order.customerEmail) {
    queued.push({
      ...confirmation,
      kind: 'order-confirmation',
      category: 'transactional',
      messageId: outboxMessageId('order-confirmation', ...ids),
    });
  }
  if (shopNotice) {
    queued.push({
      ...notification,
      kind: 'order-notification',
      category: 'transactional',
      messageId: outboxMessageId('order-notification', ...ids),
    });
  }
  return queued;
}

/** The plan a new order's confirmation tells: nothing is paid yet, so the whole total is due. */
function mailPlan(order: PlacedOrder): MailPlan {
  const plan = order.plan;
  return {
    orderUrl: orderPageUrl(order),
    outstandingCents: order.totalCents,
    paymentInstructions: plan ? plan.paymentInstructions : SHOP_PAYMENT_INSTRUCTIONS,
    pickup: plan?.pickup ?? null,
    orderDeadline: plan?.orderDeadline ?? null,
    roastDate: order.roastDate ?? null,
  };
}

/** The two e-mails of an order, built but not sent (the start-up warm-up builds them too). */
export function orderEmails(order: PlacedOrder): OutgoingMail[] {
  const pickup = order.plan?.pickup ?? null;
  return [
    {
      to: order.customerEmail,
      ...orderConfirmationEmail({
        customerFirstName: order.customerFirstName,
        orderNumber: order.orderNumber,
        items: order.items,
        totalCents: order.totalCents,
        fundraiserName: order.fundraiserName,
        campaignName: order.campaignName,
        plan: mailPlan(order),
        receipt: receiptSentences({
          ...order.receipt,
          totalCents: order.totalCents,
          beneficiary: order.beneficiary ?? null,
        }),
      }),
    },
    {
      to: shopInbox(),
      ...(order.customerEmail ? { replyTo: order.customerEmail } : {}),
      ...orderNotificationEmail({
        orderNumber: order.orderNumber,
        customerName: `${order.customerFirstName} ${order.customerLastName}`,
        customerEmail: order.customerEmail,
        customerPhone: order.customerPhone,
        items: order.items,
        totalCents: order.totalCents,
        campaignName: order.campaignName,
        fundraiserName: order.fundraiserName,
        pickup: pickup ? pickupOptionText(pickup) : null,
        adminUrl: `${getEnv().APP_URL}/admin`,
      }),
    },
  ];
}
