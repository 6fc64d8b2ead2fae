import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

/** A single-use secret for a link (password reset, invitation, welcome): 256 random bits, URL-safe. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Link tokens are stored only as this hash, so a copy of the database cannot be used to open the links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
