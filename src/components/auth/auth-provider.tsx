'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo } from 'react';
import { apiFetch } from '@/lib/api-client';
import type { UserJson } from '@/server/http/serializers';

export type AuthUser = UserJson;
export type AuthStatus = 'loading' | 'unauthenticated' | 'authenticated';

type AuthValue = {
  status: AuthStatus;
  user: AuthUser | null;
  /** Stores the user a login, registration, reset or invite accept returned. */
  setUser: (user: AuthUser) => void;
  logout: () => Promise<void>;
};

export const SESSION_QUERY_KEY = ['session'] as const;

const AuthContext = createContext<AuthValue | null>(null);

function fetchSession() {
  return apiFetch<{ user: AuthUser | null }>('/_api/auth/session', { fallbackError: 'Unknown error' });
}

/**
 * Auth state for client components. The server renders the first value (no flash); after that the session is
 * fresh indefinitely and a failed fetch is retried once (spec section 9).
 */
export function AuthProvider({ initialUser, children }: { initialUser?: AuthUser | null; children: React.ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSession,
    staleTime: Infinity,
    retry: 1,
    initialData: initialUser === undefined ? undefined : { user: initialUser },
  });

  const setUser = useCallback((user: AuthUser) => queryClient.setQueryData(SESSION_QUERY_KEY, { user }), [queryClient]);

  const logout = useCallback(async () => {
    queryClient.setQueryData(SESSION_QUERY_KEY, { user: null });
    try {
      await apiFetch('/_api/auth/logout', { method: 'POST', body: '{}', fallbackError: 'Logout failed' });
    } finally {
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    }
  }, [queryClient]);

  const value = useMemo<AuthValue>(() => {
    const user = session.data?.user ?? null;
    const status: AuthStatus = session.isPending ? 'loading' : user ? 'authenticated' : 'unauthenticated';
    return { status, user, setUser, logout };
  }, [session.data, session.isPending, setUser, logout]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
