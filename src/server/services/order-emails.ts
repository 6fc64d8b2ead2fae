import 'server-only';
import { getEnv } from '@/env';
import { orderConfirmationEmail, orderNotificationEmail, sendMail, shopInbox, type OutgoingMail } from '@/server/mail';
import type { PlacedOrder } from './orders';

/** Confirmation to the customer and a notification to the shop. Failures are logged: the order is already saved. */
export async function sendOrderEmails(order: PlacedOrder) {
  const results = await Promise.allSettled(orderEmails(order).map((mail) => sendMail(mail)));
  for (const result of results) {
    if (result.status === 'rejected')
      console.error(`[orders] e-mail for order ${order.orderNumber} failed`, result.reason);
  }
}

/** The two e-mails of an order, built but not sent (the start-up warm-up builds them too). */
export function orderEmails(order: PlacedOrder): OutgoingMail[] {
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
      }),
    },
    {
      to: shopInbox(),
      replyTo: order.customerEmail,
      ...orderNotificationEmail({
        orderNumber: order.orderNumber,
        customerName: `${order.customerFirstName} ${order.customerLastName}`,
        customerEmail: order.customerEmail,
        customerPhone: order.customerPhone,
        items: order.items,
        totalCents: order.totalCents,
        campaignName: order.campaignName,
        fundraiserName: order.fundraiserName,
        adminUrl: `${getEnv().APP_URL}/admin`,
      }),
    },
  ];
}
