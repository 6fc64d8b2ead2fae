import { accountEndpoints } from '@/lib/contracts/account';
import { staleAfter } from '@/server/cache/public-tags';
import { json, route } from '@/server/http/route';
import { userJson } from '@/server/reads/account';
import { updateProfile } from '@/server/services/profile';

// POST /_api/users/profile
export const POST = route(
  accountEndpoints.updateProfile,
  { invalidates: staleAfter.fundraisingChange },
  async ({ user, body }) => json({ user: userJson(await updateProfile(user.id, body)) }),
);
