import 'server-only';
import { forbidden, redirect } from 'next/navigation';
import { protectedAreas, type ProtectedPath } from './access';
import { getPageSession, type SessionUser } from './session';

/**
 * The role check of a protected page. Call it first in the page itself and in any server component that loads
 * protected data: a layout's gate only hides its children, while the page beside it still renders and streams
 * whatever it loaded. No session → /login (and back here after); the wrong role → `forbidden()`, which answers 403
 * with src/app/forbidden.tsx (Access Denied) when it is thrown above the segment's loading state, as the layouts do.
 */
export async function gatePage(path: ProtectedPath, returnTo: string = path): Promise<{ user: SessionUser }> {
  const session = await getPageSession();
  if (!session) redirect(`/login?next=${encodeURIComponent(returnTo)}`);
  const area = protectedAreas.find((a) => a.path === path)!;
  const roles: readonly string[] = area.roles;
  if (!roles.includes(session.user.role)) forbidden();
  return { user: session.user };
}
