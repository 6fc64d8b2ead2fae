import 'server-only';
import { randomUUID } from 'node:crypto';
import { decode, encode } from 'next-auth/jwt';
import { SESSION_MAX_AGE_SECONDS, sessionCookieName, usesSecureCookies } from './auth';
import { getAuthSecret, getAuthSecrets } from './secret';

/*
 * Sessions are Auth.js JWTs (next-auth/jwt: encrypted with AUTH_SECRET, salted with the cookie name) in an
 * HttpOnly cookie. Our own endpoints issue them after checking the password, so the spec's pages never post to
 * Auth.js URLs. A cookie encrypted under a secret listed in AUTH_SECRET_PREVIOUS is still read (the token's key id
 * names its secret), so rotating AUTH_SECRET signs nobody out. Claims: sub (user id), sid (session id, for logout's deny-list), sv (the user's session version).
 */

export type SessionClaims = { userId: number; sessionId: string; sessionVersion: number; expiresAt: Date };

type SessionSubject = { id: number; email: string; sessionVersion: number };

/** Adds the session cookie to a response and hands the same response back (its JSON type kept). */
export async function setSessionCookie<R extends Response>(response: R, user: SessionSubject): Promise<R> {
  const name = sessionCookieName();
  const token = await encode({
    token: { sub: String(user.id), email: user.email, sid: randomUUID(), sv: user.sessionVersion },
    secret: getAuthSecret(),
    salt: name,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  response.headers.append('Set-Cookie', serializeCookie(name, token, SESSION_MAX_AGE_SECONDS));
  return response;
}

export function clearSessionCookie<R extends Response>(response: R): R {
  response.headers.append('Set-Cookie', serializeCookie(sessionCookieName(), '', 0));
  return response;
}

/** The claims of a session cookie, or null when it is missing, tampered with, expired or malformed. */
export async function readSessionCookie(value: string | undefined): Promise<SessionClaims | null> {
  if (!value || value.length > 8192) return null;
  try {
    const token = await decode({ token: value, secret: getAuthSecrets(), salt: sessionCookieName() });
    const userId = Number(token?.sub);
    if (!token || !Number.isSafeInteger(userId) || userId <= 0) return null;
    if (typeof token.sid !== 'string' || typeof token.sv !== 'number' || typeof token.exp !== 'number') return null;
    return { userId, sessionId: token.sid, sessionVersion: token.sv, expiresAt: new Date(token.exp * 1000) };
  } catch {
    return null;
  }
}

function serializeCookie(name: string, value: string, maxAge: number) {
  const parts = [`${name}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAge}`];
  if (usesSecureCookies()) parts.push('Secure');
  return parts.join('; ');
}
