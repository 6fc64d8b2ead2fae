import { z } from 'zod';
import { positiveIdParam } from './common';

// GET /_api/admin/campaign/balances and GET /_api/captain/campaign/balances
export const campaignBalancesQuerySchema = z.strictObject({
  campaignId: positiveIdParam('Campaign ID must be a positive integer.'),
});
