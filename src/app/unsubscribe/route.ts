import type { NextRequest } from 'next/server';
import { site } from '@/lib/site';
import { isValidUnsubscribeSignature, normalizeEmail } from '@/server/auth/unsubscribe-links';
import { html } from '@/server/mail/layout';
import { optOutOfFundraisingEmails } from '@/server/services/fundraising-emails';

/*
 * The unsubscribe-from-nudges link of every fundraising e-mail (reminders, nudges, milestones, weekly summaries),
 * usable without signing in. GET only shows a confirm button (mail scanners follow links, so a GET changes
 * nothing); POST records the opt-out, from that button or from a mail client's RFC 8058 one-click request
 * (`List-Unsubscribe=One-Click` to this same URL). A link whose signature does not match its address is a 400 page
 * and nothing changes. A route handler rather than a page: only a handler can answer a real 400.
 */

function signedAddress(request: NextRequest): string | null {
  const email = request.nextUrl.searchParams.get('email') ?? '';
  const signature = request.nextUrl.searchParams.get('sig') ?? '';
  if (!email || email.length > 320 || !signature || signature.length > 100) return null;
  return isValidUnsubscribeSignature(email, signature) ? normalizeEmail(email) : null;
}

// GET /unsubscribe?email=&sig=
export function GET(request: NextRequest) {
  const email = signedAddress(request);
  if (!email) return invalidLink();
  return page(
    200,
    'Unsubscribe from fundraising e-mails?',
    html`<p>We will stop sending reminders, nudges, milestone and weekly summary e-mails to <strong>${email}</strong>.
Order confirmations and invitations you ask for still arrive.</p>
<form method="post"><button type="submit">Unsubscribe</button></form>`,
  );
}

// POST /unsubscribe?email=&sig= (the confirm button, or a mail client's one-click unsubscribe)
export async function POST(request: NextRequest) {
  const email = signedAddress(request);
  if (!email) return invalidLink();
  await optOutOfFundraisingEmails(email);
  return page(
    200,
    'You are unsubscribed',
    html`<p>No more fundraising e-mails will be sent to <strong>${email}</strong>.</p>`,
  );
}

function invalidLink() {
  return page(
    400,
    'This unsubscribe link is not valid',
    html`<p>The link may have been cut off or changed. Open it again from the e-mail, or write to
<a href="mailto:${site.email}">${site.email}</a> and we will unsubscribe you.</p>`,
  );
}

function page(status: number, heading: string, body: ReturnType<typeof html>) {
  const document = html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${heading} | ${site.name}</title>
<style>
body{margin:0;padding:0 16px;background:#f7f1e8;color:#2b1a12;font:16px/1.6 -apple-system,Segoe UI,Helvetica,Arial,sans-serif;overflow-wrap:anywhere}
main{max-width:560px;margin:48px auto;padding:32px 28px;background:#fff;border:1px solid #e8dccb;border-radius:8px}
h1{font-family:Georgia,serif;font-size:24px;line-height:1.3;margin:0 0 16px}
a{color:#8c4519}
button{font:inherit;font-weight:bold;color:#f7f1e8;background:#8c4519;border:0;border-radius:6px;padding:12px 28px;cursor:pointer}
button:focus-visible{outline:3px solid #2b1a12;outline-offset:2px}
.home{display:block;margin-top:24px}
</style>
</head>
<body>
<main>
<h1>${heading}</h1>
${body}
<a class="home" href="/">Back to ${site.name}</a>
</main>
</body>
</html>
`;
  return new Response(document.value, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
