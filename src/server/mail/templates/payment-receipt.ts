import 'server-only';
import { formatCents, formatDateTime } from '@/lib/format';
import { PAYMENT_METHOD_LABELS } from '@/lib/labels/payment-methods';
import { site } from '@/lib/site';
import type { PaymentMethod } from '@/lib/validation/order-payments';
import { button, buttonFallback, detailsTable, html, oneLine, paragraph, type MailContent } from '../layout';
import { composeMail } from '../message';
import { greeting } from './shared';

export type PaymentReceiptEmailInput = {
  customerFirstName: string;
  orderNumber: string;
  amountCents: number;
  method: PaymentMethod;
  receivedAt: Date;
  campaignName: string | null;
  /** The order's coffee and this payment's contribution; shown only with a beneficiary (they are its receipt). */
  fairMarketValueCents: number;
  contributionCents: number;
  beneficiary: { name: string; taxId: string | null } | null;
  /** From src/lib/gifts/receipt-words.ts: the written-disclosure sentences for this payment. */
  sentences: readonly string[];
  orderUrl: string;
};

/** "Payment received": sent for every positive payment recorded on an order whose buyer gave an e-mail (issue 29). */
export function paymentReceiptEmail(input: PaymentReceiptEmailInput): MailContent {
  const number = oneLine(input.orderNumber);
  const amount = formatCents(input.amountCents);
  const method = PAYMENT_METHOD_LABELS[input.method];
  const date = formatDateTime(input.receivedAt);
  const subject = `Payment received: ${amount} for order ${number}`;
  const lead = `${site.name} received your payment of ${amount} (${method}) on ${date} for order ${number}. Thank you!`;
  const rows: Array<readonly [string, string]> = [
    ['Amount', amount],
    ['Method', method],
    ['Date', date],
    ['Order', number],
    ['Shop', site.name],
  ];
  if (input.campaignName) rows.push(['Fundraiser', oneLine(input.campaignName)]);
  if (input.beneficiary) {
    rows.push(['Fair market value of the coffee', formatCents(input.fairMarketValueCents)]);
    rows.push(['Contribution in this payment', formatCents(input.contributionCents)]);
    rows.push(['Organisation', oneLine(input.beneficiary.name)]);
    if (input.beneficiary.taxId) rows.push(['Tax ID', input.beneficiary.taxId]);
  }
  const keep = 'Keep this e-mail as your receipt. Your order page shows every payment.';
  const hello = greeting(input.customerFirstName);
  return composeMail({
    subject,
    heading: 'Payment received',
    preheader: lead,
    paragraphs: [
      hello,
      lead,
      rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
      ...input.sentences,
      keep,
      `Your order: ${input.orderUrl}`,
    ],
    body: html`${paragraph(hello)}${paragraph(lead)}${detailsTable(rows)}${input.sentences.map((sentence) =>
      paragraph(sentence),
    )}${paragraph(keep)}${button({ label: 'View your order', url: input.orderUrl })}${buttonFallback(input.orderUrl)}`,
  });
}
