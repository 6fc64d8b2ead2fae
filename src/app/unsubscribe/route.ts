import type { NextRequest } from 'next/server';
import { isValidUnsubscribeSignature, normalizeEmail } from '@/server/auth/unsubscribe-links';
import { html } from '@/server/mail/layout';
import { optOutOfFundraisingEmails } from '@/server/services/fundraising-emails';
import { invalidLinkResponse, pageResponse } from './page-response';

/*
 * The unsubscribe-from-nudges link of every fundraising e-mail (nudges, milestones, weekly summaries; invitation
 * reminders carry /unsubscribe/invitations but honour this list too), usable without signing in. GET only shows a confirm button (mail scanners follow links, so a GET changes
 * nothing); POST records the opt-out, from that button or from a mail client's RFC 8058 one-click request
 * (`List-Unsubscribe=One-Click` to this same URL). A link whose signature does not match its address is a 400 page
 * and nothing changes. A route handler rather than a page: only a handler can answer a real 400.
 */

const INVALID = 'This unsubscribe link is not valid';

function signedAddress(request: NextRequest): string | null {
  const email = request.nextUrl.searchParams.get('email') ?? '';
  const signature = request.nextUrl.searchParams.get('sig') ?? '';
  if (!email || email.length > 320 || !signature || signature.length > 100) return null;
  return isValidUnsubscribeSignature(email, signature) ? normalizeEmail(email) : null;
}

// GET /unsubscribe?email=&sig=
export function GET(request: NextRequest) {
  const email = signedAddress(request);
  if (!email) return invalidLinkResponse(INVALID);
  return pageResponse(
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
  if (!email) return invalidLinkResponse(INVALID);
  await optOutOfFundraisingEmails(email);
  return pageResponse(
    200,
    'You are unsubscribed',
    html`<p>No more fundraising e-mails will be sent to <strong>${email}</strong>.</p>`,
  );
}
