import 'server-only';
import { redirect } from 'next/navigation';
import { protectedAreas, type ProtectedPath } from './access';
import { getPageSession, type SessionUser } from './session';

export type PageGate = { allowed: true; user: SessionUser } | { allowed: false; user: SessionUser };

/** For protected layouts: no session → /login (and back here after), wrong role → the caller shows Access Denied. */
export async function gatePage(path: ProtectedPath): Promise<PageGate> {
  const session = await getPageSession();
  if (!session) redirect(`/login?next=${encodeURIComponent(path)}`);
  const area = protectedAreas.find((a) => a.path === path)!;
  const roles: readonly string[] = area.roles;
  return { allowed: roles.includes(session.user.role), user: session.user };
}
