import { updateSettingsSchema } from '@/lib/validation/settings';
import { json, route } from '@/server/http/route';
import { getFundraiserSettings, updateFundraiserSettings } from '@/server/services/settings';
import { staleAfter } from '@/server/cache/public-tags';

// GET /_api/users/settings
export const GET = route({ access: 'user' }, async ({ user }) =>
  json({ settings: await getFundraiserSettings(user.id) }),
);

// POST /_api/users/settings
export const POST = route(
  { access: 'user', invalidates: staleAfter.fundraisingChange, body: updateSettingsSchema },
  async ({ user, body }) => json({ settings: await updateFundraiserSettings(user.id, body) }),
);
