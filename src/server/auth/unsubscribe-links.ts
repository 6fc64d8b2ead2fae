import 'server-only';
import { getEnv } from '@/env';
import { signLink, verifyLink } from './signed-links';

/*
 * The unsubscribe-from-nudges link: `/unsubscribe?email=…&sig=…`, usable without signing in. The signature
 * (./signed-links.ts) covers this purpose and the lower-cased address, so it opens nothing else (not a session, not
 * another address, not another kind of link). No expiry: an old e-mail's link must still work, and all it can do is
 * stop fundraising e-mails to that one address. The same signing, under a purpose of its own, makes the
 * stop-team-invitations link (`/unsubscribe/invitations`).
 */

const PURPOSE = 'steam-and-grind:unsubscribe-fundraising-emails:v1';

/** What a signed address link stops, and the page it opens. Each purpose signs under its own key. */
export type SignedAddressLink = { purpose: string; path: string };
export const FUNDRAISING_EMAILS: SignedAddressLink = { purpose: PURPOSE, path: '/unsubscribe' };
export const TEAM_INVITATIONS: SignedAddressLink = {
  purpose: 'steam-and-grind:stop-team-invitations:v1',
  path: '/unsubscribe/invitations',
};

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function unsubscribeSignature(email: string, { purpose } = FUNDRAISING_EMAILS): string {
  return signLink(purpose, normalizeEmail(email));
}

/** Whether `signature` was made by unsubscribeSignature for this address (compared in constant time). */
export function isValidUnsubscribeSignature(email: string, signature: string, link = FUNDRAISING_EMAILS): boolean {
  return verifyLink(link.purpose, normalizeEmail(email), signature);
}

/** The absolute link an e-mail carries (also the RFC 8058 one-click POST target). */
export function unsubscribeUrl(email: string, link = FUNDRAISING_EMAILS): string {
  const params = new URLSearchParams({ email: normalizeEmail(email), sig: unsubscribeSignature(email, link) });
  return `${getEnv().APP_URL}${link.path}?${params.toString()}`;
}

/** RFC 8058: the mail client may POST `List-Unsubscribe=One-Click` to the link without opening it. */
export function oneClickUnsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
