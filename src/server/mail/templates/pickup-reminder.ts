import 'server-only';
import { pickupWindowText } from '@/lib/plan/pickup-text';
import { oneLine, type MailContent } from '../layout';
import type { MailPlan } from './plan-block';
import { orderNoticeMail, type OrderNoticeInput } from './order-notice';

type Pickup = NonNullable<MailPlan['pickup']>;

/** "Pickup tomorrow: School gym Sat, Dec 5, 10:00 AM – 12:00 PM": the day before a meetup, once per order and option. */
export function pickupReminderEmail(input: OrderNoticeInput & { plan: MailPlan & { pickup: Pickup } }): MailContent {
  const number = oneLine(input.orderNumber);
  const pickup = input.plan.pickup;
  const place = oneLine(pickup.name);
  const when = pickupWindowText(pickup);
  return orderNoticeMail({
    ...input,
    subject: `Pickup tomorrow: ${place} ${when}`,
    heading: 'Pickup tomorrow',
    lead: [`A reminder: you can pick up your order ${number} tomorrow at ${place}, ${when}.`],
  });
}
