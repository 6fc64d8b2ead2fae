import { familyEndpoints } from '@/lib/contracts/family';
import { staleAfter } from '@/server/cache/public-tags';
import { json, route } from '@/server/http/route';
import { giveConsent } from '@/server/services/family';

// POST /_api/family/consent
export const POST = route(
  familyEndpoints.consent,
  { invalidates: staleAfter.fundraisingChange },
  async ({ user, body }) => json({ consent: await giveConsent(user.id, body) }),
);
