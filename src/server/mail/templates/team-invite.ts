import 'server-only';
import { site } from '@/lib/site';
import { button, buttonFallback, html, oneLine, paragraph, type MailContent } from '../layout';
import { composeMail } from '../message';
import { captainLabel, greeting } from './shared';

export type TeamInviteEmailInput = {
  inviteeName: string | null;
  /** Issue 27: a family invitation (the parent's address): the page is for this child, managed by the parent. */
  childFirstName?: string | null;
  captainName: string;
  campaignName: string;
  acceptUrl: string;
  /** The signed stop-team-invitations link (footer, and the message's List-Unsubscribe header). */
  optOutUrl: string;
};

/** A captain invites someone to their fundraising team; accepting gives them their own fundraiser page. */
export function teamInviteEmail({
  inviteeName,
  childFirstName,
  captainName,
  campaignName,
  acceptUrl,
  optOutUrl,
}: TeamInviteEmailInput): MailContent {
  const captain = captainLabel(captainName);
  const campaign = oneLine(campaignName);
  const child = childFirstName ? oneLine(childFirstName) : null;
  const intro = child
    ? `${captain} invited ${child} to join their team for ${campaign} on ${site.name}. This invitation is for ${child}: you accept it as their parent or guardian.`
    : `${captain} invited you to join their team for ${campaign} on ${site.name}.`;
  const how = child
    ? `Once you accept, ${child} gets a fundraiser page that you manage from your account (no e-mail or password for ${child}). It stays private until you give your consent on your Family page.`
    : 'Once you accept, you get your own fundraiser page to share with friends and family. Every bag of coffee sold through it counts toward your total and your team’s campaign.';
  const ignore = 'If you were not expecting this invitation, you can ignore this e-mail.';

  return composeMail({
    subject: child
      ? `${captain} invited ${child} to join the ${campaign} team`
      : `${captain} invited you to join the ${campaign} team`,
    heading: 'You are invited to fundraise with coffee',
    preheader: intro,
    paragraphs: [greeting(inviteeName), intro, how, 'Accept the invitation here:', acceptUrl, ignore],
    body: html`${paragraph(greeting(inviteeName))}${paragraph(intro)}${paragraph(how)}${button({ label: 'Accept invitation', url: acceptUrl })}${paragraph(ignore)}${buttonFallback(acceptUrl)}`,
    unsubscribeUrl: optOutUrl,
    unsubscribeKind: 'invitations',
  });
}
