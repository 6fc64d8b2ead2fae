import 'server-only';
import { site } from '@/lib/site';

/** What every template returns: one subject and the same message as plain text and as HTML. */
export type MailContent = { subject: string; text: string; html: string };

/* Brand look for mail clients: inline CSS only, tables for layout, no web fonts, no images. */
const CREAM = '#f7f1e8';
const ESPRESSO = '#2b1a12';
const COPPER = '#8c4519';
const MUTED = '#6b5447';
const RULE = '#e8dccb';
const SANS = '-apple-system, Segoe UI, Helvetica, Arial, sans-serif';
const SERIF = 'Georgia, Times New Roman, serif';

/** The postal-style line in every footer. */
export const ADDRESS_LINE = `${site.name} · Prospect, Kentucky`;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Makes any text safe inside HTML element content and quoted attribute values. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/**
 * HTML that is already safe to emit. Only the `html` tag below (and the helpers built on it) create one,
 * so a template cannot put an unescaped value into a message by forgetting to call escapeHtml.
 */
class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}
export type { SafeHtml };

export type HtmlValue = string | number | SafeHtml | null | undefined | false | readonly HtmlValue[];

function renderValue(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(renderValue).join('');
  return escapeHtml(value as string | number);
}

/** Tagged template: the literal parts are trusted markup, every interpolated value is escaped (unless it is SafeHtml). */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, i) => {
    out += renderValue(value) + strings[i + 1]!;
  });
  return new SafeHtml(out);
}

/** Collapses whitespace (including line breaks) so user text can go into a subject line or heading. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** Links in mail point at our own site (or mailto/tel); anything else is a bug, not something to render. */
function safeHref(url: string): string {
  if (!/^(https?:\/\/|mailto:|tel:)/i.test(url))
    throw new Error(`Refusing to put a non-http(s) link into an e-mail: ${url.slice(0, 40)}`);
  return url;
}

// ---- Building blocks for template bodies ----

export function paragraph(content: HtmlValue): SafeHtml {
  return html`<p style="margin:0 0 16px;">${content}</p>`;
}

/** Escaped text with its line breaks kept (a contact message, an address). */
export function multiline(text: string): SafeHtml {
  return html`${text.split(/\r\n|\r|\n/).map((line, i) => (i === 0 ? line : [html`<br>`, line]))}`;
}

export function link(url: string, label: HtmlValue = url): SafeHtml {
  return html`<a href="${safeHref(url)}" style="color:${COPPER};text-decoration:underline;word-break:break-all;">${label}</a>`;
}

/** A copper call-to-action button that also works in Outlook (the table cell carries the colour). */
export function button({ label, url }: { label: string; url: string }): SafeHtml {
  return html`<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
  <tr>
    <td align="center" bgcolor="${COPPER}" style="border-radius:6px;background-color:${COPPER};">
      <a href="${safeHref(url)}" style="display:inline-block;padding:12px 28px;font-family:${SANS};font-size:16px;font-weight:bold;line-height:1.2;color:${CREAM};text-decoration:none;border-radius:6px;">${label}</a>
    </td>
  </tr>
</table>`;
}

/** "If the button does not work…" fallback, so the link survives clients that strip buttons. */
export function buttonFallback(url: string): SafeHtml {
  return html`<p style="margin:0 0 16px;font-size:13px;color:${MUTED};">If the button does not work, copy this link into your browser:<br>${link(url)}</p>`;
}

/** Label/value rows (customer details, a contact message's sender). Rows with an empty value are left out. */
export function detailsTable(rows: ReadonlyArray<readonly [label: string, value: HtmlValue]>): SafeHtml {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== false && value !== '');
  return html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;border-collapse:collapse;">
${shown.map(
  ([label, value]) => html`  <tr>
    <td style="padding:6px 12px 6px 0;border-bottom:1px solid ${RULE};font-weight:bold;vertical-align:top;white-space:nowrap;">${label}</td>
    <td style="padding:6px 0;border-bottom:1px solid ${RULE};vertical-align:top;">${value}</td>
  </tr>
`,
)}</table>`;
}

export type TableColumn = { label: string; align?: 'left' | 'right' };

/** A data table with a header row and an optional bold footer row (order items and total). */
export function dataTable({
  columns,
  rows,
  footer,
}: {
  columns: readonly TableColumn[];
  rows: ReadonlyArray<readonly HtmlValue[]>;
  footer?: readonly HtmlValue[];
}): SafeHtml {
  const cell = (value: HtmlValue, i: number, style: string) =>
    html`<td align="${columns[i]?.align ?? 'left'}" style="padding:8px 6px;text-align:${columns[i]?.align ?? 'left'};${style}">${value}</td>`;
  return html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;border-collapse:collapse;font-size:15px;">
  <tr>${columns.map((column, i) => cell(column.label, i, `border-bottom:2px solid ${ESPRESSO};font-weight:bold;`))}</tr>
${rows.map(
  (row) => html`  <tr>${row.map((value, i) => cell(value, i, `border-bottom:1px solid ${RULE};`))}</tr>
