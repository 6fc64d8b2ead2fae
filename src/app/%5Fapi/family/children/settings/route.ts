import { familyEndpoints } from '@/lib/contracts/family';
import { staleAfter } from '@/server/cache/public-tags';
import { json, route } from '@/server/http/route';
import { updateChildSettings } from '@/server/services/family';

// POST /_api/family/children/settings
export const POST = route(
  familyEndpoints.childSettings,
  { invalidates: staleAfter.fundraisingChange },
  async ({ user, body }) => json({ settings: await updateChildSettings(user.id, body) }),
);
