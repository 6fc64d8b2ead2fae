import 'server-only';
import { getEnv } from '@/env';
import { signLink, verifyLink } from './signed-links';

/*
 * The unsubscribe-from-nudges link: `/unsubscribe?email=…&sig=…`, usable without signing in. The signature
 * (./signed-links.ts) covers this purpose and the lower-cased address, so it opens nothing else (not a session, not
 * another address, not another kind of link). No expiry: an old e-mail's link must still work, and all it can do is
 * stop fundraising e-mails to that one address.
 */

const PURPOSE = 'steam-and-grind:unsubscribe-fundraising-emails:v1';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function unsubscribeSignature(email: string): string {
  return signLink(PURPOSE, normalizeEmail(email));
}

/** Whether `signature` was made by unsubscribeSignature for this address (compared in constant time). */
export function isValidUnsubscribeSignature(email: string, signature: string): boolean {
  return verifyLink(PURPOSE, normalizeEmail(email), signature);
}

/** The absolute link an e-mail carries (also the RFC 8058 one-click POST target). */
export function unsubscribeUrl(email: string): string {
  const params = new URLSearchParams({ email: normalizeEmail(email), sig: unsubscribeSignature(email) });
  return `${getEnv().APP_URL}/unsubscribe?${params.toString()}`;
}