`,
)}${
    footer
      ? html`  <tr>${footer.map((value, i) => cell(value, i, 'font-weight:bold;font-size:16px;'))}</tr>
`
      : ''
  }</table>`;
}

// ---- Whole messages ----

/**
 * The branded HTML document: cream page, brand name, white card with the heading and body, footer with the
 * address line and the shop's e-mail. `preheader` is the preview line shown beside the subject in inbox lists.
 */
export function renderHtmlLayout({
  heading,
  preheader,
  body,
  unsubscribeUrl,
  unsubscribeKind = 'fundraising',
}: {
  heading: string;
  preheader?: string;
  body: HtmlValue;
  /** Fundraising e-mails and invitations only: the signed one-click link under the address line. */
  unsubscribeUrl?: string;
  unsubscribeKind?: UnsubscribeKind;
}): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${heading}</title>
</head>
<body style="margin:0;padding:0;background-color:${CREAM};color:${ESPRESSO};">
${preheader ? html`<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;">${preheader}</div>` : ''}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${CREAM}" style="background-color:${CREAM};">
  <tr>
    <td align="center" style="padding:24px 12px;">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;">
        <tr>
          <td align="center" style="padding:8px 24px 20px;font-family:${SERIF};font-size:28px;font-weight:bold;letter-spacing:0.5px;color:${ESPRESSO};">${site.name}</td>
        </tr>
        <tr>
          <td bgcolor="#ffffff" style="background-color:#ffffff;border:1px solid ${RULE};border-radius:8px;padding:32px 28px;font-family:${SANS};font-size:16px;line-height:1.6;color:${ESPRESSO};">
            <h1 style="margin:0 0 20px;font-family:${SERIF};font-size:22px;line-height:1.3;font-weight:bold;color:${ESPRESSO};">${heading}</h1>
            ${body}
          </td>
        </tr>
        <tr>
          <td align="center" style="padding:20px 24px 8px;font-family:${SANS};font-size:13px;line-height:1.6;color:${MUTED};">
            ${ADDRESS_LINE}<br>
            ${link(`mailto:${site.email}`, site.email)}
            ${unsubscribeUrl ? html`<br>${UNSUBSCRIBE_LINES[unsubscribeKind].note} ${link(unsubscribeUrl, UNSUBSCRIBE_LINES[unsubscribeKind].label)}` : ''}
          </td>
        </tr>
      </table>
    </td>
  </tr>
</table>
</body>
</html>
`.value;
}

/**
 * The plain-text twin: brand name, heading, paragraphs separated by blank lines, and a signature block.
 * Links stay on lines of their own so no client (or quoted-printable line wrapping) breaks them.
 */
export function renderTextLayout({
  heading,
  paragraphs,
  unsubscribeUrl,
  unsubscribeKind = 'fundraising',
}: {
  heading: string;
  paragraphs: ReadonlyArray<string | null | undefined | false>;
  unsubscribeUrl?: string;
  unsubscribeKind?: UnsubscribeKind;
}): string {
  const body = paragraphs.filter((p): p is string => typeof p === 'string' && p !== '');
  const { note, label } = UNSUBSCRIBE_LINES[unsubscribeKind];
  const unsubscribe = unsubscribeUrl ? ['', `${note} ${label}:`, unsubscribeUrl] : [];
  return [
    site.name,
    '',
    heading,
    '',
    ...body.flatMap((p) => [p, '']),
    '-- ',
    ADDRESS_LINE,
    site.email,
    ...unsubscribe,
    '',
  ].join('\n');
}

/** What the unsubscribe line says before its link (order and account e-mails keep coming). */
export const UNSUBSCRIBE_NOTE = 'You get this because you take part in a fundraiser.';

/** Fundraising e-mails link to /unsubscribe; invitations, resends and reminders to /unsubscribe/invitations. */
export type UnsubscribeKind = 'fundraising' | 'invitations';
const UNSUBSCRIBE_LINES: Record<UnsubscribeKind, { note: string; label: string }> = {
  fundraising: { note: UNSUBSCRIBE_NOTE, label: 'Unsubscribe from fundraising e-mails' },
  invitations: {
    note: 'You get this because a team captain entered your address.',
    label: 'Stop team invitations',
  },
};
