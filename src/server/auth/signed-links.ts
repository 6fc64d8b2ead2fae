import 'server-only';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { getAuthSecrets } from './secret';

/*
 * Signatures for links the shop e-mails and that work without signing in (unsubscribe, invitation opt-out). A
 * signature is `<key id>.<HMAC>`: the HMAC-SHA256 of the purpose and the payload under a key derived from
 * AUTH_SECRET for that purpose alone, so a signature opens nothing else. The key id names which secret signed it, so
 * after AUTH_SECRET is rotated a link from an older e-mail still verifies while its secret is listed in
 * AUTH_SECRET_PREVIOUS (docs/decisions/auth-secret-rotation.md). Links sent before key ids existed carry the bare
 * HMAC: it is checked against every accepted secret. No expiry: whatever a purpose allows must be safe forever.
 */

const MAX_SIGNATURE_LENGTH = 200;

/** A short public name of a secret: 48 bits of its hash, never enough to learn anything about it. */
function keyId(secret: string): string {
  return createHash('sha256').update(`steam-and-grind:key-id:${secret}`).digest('base64url').slice(0, 8);
}

function mac(secret: string, purpose: string, payload: string): string {
  const key = createHmac('sha256', secret).update(`key-for:${purpose}`).digest();
  return createHmac('sha256', key).update(`${purpose}\n${payload}`).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Signs `payload` for `purpose` (e.g. 'steam-and-grind:unsubscribe-fundraising-emails:v1') with the current secret. */
export function signLink(purpose: string, payload: string): string {
  const [current] = getAuthSecrets();
  return `${keyId(current!)}.${mac(current!, purpose, payload)}`;
}

/** Whether `signature` was made by signLink for this purpose and payload under an accepted secret. */
export function verifyLink(purpose: string, payload: string, signature: string): boolean {
  if (!signature || signature.length > MAX_SIGNATURE_LENGTH) return false;
  const secrets = getAuthSecrets();
  const dot = signature.indexOf('.');
  if (dot === -1) return secrets.some((secret) => sameText(signature, mac(secret, purpose, payload)));
  const id = signature.slice(0, dot);
  const given = signature.slice(dot + 1);
  return secrets.some((secret) => keyId(secret) === id && sameText(given, mac(secret, purpose, payload)));
}
