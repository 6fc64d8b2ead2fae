import 'server-only';
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { permilleToPercent, type TeamShareSetting } from '@/lib/team-share';
import { getDb, type Executor } from '../index';
import { countedOrder } from '../ledger-sql';
import { campaignProducts, campaigns, orderItems, orders, products } from '../schema';

/*
 * The team's share per bag (issue 14): the one home of its money rule, used by every view that shows it (the
 * fundraiser page and details, the leaderboard and campaign page, the admin's balances).
 *
 *   one bag's share = round half up (price × permille / 1000)   for a percentage
 *                   = least(cents per bag, price)               for a fixed amount (never more than the bag)
 *   a line's share  = one bag's share (at the line's captured unit price) × quantity
 *   team raised     = the lines' shares plus the gifts (issue 29: a gift goes wholly to the team) of the
 *                     campaign's orders that are not cancelled
 *
 * Always under the campaign's current setting: changing the share re-prices the campaign's past orders too.
 */

/** What one bag at `unitPriceCents` gives the team under the joined `campaigns` row's setting; null without one. */
function perBagSql(unitPriceCents: AnyColumn | SQL): SQL<number | null> {
  return sql<number | null>`(case
    when ${campaigns.teamSharePermille} is not null
      then ((${unitPriceCents}::bigint * ${campaigns.teamSharePermille} + 500) / 1000)::integer
    when ${campaigns.teamShareCentsPerBag} is not null
      then least(${campaigns.teamShareCentsPerBag}, ${unitPriceCents})
  end)`;
}

/**
 * The team's share of one order's lines (0 without a share), for the joined `campaigns` row and an order id column:
 * what receipts count as a contribution when the organisation says so (src/server/db/queries/receipts.ts).
 */
export function orderTeamShareSql(orderId: AnyColumn | SQL): SQL<number> {
  return sql<number>`coalesce((select sum(${perBagSql(orderItems.unitPriceCents)} * ${orderItems.quantity})
    from ${orderItems} where ${orderItems.orderId} = ${orderId}), 0)`;
}

export type TeamShareFigures = TeamShareSetting & { teamRaisedCents: number };

/** The campaign's setting, or null when it gives its team no share (or does not exist). */
export async function getTeamShareSetting(
  { campaignId }: { campaignId: number },
  db?: Executor,
): Promise<TeamShareSetting | null> {
  const executor = db ?? (await getDb());
  const [row] = await executor
    .select({ permille: campaigns.teamSharePermille, centsPerBag: campaigns.teamShareCentsPerBag })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (!row || (row.permille === null && row.centsPerBag === null)) return null;
  return {
    teamSharePercent: row.permille === null ? null : permilleToPercent(row.permille),
    teamShareCentsPerBag: row.centsPerBag,
  };
}

/**
 * Team raised for the whole campaign and per credited fundraiser, in one grouped statement: `total` is the campaign
 * (every non-cancelled order credited to it, with or without a fundraiser), `byFundraiser` each sub account's part.
 */
export async function sumTeamRaised(
  { campaignId }: { campaignId: number },
  db?: Executor,
): Promise<{ total: number; byFundraiser: Map<number | null, number> }> {
  const executor = db ?? (await getDb());
  const rows = await executor
    .select({
      subAccountId: orders.subAccountId,
      isTotal: sql<number>`grouping(${orders.subAccountId})::integer`,
      // Each order's lines' share plus its gift: a gift goes wholly to the team (issue 29).
      cents: sql<string>`coalesce(sum(${orderTeamShareSql(orders.id)} + ${orders.giftCents}), 0)`,
    })
    .from(orders)
    .innerJoin(campaigns, eq(campaigns.id, orders.campaignId))
    .where(and(eq(orders.campaignId, campaignId), countedOrder()))
    .groupBy(sql`grouping sets ((${orders.subAccountId}), ())`);
  let total = 0;
  const byFundraiser = new Map<number | null, number>();
  for (const row of rows) {
    if (Number(row.isTotal) === 1) total = Number(row.cents);
    else byFundraiser.set(row.subAccountId, Number(row.cents));
  }
  return { total, byFundraiser };
}

/** What one bag of each product the campaign sells gives the team today (at the product's current price). */
export async function listTeamSharePerBag({ campaignId }: { campaignId: number }, db?: Executor) {
  const executor = db ?? (await getDb());
  const rows = await executor
    .select({ productId: products.id, cents: perBagSql(products.priceCents) })
    .from(campaignProducts)
    .innerJoin(campaigns, eq(campaigns.id, campaignProducts.campaignId))
    .innerJoin(products, eq(products.id, campaignProducts.productId))
    .where(eq(campaignProducts.campaignId, campaignId));
  const perBag: Record<number, number> = {};
  for (const row of rows) if (row.cents !== null) perBag[row.productId] = Number(row.cents);
  return perBag;
}

/** The admin's figure: what the campaign owes its team (null without a share). */
export async function getTeamOwed({ campaignId }: { campaignId: number }): Promise<TeamShareFigures | null> {
  const setting = await getTeamShareSetting({ campaignId });
  if (!setting) return null;
  const { total } = await sumTeamRaised({ campaignId });
  return { ...setting, teamRaisedCents: total };
}

type Board = { campaign: { id: number }; leaderboard: Array<{ userId: number }> };
type BoardWithTeamShare<B extends Board> = Omit<B, 'leaderboard'> & {
  teamShare: TeamShareFigures | null;
  leaderboard: Array<B['leaderboard'][number] & { teamRaisedCents: number | null }>;
};

/**
 * A leaderboard with the team's share: `teamShare` (the setting and the campaign's team raised) and each entry's
 * `teamRaisedCents`; without a share `teamShare` is null and the entries' `teamRaisedCents` null.
 */
export async function withBoardTeamShare<B extends Board>(board: B | null): Promise<BoardWithTeamShare<B> | null> {
  if (!board) return null;
  const setting = await getTeamShareSetting({ campaignId: board.campaign.id });
  const sums = setting ? await sumTeamRaised({ campaignId: board.campaign.id }) : null;
  return {
    ...board,
    teamShare: setting && sums ? { ...setting, teamRaisedCents: sums.total } : null,
    leaderboard: board.leaderboard.map((entry) => ({
      ...entry,
      teamRaisedCents: sums ? (sums.byFundraiser.get(entry.userId) ?? 0) : null,
    })),
  };
}

type FundraiserPage = { fundraiser: { userId: number }; campaign: { id: number } | null };

/**
 * A fundraiser's page with the team's share: the setting, what each product gives per bag, and what this fundraiser's
 * sales raised for the team; `teamShare` is null without a share (or a campaign).
 */
export async function withFundraiserTeamShare<D extends FundraiserPage>(details: D | null) {
  if (!details) return null;
  const campaignId = details.campaign?.id;
  const setting = campaignId === undefined ? null : await getTeamShareSetting({ campaignId });
  if (campaignId === undefined || !setting) return { ...details, teamShare: null };
  const [sums, perBagCents] = await Promise.all([sumTeamRaised({ campaignId }), listTeamSharePerBag({ campaignId })]);
  return {
    ...details,
    teamShare: {
      ...setting,
      perBagCents,
      teamRaisedCents: sums.byFundraiser.get(details.fundraiser.userId) ?? 0,
    },
  };
}
