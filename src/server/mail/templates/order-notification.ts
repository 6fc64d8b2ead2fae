import 'server-only';
import { formatCents } from '@/lib/format';
import type { Cents } from '@/lib/money';
import { button, detailsTable, html, link, oneLine, paragraph, type MailContent } from '../layout';
import { composeMail } from '../message';
import { itemsTable, itemsText, type OrderMailItem } from './shared';

export type OrderNotificationEmailInput = {
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  customerPhone?: string | null;
  items: readonly OrderMailItem[];
  totalCents: Cents;
  campaignName?: string | null;
  fundraiserName?: string | null;
  adminUrl: string;
};

/** "+1 (502) 555-0187" → "tel:+15025550187"; null when there are no digits to dial. */
function telHref(phone: string): string | null {
  const dialable = phone.replace(/[^\d+]/g, '');
  return /\d/.test(dialable) ? `tel:${dialable}` : null;
}

/** Tells the shop about a new order so someone arranges delivery or a meetup (the caller sets replyTo to the customer). */
export function orderNotificationEmail({
  orderNumber,
  customerName,
  customerEmail,
  customerPhone,
  items,
  totalCents,
  campaignName,
  fundraiserName,
  adminUrl,
}: OrderNotificationEmailInput): MailContent {
  const number = oneLine(orderNumber);
  const customer = oneLine(customerName);
  const phone = customerPhone?.trim() || null;
  const campaign = campaignName?.trim() || null;
  const fundraiser = fundraiserName?.trim() || null;
  const intro = `${customer} placed an order for ${formatCents(totalCents)}. Get in touch to arrange local delivery or a meetup.`;

  const details: Array<readonly [string, string | null]> = [
    ['Customer', customer],
    ['E-mail', customerEmail],
    ['Phone', phone ?? 'not given'],
    ['Campaign', campaign],
    ['Fundraiser', fundraiser],
  ];
  const telLink = phone ? telHref(phone) : null;
  return composeMail({
    subject: `New order ${number} from ${customer} (${formatCents(totalCents)})`,
    heading: `New order ${number}`,
    preheader: intro,
    paragraphs: [
      intro,
      details
        .filter(([, value]) => value)
        .map(([label, value]) => `${label}: ${value}`)
        .join('\n'),
      itemsText(items, totalCents),
      'Open the order in the admin dashboard:',
      adminUrl,
    ],
    body: html`${paragraph(intro)}${detailsTable([
      ['Customer', customer],
      ['E-mail', link(`mailto:${customerEmail}`, customerEmail)],
      ['Phone', phone ? (telLink ? link(telLink, phone) : phone) : 'not given'],
      ['Campaign', campaign],
      ['Fundraiser', fundraiser],
    ])}${itemsTable(items, totalCents)}${button({ label: 'Open order in admin', url: adminUrl })}`,
  });
}
