'use client';

import { useEffect, useSyncExternalStore } from 'react';
import {
  loadSession,
  sessionStore,
  setSessionUser,
  signOut,
  type AuthStatus,
  type AuthUser,
} from '@/hooks/session-store';

export type { AuthStatus, AuthUser };

type AuthValue = {
  status: AuthStatus;
  user: AuthUser | null;
  /** Stores the user a login, registration, reset or invite accept returned. */
  setUser: (user: AuthUser) => void;
  logout: () => Promise<void>;
};

/** Starts reading the session as the app mounts, so the header knows who is signed in as early as possible. */
export function AuthProvider({ children }: { children: React.ReactNode }) {
  useEffect(() => {
    void loadSession();
  }, []);
  return children;
}

/** Who is signed in ('loading' during the server render and until the first read answers). */
export function useAuth(): AuthValue {
  const { status, user } = useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.snapshot,
    sessionStore.serverSnapshot,
  );
  return { status, user, setUser: setSessionUser, logout: signOut };
}
