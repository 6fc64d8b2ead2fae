import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from '@/components/auth/auth-provider';
import { loadSession, sessionStore, setSessionUser } from '@/hooks/session-store';

function WhoAmI() {
  const { status, user } = useAuth();
  return <p>{`${status}:${user?.displayName ?? '-'}`}</p>;
}

const ava = {
  id: 1,
  email: 'a@b.co',
  role: 'sub_account' as const,
  displayName: 'Ava',
  firstName: 'Ava',
  lastName: 'T',
  phone: null,
  avatarUrl: null,
};
const ben = { ...ava, id: 2, displayName: 'Ben' };

/** Answers for /_api/auth/session, released by hand so the test decides the order things happen in. */
function sessionAnswers() {
  const pending: Array<(body: unknown) => void> = [];
  vi.stubGlobal('fetch', (url: string) => {
    expect(url).toBe('/_api/auth/session');
    return new Promise<Response>((resolve) => pending.push((body) => resolve(Response.json(body))));
  });
  return pending;
}

afterEach(() => vi.unstubAllGlobals());

describe('client auth state', () => {
  it('renders as loading on the server: cached public pages never carry who is signed in', () => {
    setSessionUser(ava);
    expect(
      renderToString(
        <AuthProvider>
          <WhoAmI />
        </AuthProvider>,
      ),
    ).toContain('loading:-');
  });

  it('takes the user a sign-in answered, and a session read started before it does not undo it', async () => {
    const answers = sessionAnswers();
    const read = loadSession({ again: true });
    setSessionUser(ben);
    answers[0]?.({ user: null });
    await read;
    expect(sessionStore.snapshot()).toEqual({ status: 'authenticated', user: ben });
  });

  it('reads the session once per page load, retries a failed read once, then counts as signed out', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', async () => {
      calls += 1;
      return new Response('down', { status: 503 });
    });
    await loadSession({ again: true });
    expect(calls).toBe(2);
    expect(sessionStore.snapshot()).toEqual({ status: 'unauthenticated', user: null });
    await loadSession();
    expect(calls).toBe(2);

    const answers = sessionAnswers();
    const read = loadSession({ again: true });
    answers[0]?.({ user: ava });
    await read;
    expect(sessionStore.snapshot()).toEqual({ status: 'authenticated', user: ava });
  });
});
