import 'server-only';
import type { SessionUser } from '@/server/auth/session';
import type { CampaignManager } from '@/server/db/queries/campaign-access';
import { notFound, CAMPAIGN_NOT_FOUND } from '@/server/errors';

/*
 * What every read of a managed campaign repeats (balances, fulfilment, team): the caller as the manager the query
 * filters by, and 404 when the query finds nothing for them, so another captain's campaign and one that does not
 * exist answer the same.
 */

/** The signed-in user as the campaign manager a query filters by (an admin manages every campaign). */
export const managerOf = (user: Pick<SessionUser, 'id' | 'role'>): CampaignManager => ({
  userId: user.id,
  role: user.role,
});

/** The value a managed-campaign read found, or a 404 'Campaign not found.'. */
export function campaignFound<T>(value: T | null): T {
  if (value === null) throw notFound(CAMPAIGN_NOT_FOUND);
  return value;
}
