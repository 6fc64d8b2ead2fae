import { updateProfileSchema } from '@/lib/validation/users';
import { json, route } from '@/server/http/route';
import { userJson } from '@/server/serializers';
import { updateProfile } from '@/server/services/profile';
import { staleAfter } from '@/server/cache/public-tags';

// POST /_api/users/profile
export const POST = route(
  { access: 'user', invalidates: staleAfter.fundraisingChange, body: updateProfileSchema },
  async ({ user, body }) => {
    return json({ user: userJson(await updateProfile(user.id, body)) });
  },
);
