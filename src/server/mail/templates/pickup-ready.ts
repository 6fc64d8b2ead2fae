import 'server-only';
import { site } from '@/lib/site';
import { oneLine, type MailContent } from '../layout';
import { orderNoticeMail, type OrderNoticeInput } from './order-notice';

/** "Your order is ready for pickup": sent once per order and pickup option when staff or the captain say so. */
export function pickupReadyEmail(input: OrderNoticeInput): MailContent {
  const number = oneLine(input.orderNumber);
  const where = input.plan.pickup ? 'Bring your order page (or its QR code) to the pickup below.' : null;
  return orderNoticeMail({
    ...input,
    subject: `Your ${site.name} order ${number} is ready for pickup`,
    heading: 'Your order is ready for pickup',
    lead: [`Good news: your order ${number} is ready for pickup.`, ...(where ? [where] : [])],
  });
}
