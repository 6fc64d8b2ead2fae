import 'server-only';
import { formatCents } from '@/lib/format';
import { oneLine, type MailContent } from '../layout';
import { orderNoticeMail, type OrderNoticeInput } from './order-notice';

/** "A reminder: $12.50 due for order SG-…": to buyers with an outstanding balance, at most once a day per order. */
export function paymentReminderEmail(input: OrderNoticeInput): MailContent {
  const number = oneLine(input.orderNumber);
  const due = formatCents(input.plan.outstandingCents);
  return orderNoticeMail({
    ...input,
    subject: `A reminder: ${due} due for order ${number}`,
    heading: 'A friendly payment reminder',
    lead: [`Thank you for your order ${number}. Our records show ${due} still due; here is how to pay.`],
  });
}
