import { callEndpoint } from '@/lib/api-client';
import { sessionEndpoints, type AuthUser } from '@/lib/contracts/session';

export type { AuthUser };
export type AuthStatus = 'loading' | 'unauthenticated' | 'authenticated';
export type SessionSnapshot = { status: AuthStatus; user: AuthUser | null };

/*
 * Who is signed in, for client components: read from /_api/auth/session once per page load (public pages are cached
 * for everyone, so the server render never knows), then fresh until a sign-in, profile change or sign-out replaces
 * it (spec section 9: fresh indefinitely, a failed read retried once). A small store rather than a TanStack query so
 * that public pages load no data library for a visitor who only reads (docs/decisions/lean-javascript.md).
 */

const LOADING: SessionSnapshot = { status: 'loading', user: null };
let snapshot: SessionSnapshot = LOADING;
let current: Promise<void> | undefined;
const listeners = new Set<() => void>();

function publish(user: AuthUser | null) {
  snapshot = user ? { status: 'authenticated', user } : { status: 'unauthenticated', user: null };
  for (const listener of listeners) listener();
}

const readSession = () =>
  callEndpoint(sessionEndpoints.session, { fallbackError: 'Unknown error' }).then((r) => r.user);

/** Reads the session from the server (once per page load unless `again`); a failed read counts as signed out. */
export function loadSession({ again = false } = {}): Promise<void> {
  if (current && !again) return current;
  const request: Promise<void> = readSession()
    .catch(readSession)
    .then(
      (user) => {
        if (current === request) publish(user);
      },
      () => {
        if (current === request) publish(null);
      },
    );
  current = request;
  return request;
}

/** Stores the user a sign-in, registration, reset, invite accept or profile update answered. */
export function setSessionUser(user: AuthUser | null) {
  // A read still under way started before this change: its answer must not replace it.
  current = Promise.resolve();
  publish(user);
}

/** Signed out on screen at once; the session is read again from the server whatever the call answered. */
export async function signOut() {
  setSessionUser(null);
  try {
    // Loaded only now: the sign-in contracts carry the request schemas, which public pages must not load up front.
    const { authEndpoints } = await import('@/lib/contracts/auth');
    await callEndpoint(authEndpoints.logout, { body: {}, fallbackError: 'Logout failed' });
  } finally {
    await loadSession({ again: true });
  }
}

export const sessionStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => snapshot,
  serverSnapshot: () => LOADING,
};
