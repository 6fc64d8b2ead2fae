import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../index';
import { campaigns, orders } from '../schema';
import { orderTeamShareSql } from './team-share';

/**
 * What a receipt says of an order (issue 29): its gift, the contribution (the gift, plus the team's share of the
 * coffee when the campaign's organisation says the share is a contribution) and the fair market value of what the
 * buyer received (the rest of the total). fairMarketValue + contribution = total, to the cent.
 */
/** The team's share of the order's lines when the joined campaign's organisation counts it as a contribution, else 0. */
export const contributedShareSql = () =>
  sql<string>`case when coalesce((${campaigns.beneficiary} ->> 'shareIsContribution')::boolean, false)
        then ${orderTeamShareSql(orders.id)} else 0 end`;

export type ReceiptFigures = { giftCents: number; fairMarketValueCents: number; contributionCents: number };

export async function getReceiptFigures(executor: Executor, orderId: number): Promise<ReceiptFigures> {
  const [row] = await executor
    .select({
      giftCents: orders.giftCents,
      totalCents: orders.totalCents,
      shareCents: contributedShareSql(),
    })
    .from(orders)
    .leftJoin(campaigns, eq(campaigns.id, orders.campaignId))
    .where(eq(orders.id, orderId));
  if (!row) return { giftCents: 0, fairMarketValueCents: 0, contributionCents: 0 };
  const contributionCents = row.giftCents + Number(row.shareCents);
  return { giftCents: row.giftCents, fairMarketValueCents: row.totalCents - contributionCents, contributionCents };
}
