import 'server-only';
import { formatCents, formatDate } from '@/lib/format';
import type { Cents } from '@/lib/money';
import { button, dataTable, html, oneLine, paragraph, type MailContent } from '../layout';
import { composeMail } from '../message';
import { greeting } from './shared';

export type WeeklySummaryMember = {
  name: string;
  salesCents: Cents;
  bags: number;
  supporters: number;
  /** Whole percent of their goal, or null without a goal. */
  goalPercent: number | null;
  lastSaleAt: Date | null;
};

export type WeeklySummaryEmailInput = {
  captainName: string | null;
  campaignName: string;
  /** The Monday (shop time) of the week, YYYY-MM-DD. */
  weekOf: string;
  members: readonly WeeklySummaryMember[];
  teamUrl: string;
  unsubscribeUrl: string;
};

const progress = (member: WeeklySummaryMember) => (member.goalPercent === null ? 'No goal' : `${member.goalPercent}%`);
const lastSale = (member: WeeklySummaryMember) => (member.lastSaleAt ? formatDate(member.lastSaleAt) : 'None yet');
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The captain's Monday summary: the team's figures as team management shows them. */
export function weeklySummaryEmail({
  captainName,
  campaignName,
  weekOf,
  members,
  teamUrl,
  unsubscribeUrl,
}: WeeklySummaryEmailInput): MailContent {
  const campaign = oneLine(campaignName);
  const salesCents = members.reduce((sum, member) => sum + member.salesCents, 0);
  const bags = members.reduce((sum, member) => sum + member.bags, 0);
  const idle = members.filter((member) => member.lastSaleAt === null).length;
  const totals = `So far your team of ${members.length} has sold ${plural(bags, 'bag')} for ${formatCents(salesCents)}.`;
  const idleLine =
    idle > 0
      ? `${idle} ${idle === 1 ? 'member has' : 'members have'} not sold yet: a nudge from team management sends them their share kit.`
      : null;
  const lines = members.map((m) =>
    [
      `- ${oneLine(m.name)}: ${formatCents(m.salesCents)}`,
      plural(m.bags, 'bag'),
      plural(m.supporters, 'supporter'),
      m.goalPercent === null ? 'no goal set' : `${m.goalPercent}% of goal`,
      m.lastSaleAt ? `last sale ${formatDate(m.lastSaleAt)}` : 'no sale yet',
    ].join(', '),
  );

  return composeMail({
    subject: `${campaign}: your team's week (week of ${weekOf})`,
    heading: `Your team this week`,
    preheader: totals,
    paragraphs: [greeting(captainName), `${campaign}, week of ${weekOf}.`, totals, idleLine, lines.join('\n'), teamUrl],
    body: html`${paragraph(greeting(captainName))}${paragraph(`${campaign}, week of ${weekOf}.`)}${paragraph(totals)}${
      idleLine ? paragraph(idleLine) : ''
    }${dataTable({
      columns: [
        { label: 'Member' },
        { label: 'Sales', align: 'right' },
        { label: 'Bags', align: 'right' },
        { label: 'Supporters', align: 'right' },
        { label: 'Goal', align: 'right' },
        { label: 'Last sale', align: 'right' },
      ],
      rows: members.map((m) => [m.name, formatCents(m.salesCents), m.bags, m.supporters, progress(m), lastSale(m)]),
    })}${button({ label: 'Open team management', url: teamUrl })}`,
    unsubscribeUrl,
  });
}
