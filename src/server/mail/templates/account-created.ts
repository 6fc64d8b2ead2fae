import 'server-only';
import { site } from '@/lib/site';
import { button, buttonFallback, html, paragraph, type MailContent } from '../layout';
import { composeMail } from '../message';
import { greeting } from './shared';

export type AccountCreatedEmailInput = { displayName: string; setPasswordUrl: string; expiresInHours: number };

/** The welcome e-mail for an account an admin created: it has no password until the owner chooses one. */
export function accountCreatedEmail({
  displayName,
  setPasswordUrl,
  expiresInHours,
}: AccountCreatedEmailInput): MailContent {
  const intro = `An administrator at ${site.name} created an account for you with this e-mail address.`;
  const how = 'Open the link below to choose your password, then sign in with this e-mail address.';
  const expiry = `The link works for ${expiresInHours} hours. When it has expired, use "Forgot password?" on the sign-in page to get a new one.`;

  return composeMail({
    subject: `Your ${site.name} account is ready`,
    heading: 'Choose your password',
    preheader: intro,
    paragraphs: [greeting(displayName), intro, how, setPasswordUrl, expiry],
    body: html`${paragraph(greeting(displayName))}${paragraph(intro)}${paragraph(how)}${button({ label: 'Choose your password', url: setPasswordUrl })}${paragraph(expiry)}${buttonFallback(setPasswordUrl)}`,
  });
}
