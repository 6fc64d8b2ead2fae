import { asAccount } from '@/server/db/types';
import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import { cookies } from 'next/headers';
import type { NextRequest } from 'next/server';
import type { AuthUser } from '@/lib/contracts/session';
import { cache } from 'react';
import { getDb } from '@/server/db';
import { revokedSessions, users } from '@/server/db/schema';
import { sessionCookieName } from './auth';
import { readSessionCookie, type SessionClaims } from './session-cookie';

/** The session's user: exactly what the API answers for it (src/lib/contracts/session.ts). */
export type SessionUser = AuthUser;

export type Session = { user: SessionUser; claims: SessionClaims };

/** The session user out of a user row (never the password hash or session version). */
export function toSessionUser(row: SessionUser): SessionUser {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    displayName: row.displayName,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    avatarUrl: row.avatarUrl,
  };
}

/**
 * Resolves a session cookie against the user row (not only the token): a deleted user, a changed role,
 * a logged-out session or a password reset takes effect on the very next request.
 */
export async function resolveSession(cookieValue: string | undefined): Promise<Session | null> {
  const claims = await readSessionCookie(cookieValue);
  if (!claims) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      displayName: users.displayName,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      avatarUrl: users.avatarUrl,
      sessionVersion: users.sessionVersion,
      revoked: revokedSessions.sessionId,
    })
    .from(users)
    .leftJoin(
      revokedSessions,
      and(eq(revokedSessions.sessionId, claims.sessionId), gt(revokedSessions.expiresAt, new Date())),
    )
    .where(eq(users.id, claims.userId));
  if (!row || row.revoked || row.sessionVersion !== claims.sessionVersion || row.email === null) return null;
  return { user: toSessionUser(asAccount(row)), claims };
}

export function getRequestSession(request: NextRequest): Promise<Session | null> {
  return resolveSession(request.cookies.get(sessionCookieName())?.value);
}

/** For server components and layouts: once per request. */
export const getPageSession = cache(async (): Promise<Session | null> => {
  const store = await cookies();
  return resolveSession(store.get(sessionCookieName())?.value);
});
