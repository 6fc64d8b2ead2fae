import { json, route } from '@/server/http/route';
import { userJson } from '@/server/serializers';

// GET /_api/auth/session
export const GET = route({ access: 'public' }, async ({ user }) => json({ user: user ? userJson(user) : null }));
