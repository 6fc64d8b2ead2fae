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
  /** The buyer's pickup choice in words (pickupOptionText), or null when none was offered. */
  pickup?: string | null;
  adminUrl: string;
};

/** "+1 (502) 555-0187" → "tel:+15025550187"; null when there are no digits to dial. */
function telHref(phone: string): string | null {
  const dialable = phone.replace(/[^\d+]/g, '');
  return /\d/.test(dialable) ? `tel:${dialable}` : null;
}

/** Tells the shop about a new order and where the buyer picks it up (the caller sets replyTo to the customer). */
export function orderNotificationEmail({
  orderNumber,
  customerName,
  customerEmail,
  customerPhone,
  items,
  totalCents,
  campaignName,
  fundraiserName,
  pickup,
  adminUrl,
}: OrderNotificationEmailInput): MailContent {
  const number = oneLine(orderNumber);
  const customer = oneLine(customerName);
  const phone = customerPhone?.trim() || null;
  const campaign = campaignName?.trim() || null;
  const fundraiser = fundraiserName?.trim() || null;
  const pickupText = pickup?.trim() || null;
  const intro = pickupText
    ? `${customer} placed an order for ${formatCents(totalCents)}, to pick up at the buyer's choice — ${pickupText}.`
    : `${customer} placed an order for ${formatCents(totalCents)}. No pickup option was offered: get in touch to arrange local delivery or a meetup.`;

  const details: Array<readonly [string, string | null]> = [
    ['Customer', customer],
    ['E-mail', customerEmail],
    ['Phone', phone ?? 'not given'],
    ['Campaign', campaign],
    ['Fundraiser', fundraiser],
    ['Pickup', pickupText],
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
      ['Pickup', pickupText],
    ])}${itemsTable(items, totalCents)}${button({ label: 'Open order in admin', url: adminUrl })}`,
  });
}
