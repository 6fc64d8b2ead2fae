import { accountEndpoints } from '@/lib/contracts/account';
import { staleAfter } from '@/server/cache/public-tags';
import { json, route } from '@/server/http/route';
import { readFundraiserSettings } from '@/server/reads/account';
import { updateFundraiserSettings } from '@/server/services/settings';

// GET /_api/users/settings
export const GET = route(accountEndpoints.settings, async ({ user, query }) =>
  json({ settings: await readFundraiserSettings(user.id, { campaignId: query.campaignId }) }),
);

// POST /_api/users/settings
export const POST = route(
  accountEndpoints.saveSettings,
  { invalidates: staleAfter.fundraisingChange },
  async ({ user, body: { campaignId, ...settings } }) =>
    json({ settings: await updateFundraiserSettings(user.id, settings, { campaignId }) }),
);
