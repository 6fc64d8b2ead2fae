import 'server-only';
import { site } from '@/lib/site';
import { button, buttonFallback, html, oneLine, paragraph, type MailContent } from '../layout';
import { composeMail } from '../message';
import { captainLabel, greeting } from './shared';

export type InviteReminderEmailInput = {
  inviteeName: string | null;
  captainName: string;
  campaignName: string;
  acceptUrl: string;
  /** The signed stop-team-invitations link (footer, and the message's List-Unsubscribe header). */
  optOutUrl: string;
};

/** A captain reminds someone who has not answered their team invitation yet (a fresh link: the old one stops). */
export function inviteReminderEmail({
  inviteeName,
  captainName,
  campaignName,
  acceptUrl,
  optOutUrl,
}: InviteReminderEmailInput): MailContent {
  const captain = captainLabel(captainName);
  const campaign = oneLine(campaignName);
  const intro = `${captain} is still hoping you will join their team for ${campaign} on ${site.name}.`;
  const how = 'Accepting gives you your own fundraiser page; every bag sold through it counts for you and your team.';
  const fresh = 'This is a new link: the one in the earlier invitation no longer works.';

  return composeMail({
    subject: `Reminder: join the ${campaign} team`,
    heading: 'Your team is waiting for you',
    preheader: intro,
    paragraphs: [greeting(inviteeName), intro, how, 'Accept the invitation here:', acceptUrl, fresh],
    body: html`${paragraph(greeting(inviteeName))}${paragraph(intro)}${paragraph(how)}${button({ label: 'Accept invitation', url: acceptUrl })}${paragraph(fresh)}${buttonFallback(acceptUrl)}`,
    unsubscribeUrl: optOutUrl,
    unsubscribeKind: 'invitations',
  });
}
