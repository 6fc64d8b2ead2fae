import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getEnv } from '@/env';
import { getAuthSecret } from './secret';

/*
 * The unsubscribe-from-nudges link: `/unsubscribe?email=…&sig=…`, usable without signing in. The signature is an
 * HMAC-SHA256 of a purpose string and the lower-cased address, under a key derived from AUTH_SECRET for this one use,
 * so it opens nothing else (not a session, not another address, not another kind of link). No expiry: an old e-mail's
 * link must still work, and all it can do is stop fundraising e-mails to that one address.
 */

const PURPOSE = 'steam-and-grind:unsubscribe-fundraising-emails:v1';

function key(): Buffer {
  return createHmac('sha256', getAuthSecret()).update(`key-for:${PURPOSE}`).digest();
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function unsubscribeSignature(email: string): string {
  return createHmac('sha256', key())
    .update(`${PURPOSE}\n${normalizeEmail(email)}`)
    .digest('base64url');
}

/** Whether `signature` was made by unsubscribeSignature for this address (compared in constant time). */
export function isValidUnsubscribeSignature(email: string, signature: string): boolean {
  const expected = Buffer.from(unsubscribeSignature(email));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The absolute link an e-mail carries (also the RFC 8058 one-click POST target). */
export function unsubscribeUrl(email: string): string {
  const params = new URLSearchParams({ email: normalizeEmail(email), sig: unsubscribeSignature(email) });
  return `${getEnv().APP_URL}/unsubscribe?${params.toString()}`;
}
