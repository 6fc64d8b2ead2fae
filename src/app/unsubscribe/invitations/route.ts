import type { NextRequest } from 'next/server';
import { isValidUnsubscribeSignature, normalizeEmail, TEAM_INVITATIONS } from '@/server/auth/unsubscribe-links';
import { html } from '@/server/mail/layout';
import { optOutOfInvitations } from '@/server/services/invitation-opt-outs';
import { invalidLinkResponse, pageResponse } from '../page-response';

/*
 * The stop-team-invitations link of every invitation, resend and reminder, usable without signing in. As for
 * /unsubscribe: GET only shows a confirm button (mail scanners follow links), POST records the opt-out, from that
 * button or a mail client's RFC 8058 one-click request; a link whose signature does not match is a 400 page.
 */

const INVALID = 'This link is not valid';

function signedAddress(request: NextRequest): string | null {
  const email = request.nextUrl.searchParams.get('email') ?? '';
  const signature = request.nextUrl.searchParams.get('sig') ?? '';
  if (!email || email.length > 320 || !signature || signature.length > 100) return null;
  return isValidUnsubscribeSignature(email, signature, TEAM_INVITATIONS) ? normalizeEmail(email) : null;
}

// GET /unsubscribe/invitations?email=&sig=
export function GET(request: NextRequest) {
  const email = signedAddress(request);
  if (!email) return invalidLinkResponse(INVALID);
  return pageResponse(
    200,
    'Stop team invitations?',
    html`<p>No team captain will be able to invite <strong>${email}</strong> to a fundraising team again, or send
reminders about an invitation. An invitation you already have still works until it expires.</p>
<form method="post"><button type="submit">Stop invitations</button></form>`,
  );
}

// POST /unsubscribe/invitations?email=&sig= (the confirm button, or a mail client's one-click request)
export async function POST(request: NextRequest) {
  const email = signedAddress(request);
  if (!email) return invalidLinkResponse(INVALID);
  await optOutOfInvitations(email);
  return pageResponse(
    200,
    'Team invitations stopped',
    html`<p>No more team invitations or reminders will be sent to <strong>${email}</strong>.</p>`,
  );
}
