import { fundraisingEndpoints } from '@/lib/contracts/fundraising';
import { FUNDRAISER_NOT_FOUND, notFound } from '@/server/errors';
import { json, route } from '@/server/http/route';
import { readFundraiserDetails } from '@/server/reads/fundraising';

// GET /_api/fundraiser/details?fundraiserSlug=
export const GET = route(fundraisingEndpoints.fundraiserDetails, async ({ query }) => {
  const details = await readFundraiserDetails(query.fundraiserSlug);
  if (!details) throw notFound(FUNDRAISER_NOT_FOUND);
  return json(details);
});
