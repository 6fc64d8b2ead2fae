import 'server-only';
import { CAPTAIN_COLLECTOR_REFUSED } from '@/lib/validation/order-payments';
import type { Transaction } from '@/server/db';
import type { CampaignManager } from '@/server/db/queries/campaign-access';
import { getCaptainCollector, getCollectorCandidate } from '@/server/db/queries/order-payments';
import { badRequest } from '@/server/errors';
import type { EntryDetails, LedgerOrder } from './ledger-entries';

const orderList = (list: LedgerOrder[]) =>
  `${list
    .slice(0, 10)
    .map((order) => order.orderNumber)
    .join(', ')}${list.length > 10 ? ', …' : ''}`;

/**
 * The collector named for entries on these orders: staff (an admin) for any order, or a fundraiser (participant) or
 * the captain of every order's campaign. Null when none is named; a 400 when the person may not be named.
 *
 * A captain (a manager who is not staff) names themselves, staff or a participant of the order's campaign; anyone
 * else, known or not, gets one refusal that says nothing about them, not even whether they exist.
 */
export async function resolveCollector(
  tx: Transaction,
  userId: number | null,
  forOrders: LedgerOrder[],
  manager?: CampaignManager,
): Promise<EntryDetails['collector']> {
  if (userId === null) return null;
  if (manager && manager.role !== 'admin') {
    const campaignIds = [...new Set(forOrders.map((order) => order.campaignId))];
    const campaignId = campaignIds.length === 1 ? campaignIds[0] : null;
    const person = campaignId ? await getCaptainCollector({ userId, captainId: manager.userId, campaignId }, tx) : null;
    if (!person) throw badRequest(CAPTAIN_COLLECTOR_REFUSED);
    return { userId: person.id, displayName: person.name };
  }
  const candidate = await getCollectorCandidate({ userId }, tx);
  if (!candidate) throw badRequest(`The collector (user ${userId}) was not found.`);
  if (candidate.role !== 'admin') {
    const outside = forOrders.filter(
      (order) => order.campaignId === null || !candidate.campaignIds.has(order.campaignId),
    );
    if (outside.length > 0) {
      throw badRequest(
        `${candidate.name} is neither staff nor a fundraiser of the campaign of order ${orderList(outside)}: name staff or one of that campaign's fundraisers as the collector.`,
      );
    }
  }
  return { userId: candidate.id, displayName: candidate.name };
}
