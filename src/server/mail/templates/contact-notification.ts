import 'server-only';
import {
  detailsTable,
  html,
  link,
  multiline,
  oneLine,
  paragraph,
  renderHtmlLayout,
  renderTextLayout,
  type MailContent,
} from '../layout';

export type ContactNotificationEmailInput = { name: string; email: string; subject: string; message: string };

/** Forwards a contact-form message to the shop; the caller sets replyTo to the sender so "Reply" answers them. */
export function contactNotificationEmail({
  name,
  email,
  subject,
  message,
}: ContactNotificationEmailInput): MailContent {
  const sender = oneLine(name);
  const topic = oneLine(subject);
  const heading = 'New message from the contact form';
  const replyHint = `Reply to this e-mail to answer ${sender} directly.`;

  const text = renderTextLayout({
    heading,
    paragraphs: [`From: ${sender} <${email}>\nSubject: ${topic}`, message, replyHint],
  });
  const htmlBody = renderHtmlLayout({
    heading,
    preheader: `${sender}: ${topic}`,
    body: html`${detailsTable([
      ['From', sender],
      ['E-mail', link(`mailto:${email}`, email)],
      ['Subject', topic],
    ])}${paragraph(multiline(message))}${paragraph(replyHint)}`,
  });
  return { subject: `Contact form: ${topic}`, text, html: htmlBody };
}
