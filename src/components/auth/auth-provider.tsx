'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo } from 'react';
import { accountKeys, fetchSession, useLogout } from '@/hooks/api/account';
import type { UserJson } from '@/server/serializers';

export type AuthUser = UserJson;
export type AuthStatus = 'loading' | 'unauthenticated' | 'authenticated';

type AuthValue = {
  status: AuthStatus;
  user: AuthUser | null;
  /** Stores the user a login, registration, reset or invite accept returned. */
  setUser: (user: AuthUser) => void;
  logout: () => Promise<void>;
};

const AuthContext = createContext<AuthValue | null>(null);

/**
 * Auth state for client components. The server renders the first value (no flash); after that the session is
 * fresh indefinitely and a failed fetch is retried once (spec section 9).
 */
export function AuthProvider({ initialUser, children }: { initialUser?: AuthUser | null; children: React.ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: accountKeys.session,
    queryFn: fetchSession,
    staleTime: Infinity,
    retry: 1,
    initialData: initialUser === undefined ? undefined : { user: initialUser },
  });

  const setUser = useCallback(
    (user: AuthUser) => queryClient.setQueryData(accountKeys.session, { user }),
    [queryClient],
  );

  const { mutateAsync: signOut } = useLogout();
  const logout = useCallback(async () => {
    await signOut();
  }, [signOut]);

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
