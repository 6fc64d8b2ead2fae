import { getPageSession } from '@/server/auth/session';
import { AccessDenied } from './access-denied';

/**
 * What `forbidden()` renders (src/server/auth/page-gate.ts), answered with status 403. Next renders this for every
 * page under the segment that holds the forbidden.tsx, so it lives only in the per-request areas (admin, account):
 * reading the session on a cached public page would break it.
 */
export async function ForbiddenPage() {
  const session = await getPageSession();
  return <AccessDenied role={session?.user.role ?? null} />;
}
