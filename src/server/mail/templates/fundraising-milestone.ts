import 'server-only';
import { formatCents } from '@/lib/format';
import type { Cents } from '@/lib/money';
import { button, buttonFallback, html, oneLine, paragraph, type MailContent } from '../layout';
import { composeMail } from '../message';
import { greeting } from './shared';

export type FundraisingMilestoneEmailInput = {
  fundraiserName: string | null;
  campaignName: string;
  /** The highest threshold this order crossed: 25, 50, 75 or 100. */
  percent: number;
  raisedCents: Cents;
  goalCents: Cents;
  /** The fundraiser's public page, when it has one. */
  pageUrl: string | null;
  unsubscribeUrl: string;
  /** Issue 27: the child a guardian reads for (greeted by `fundraiserName`, the guardian's own name then). */
  forName?: string | null;
};

/** A fundraiser's sales reached a quarter, half, three quarters or all of their goal. */
export function fundraisingMilestoneEmail({
  fundraiserName,
  campaignName,
  percent,
  raisedCents,
  goalCents,
  pageUrl,
  unsubscribeUrl,
  forName,
}: FundraisingMilestoneEmailInput): MailContent {
  const campaign = oneLine(campaignName);
  const child = forName ? oneLine(forName) : null;
  const reached = percent >= 100;
  // The title names the figure the body gives (an order that takes $60 to $100 of $250 says 40 %, not the 25 % it
  // crossed), rounded down and never 100 % before the goal.
  const shown = reached ? 100 : Math.max(percent, Math.min(99, Math.floor((raisedCents * 100) / goalCents)));
  const who = child ?? 'You';
  const whose = child ? `${child}'s` : 'your';
  const subject = reached
    ? `${who} reached ${child ? 'their' : 'your'} goal for ${campaign}!`
    : `${who} ${child ? 'is' : 'are'} ${shown}% of the way to ${child ? 'their' : 'your'} goal`;
  const heading = reached ? 'Goal reached!' : `${shown}% of ${whose} goal`;
  const figures = `${who} ${child ? 'has' : 'have'} raised ${formatCents(raisedCents)} of ${child ? 'their' : 'your'} ${formatCents(goalCents)} goal for ${campaign}.`;
  const next = reached
    ? 'Thank you for every bag you sold. Keep sharing your page: every sale still helps your team.'
    : 'Keep going: share your page once more with friends, family and neighbours.';

  return composeMail({
    subject,
    heading,
    preheader: figures,
    paragraphs: [
      greeting(fundraiserName),
      figures,
      next,
      pageUrl ? `${child ? `${child}'s` : 'Your'} page: ${pageUrl}` : null,
    ],
    body: html`${paragraph(greeting(fundraiserName))}${paragraph(figures)}${paragraph(next)}${
      pageUrl ? html`${button({ label: 'Open your page', url: pageUrl })}${buttonFallback(pageUrl)}` : ''
    }`,
    unsubscribeUrl,
  });
}
