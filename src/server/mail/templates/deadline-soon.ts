import 'server-only';
import { formatDateTime } from '@/lib/format';
import { button, buttonFallback, html, oneLine, paragraph, type MailContent } from '../layout';
import { composeMail } from '../message';
import { greeting } from './shared';

export type DeadlineSoonEmailInput = {
  /** The recipient's first name (a parent reading for their child: the parent's). */
  name: string | null;
  campaignName: string;
  deadline: Date | string;
  /** Whose sales this is about when a parent reads it for their child, e.g. "Ava". */
  forName?: string | null;
  /** The fundraiser's page, or the captain's team page. */
  pageUrl: string | null;
  unsubscribeUrl: string;
};

/** "48 hours left": the captain and every participant, once per campaign and deadline. Fundraising mail. */
export function deadlineSoonEmail({
  name,
  campaignName,
  deadline,
  forName,
  pageUrl,
  unsubscribeUrl,
}: DeadlineSoonEmailInput): MailContent {
  const campaign = oneLine(campaignName);
  const subject = `48 hours left to order for ${campaign}`;
  const closes = `Orders for ${campaign} close ${formatDateTime(deadline)}. After that, no more orders can be placed.`;
  const who = forName ? `${oneLine(forName)}'s` : 'your';
  const ask = `Now is the time to share ${who} page one last time with family, friends and neighbours.`;
  const hello = greeting(name);
  return composeMail({
    subject,
    heading: '48 hours left',
    preheader: closes,
    paragraphs: [hello, closes, ask, pageUrl ? `Page to share: ${pageUrl}` : null],
    body: html`${paragraph(hello)}${paragraph(closes)}${paragraph(ask)}${
      pageUrl ? html`${button({ label: 'Open the page', url: pageUrl })}${buttonFallback(pageUrl)}` : ''
    }`,
    unsubscribeUrl,
  });
}
