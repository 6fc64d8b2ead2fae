import 'server-only';
import { redirect } from 'next/navigation';
import type { ReactElement } from 'react';
import { AccessDenied } from '@/components/auth/access-denied';
import { protectedAreas, type ProtectedPath } from './access';
import { getPageSession, type SessionUser } from './session';

export type PageGate =
  { allowed: true; user: SessionUser } | { allowed: false; user: SessionUser; denied: ReactElement };

/**
 * The role check of a protected page. Call it first in the page itself and in any server component that loads
 * protected data, and render `denied` when it is not allowed: a layout's gate only hides its children, while the
 * page beside it still renders and streams whatever it loaded. No session → /login (and back here after).
 */
export async function gatePage(path: ProtectedPath, returnTo: string = path): Promise<PageGate> {
  const session = await getPageSession();
  if (!session) redirect(`/login?next=${encodeURIComponent(returnTo)}`);
  const area = protectedAreas.find((a) => a.path === path)!;
  const roles: readonly string[] = area.roles;
  if (roles.includes(session.user.role)) return { allowed: true, user: session.user };
  return { allowed: false, user: session.user, denied: <AccessDenied role={session.user.role} /> };
}
