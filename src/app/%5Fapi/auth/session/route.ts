import { sessionEndpoints } from '@/lib/contracts/session';
import { json, route } from '@/server/http/route';
import { userJson } from '@/server/reads/account';

// GET /_api/auth/session
export const GET = route(sessionEndpoints.session, async ({ user }) => json({ user: user ? userJson(user) : null }));
