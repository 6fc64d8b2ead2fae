import 'server-only';
import { formatCents, formatDate } from '@/lib/format';
import { organisationText } from '@/lib/gifts/receipt-words';
import type { StatementOrder, YearStatement } from '@/lib/gifts/year-statement';
import { PAYMENT_METHOD_LABELS } from '@/lib/labels/payment-methods';
import { site } from '@/lib/site';
import { dataTable, html, paragraph, type MailContent } from '../layout';
import { composeMail } from '../message';

/** "Nov 2, 2026: $50.00 (Cash)" for each of the order's payments that year (refunds negative). */
const paymentsText = (order: StatementOrder) =>
  order.payments
    .map((p) => `${formatDate(p.receivedAt)}: ${formatCents(p.amountCents)} (${PAYMENT_METHOD_LABELS[p.method]})`)
    .join('; ');

const organisation = (order: StatementOrder) => (order.beneficiary ? organisationText(order.beneficiary) : '—');

/** The buyer's year-end statement (issue 29): every order with payments that year, and totals per organisation. */
export function yearEndStatementEmail(statement: YearStatement): MailContent {
  const { year, orders, totals } = statement;
  const subject = `Your ${site.name} statement for ${year}`;
  const lead = `Here are your payments to ${site.name} in ${year}, order by order, as you asked.`;
  const rule =
    'Money pays for the coffee first: the part of your payments over our good-faith estimate of the fair market value of the coffee is a contribution to the organisation named.';
  const deduct =
    'The amount you may deduct as a charitable contribution for federal income tax purposes is limited to the contribution shown.';
  const orderText = orders.map((order) =>
    [
      `Order ${order.orderNumber} (${formatDate(order.createdAt)})`,
      `  Payments: ${paymentsText(order)}`,
      `  Fair market value of the coffee: ${formatCents(order.fairMarketValueCents)}`,
      `  Contribution: ${formatCents(order.contributionCents)}`,
      `  Organisation: ${organisation(order)}`,
    ].join('\n'),
  );
  const totalText = totals.map(
    (total) =>
      `Total to ${organisationText(total)}: paid ${formatCents(total.paidCents)}, contribution ${formatCents(total.contributionCents)}`,
  );
  const ordersTable = dataTable({
    columns: [
      { label: 'Order' },
      { label: 'Payments' },
      { label: 'Coffee value', align: 'right' },
      { label: 'Contribution', align: 'right' },
      { label: 'Organisation' },
    ],
    rows: orders.map((order) => [
      `${order.orderNumber} (${formatDate(order.createdAt)})`,
      paymentsText(order),
      formatCents(order.fairMarketValueCents),
      formatCents(order.contributionCents),
      organisation(order),
    ]),
  });
  const totalsTable = dataTable({
    columns: [{ label: 'Organisation' }, { label: 'Paid', align: 'right' }, { label: 'Contribution', align: 'right' }],
    rows: totals.map((total) => [
      organisationText(total),
      formatCents(total.paidCents),
      formatCents(total.contributionCents),
    ]),
  });
  return composeMail({
    subject,
    heading: `Your statement for ${year}`,
    preheader: lead,
    paragraphs: [lead, ...orderText, ...totalText, totals.length > 0 && rule, totals.length > 0 && deduct],
    body: html`${paragraph(lead)}${ordersTable}${totals.length > 0 ? html`${totalsTable}${paragraph(rule)}${paragraph(deduct)}` : ''}`,
  });
}
