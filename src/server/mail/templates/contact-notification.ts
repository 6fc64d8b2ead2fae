import 'server-only';
import { detailsTable, html, link, multiline, oneLine, paragraph, type MailContent } from '../layout';
import { composeMail } from '../message';

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
  const replyHint = `Reply to this e-mail to answer ${sender} directly.`;

  return composeMail({
    subject: `Contact form: ${topic}`,
    heading: 'New message from the contact form',
    preheader: `${sender}: ${topic}`,
    paragraphs: [`From: ${sender} <${email}>\nSubject: ${topic}`, message, replyHint],
    body: html`${detailsTable([
      ['From', sender],
      ['E-mail', link(`mailto:${email}`, email)],
      ['Subject', topic],
    ])}${paragraph(multiline(message))}${paragraph(replyHint)}`,
  });
}
