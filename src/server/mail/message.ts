import 'server-only';
import { renderHtmlLayout, renderTextLayout, type HtmlValue, type MailContent, type UnsubscribeKind } from './layout';

type MessageParts = {
  subject: string;
  heading: string;
  /** The preview line shown beside the subject in inbox lists. */
  preheader?: string;
  /** The plain-text part, one paragraph each (empty ones are left out). */
  paragraphs: ReadonlyArray<string | null | undefined | false>;
  /** The HTML part's body, inside the branded card under the heading. */
  body: HtmlValue;
  /** Fundraising e-mails and invitations: the signed one-click link in both parts' footers. */
  unsubscribeUrl?: string;
  /** Which list the link leaves (the footer's words); fundraising unless said. */
  unsubscribeKind?: UnsubscribeKind;
};

/** A template's message in both parts, laid out around one heading so the text and HTML never disagree. */
export function composeMail({
  subject,
  heading,
  preheader,
  paragraphs,
  body,
  unsubscribeUrl,
  unsubscribeKind,
}: MessageParts): MailContent {
  return {
    subject,
    text: renderTextLayout({ heading, paragraphs, unsubscribeUrl, unsubscribeKind }),
    html: renderHtmlLayout({ heading, preheader, body, unsubscribeUrl, unsubscribeKind }),
  };
}
