import 'server-only';
import { and, asc, eq, isNotNull, lte, or, gt, isNull, sql } from 'drizzle-orm';
import { getDb, type Executor } from '../index';
import { countedOrder } from '../ledger-sql';
import { campaignParticipants, campaigns, fundraiserPages, orderItems, orders, users } from '../schema';
import { pageIsPublic, pageOfCampaign } from './page-visibility';

/*
 * How each member of a campaign's team is doing, with the leaderboard's definition of the money: every order
 * credited to them in this campaign that is not cancelled. Read by team management (after the ownership check in
 * listTeamMembersForManager), the weekly summary and the no-sales nudge. Not itself an authorization boundary.
 */

export type TeamMemberFigures = {
  id: number;
  displayName: string;
  /** Null for a child's profile (issue 27). */
  email: string | null;
  avatarUrl: string | null;
  joinedAt: Date;
  /** Non-cancelled orders credited to the member in this campaign: their sum, lines' bags, distinct buyers. */
  salesCents: number;
  bags: number;
  supporters: number;
  orderCount: number;
  lastSaleAt: Date | null;
  goalCents: number | null;
  /** Whole percent of the goal (not capped), or null without a goal. */
  goalPercent: number | null;
  landingPageSlug: string | null;
  isPublic: boolean;
};

const credited = (campaignId: number) =>
  and(eq(orders.campaignId, campaignId), isNotNull(orders.subAccountId), countedOrder());

export async function listTeamMemberFigures(
  { campaignId }: { campaignId: number },
  db?: Executor,
): Promise<TeamMemberFigures[]> {
  const executor = db ?? (await getDb());
  const sales = executor
    .select({
      userId: sql<number>`${orders.subAccountId}`.as('sales_user_id'),
      salesCents: sql<string>`sum(${orders.totalCents})`.as('sales_cents'),
      supporters: sql<string>`count(distinct lower(${orders.customerEmail}))`.as('supporters'),
      orderCount: sql<string>`count(*)`.as('order_count'),
      lastSaleAt: sql<Date>`max(${orders.createdAt})`.as('last_sale_at'),
    })
    .from(orders)
    .where(credited(campaignId))
    .groupBy(orders.subAccountId)
    .as('sales');
  const bags = executor
    .select({
      userId: sql<number>`${orders.subAccountId}`.as('bags_user_id'),
      bags: sql<string>`sum(${orderItems.quantity})`.as('bags'),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(credited(campaignId))
    .groupBy(orders.subAccountId)
    .as('bags');
  const rows = await executor
    .select({
      id: users.id,
      displayName: users.displayName,
      email: users.email,
      avatarUrl: users.avatarUrl,
      joinedAt: campaignParticipants.joinedAt,
      goalCents: fundraiserPages.goalAmountCents,
      landingPageSlug: fundraiserPages.slug,
      isPublic: pageIsPublic,
      salesCents: sales.salesCents,
      supporters: sales.supporters,
      orderCount: sales.orderCount,
      lastSaleAt: sales.lastSaleAt,
      bags: bags.bags,
    })
    .from(campaignParticipants)
    .innerJoin(users, eq(users.id, campaignParticipants.userId))
    .leftJoin(fundraiserPages, pageOfCampaign(campaignId))
    .leftJoin(sales, eq(sales.userId, users.id))
    .leftJoin(bags, eq(bags.userId, users.id))
    .where(eq(campaignParticipants.campaignId, campaignId))
    .orderBy(asc(users.displayName), asc(users.id));
  return rows.map((row) => {
    const salesCents = Number(row.salesCents ?? 0);
    return {
      id: row.id,
      displayName: row.displayName,
      email: row.email,
      avatarUrl: row.avatarUrl,
      joinedAt: row.joinedAt,
      salesCents,
      bags: Number(row.bags ?? 0),
      supporters: Number(row.supporters ?? 0),
      orderCount: Number(row.orderCount ?? 0),
      lastSaleAt: row.lastSaleAt ? new Date(row.lastSaleAt) : null,
      goalCents: row.goalCents,
      goalPercent: row.goalCents ? Math.floor((salesCents * 100) / row.goalCents) : null,
      landingPageSlug: row.landingPageSlug,
      isPublic: row.isPublic,
    };
  });
}

/** What a fundraiser has raised in one campaign (the leaderboard's figure), with what a milestone e-mail needs. */
export async function getFundraiserProgress(
  { campaignId, userId }: { campaignId: number; userId: number },
  executor?: Executor,
) {
  const db = executor ?? (await getDb());
  const [row] = await db
    .select({
      email: users.email,
      displayName: users.displayName,
      firstName: users.firstName,
      goalCents: fundraiserPages.goalAmountCents,
      landingPageSlug: fundraiserPages.slug,
      isPublic: pageIsPublic,
      campaignName: campaigns.name,
      raisedCents: sql<string>`(select coalesce(sum(${orders.totalCents}), 0) from ${orders}
        where ${orders.campaignId} = ${campaignId} and ${orders.subAccountId} = ${userId}
          and ${countedOrder()})`,
    })
    .from(users)
    .innerJoin(campaigns, eq(campaigns.id, campaignId))
    .leftJoin(fundraiserPages, pageOfCampaign(campaignId))
    .where(eq(users.id, userId));
  return row ? { ...row, raisedCents: Number(row.raisedCents) } : null;
}

/** Campaigns running at `now` (active, started, not ended) with a captain: the weekly summaries' candidates. */
export async function listRunningCampaignsWithCaptain({ now }: { now: Date }) {
  const db = await getDb();
  return db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      captainId: users.id,
      captainEmail: users.email,
      captainName: users.displayName,
      captainFirstName: users.firstName,
    })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.captainId))
    .where(
      and(
        eq(campaigns.isActive, true),
        lte(campaigns.startDate, now),
        or(isNull(campaigns.endDate), gt(campaigns.endDate, now)),
      ),
    )
    .orderBy(asc(campaigns.id));
}
