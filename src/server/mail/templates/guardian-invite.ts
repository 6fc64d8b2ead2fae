import 'server-only';
import { site } from '@/lib/site';
import { button, buttonFallback, html, paragraph, type MailContent } from '../layout';
import { composeMail } from '../message';
import { shownName } from './shared';

export type GuardianInviteEmailInput = { inviterName: string; childNames: string[]; acceptUrl: string };

/** A guardian invites another adult to manage their children's fundraiser pages with them (issue 27). */
export function guardianInviteEmail({ inviterName, childNames, acceptUrl }: GuardianInviteEmailInput): MailContent {
  const inviter = shownName(inviterName) ?? 'A parent';
  const children = childNames.length > 0 ? childNames.join(', ') : 'their children';
  const intro = `${inviter} invited you to be a guardian of ${children} on ${site.name}.`;
  const how =
    'As a guardian you see and edit their fundraiser pages, give or withdraw consent for a public page and a photo, and receive the e-mails about their sales. Sign in (or create an account) with this e-mail address, then open the link.';
  const ignore = 'If you were not expecting this invitation, you can ignore this e-mail. The link expires in 14 days.';
  return composeMail({
    subject: `${inviter} invited you to be a guardian on ${site.name}`,
    heading: 'You are invited to be a guardian',
    preheader: intro,
    paragraphs: [intro, how, 'Accept the invitation here:', acceptUrl, ignore],
    body: html`${paragraph(intro)}${paragraph(how)}${button({ label: 'Accept invitation', url: acceptUrl })}${paragraph(ignore)}${buttonFallback(acceptUrl)}`,
  });
}
