import 'server-only';
import { site } from '@/lib/site';
import {
  button,
  buttonFallback,
  html,
  paragraph,
  renderHtmlLayout,
  renderTextLayout,
  type MailContent,
} from '../layout';
import { greeting } from './shared';

export type PasswordResetEmailInput = { displayName: string | null; resetUrl: string; expiresInMinutes: number };

function minutes(count: number): string {
  return count === 1 ? '1 minute' : `${count} minutes`;
}

/** Sent after "Forgot password?": a single link that lets the owner of the address choose a new password. */
export function passwordResetEmail({ displayName, resetUrl, expiresInMinutes }: PasswordResetEmailInput): MailContent {
  const subject = `Reset your ${site.name} password`;
  const heading = 'Reset your password';
  const intro = `We received a request to reset the password for your ${site.name} account.`;
  const expiry = `The link works for ${minutes(expiresInMinutes)}. If you did not ask for a new password, you can ignore this e-mail: your password stays the same.`;

  const text = renderTextLayout({
    heading,
    paragraphs: [greeting(displayName), `${intro} Open this link to choose a new one:`, resetUrl, expiry],
  });
  const htmlBody = renderHtmlLayout({
    heading,
    preheader: `Choose a new password. The link works for ${minutes(expiresInMinutes)}.`,
    body: html`${paragraph(greeting(displayName))}${paragraph(intro)}${button({ label: 'Choose a new password', url: resetUrl })}${paragraph(expiry)}${buttonFallback(resetUrl)}`,
  });
  return { subject, text, html: htmlBody };
}
