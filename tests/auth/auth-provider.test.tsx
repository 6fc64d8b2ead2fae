import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuthProvider, useAuth } from '@/components/auth/auth-provider';

function WhoAmI() {
  const { status, user } = useAuth();
  return <p>{`${status}:${user?.displayName ?? '-'}`}</p>;
}

describe('client auth state', () => {
  it('throws when used outside its provider', () => {
    expect(() => renderToString(<WhoAmI />)).toThrow('useAuth must be used within an AuthProvider');
  });

  it('starts from the server-rendered user, or loading when there is none yet', () => {
    const client = new QueryClient();
    const user = {
      id: 1,
      email: 'a@b.co',
      role: 'sub_account' as const,
      displayName: 'Ava',
      firstName: 'Ava',
      lastName: 'T',
      phone: null,
      avatarUrl: null,
    };
    const signedIn = renderToString(
      <QueryClientProvider client={client}>
        <AuthProvider initialUser={user}>
          <WhoAmI />
        </AuthProvider>
      </QueryClientProvider>,
    );
    expect(signedIn).toContain('authenticated:Ava');
    const signedOut = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider initialUser={null}>
          <WhoAmI />
        </AuthProvider>
      </QueryClientProvider>,
    );
    expect(signedOut).toContain('unauthenticated:-');
    const unknown = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <WhoAmI />
        </AuthProvider>
      </QueryClientProvider>,
    );
    expect(unknown).toContain('loading:-');
  });
});
