import { authEndpoints } from '@/lib/contracts/auth';
import { clearSessionCookie } from '@/server/auth/session-cookie';
import { json, route } from '@/server/http/route';
import { revokeSession } from '@/server/services/accounts';

// POST /_api/auth/logout: ends the session on the server too, so a copied cookie stops working.
export const POST = route(authEndpoints.logout, async ({ session }) => {
  if (session) await revokeSession(session.claims);
  return clearSessionCookie(json({ success: true as const }));
});
