import 'server-only';
import { and, asc, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import {
  BOOTH_SHIFT_LIST_MAX,
  type BoothShare,
  type BoothShift,
  type BoothShiftSale,
} from '@/lib/contracts/staff-orders';
import { parseShopDate, shopToday } from '@/lib/dates';
import { paymentMethods, type PaymentMethod } from '@/lib/validation/order-payments';
import { getDb } from '@/server/db';
import { campaignsManagedBy, type CampaignManager } from '@/server/db/queries/campaign-access';
import { campaignParticipants, campaigns, orderItems, orderPayments, orders, users } from '@/server/db/schema';

/*
 * Booth mode's reads (issue 29): who can be on a shift (the campaign's sellers) and a shift's sales with their totals.
 * The campaign's management is a condition of every query, so another captain's campaign reads as not found (null).
 */

const personName = sql<string>`coalesce(nullif(trim(${users.displayName}), ''), trim(${users.firstName} || ' ' || ${users.lastName}))`;

/** The sellers of a campaign the caller manages, by name; null when the campaign is not theirs (or does not exist). */
export async function readBoothSellers({ campaignId, manager }: { campaignId: number; manager: CampaignManager }) {
  const db = await getDb();
  const [campaign] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), campaignsManagedBy(manager)));
  if (!campaign) return null;
  return db
    .select({ id: users.id, name: personName })
    .from(campaignParticipants)
    .innerJoin(users, eq(users.id, campaignParticipants.userId))
    .where(eq(campaignParticipants.campaignId, campaignId))
    .orderBy(asc(personName), asc(users.id));
}

/** The start of today in the shop's time zone: a shift's default start. */
export const startOfShopToday = (now = new Date()) => parseShopDate(shopToday(now))!;

type ShiftOrder = {
  id: number;
  orderNumber: string;
  boothSaleKey: string | null;
  subAccountId: number | null;
  sellerName: string | null;
  totalCents: number;
  giftCents: number;
  collectedCents: number;
  orderStatus: string;
  createdAt: Date;
};

/**
 * The booth sales of a campaign the caller manages recorded since `since` (not cancelled), newest first and grouped by
 * sale, with the shift's totals; null when the campaign is not theirs.
 */
export async function readBoothShift({
  campaignId,
  since = startOfShopToday(),
  manager,
}: {
  campaignId: number;
  since?: Date;
  manager: CampaignManager;
}): Promise<BoothShift | null> {
  const db = await getDb();
  const [campaign] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), campaignsManagedBy(manager)));
  if (!campaign) return null;
  const rows: ShiftOrder[] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      boothSaleKey: orders.boothSaleKey,
      subAccountId: orders.subAccountId,
      sellerName: sql<string | null>`case when ${users.id} is null then null else ${personName} end`,
      totalCents: orders.totalCents,
      giftCents: orders.giftCents,
      collectedCents: orders.collectedCents,
      orderStatus: orders.orderStatus,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(campaigns, eq(campaigns.id, orders.campaignId))
    .leftJoin(users, eq(users.id, orders.subAccountId))
    .where(
      and(
        eq(orders.campaignId, campaignId),
        campaignsManagedBy(manager),
        eq(orders.source, 'booth'),
        ne(orders.orderStatus, 'cancelled'),
        gte(orders.createdAt, since),
      ),
    )
    .orderBy(desc(orders.createdAt), asc(orders.id));
  const ids = rows.map((row) => row.id);
  const [bags, methods] = ids.length === 0 ? [new Map(), []] : await Promise.all([bagsByOrder(ids), ledger(ids)]);
  return shiftJson({ campaignId, since, rows, bags, methods });
}

async function bagsByOrder(ids: number[]): Promise<Map<number, number>> {
  const db = await getDb();
  const rows = await db
    .select({ orderId: orderItems.orderId, bags: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .groupBy(orderItems.orderId);
  return new Map(rows.map((row) => [row.orderId, Number(row.bags)]));
}

async function ledger(ids: number[]) {
  const db = await getDb();
  const rows = await db
    .select({
      orderId: orderPayments.orderId,
      method: orderPayments.method,
      cents: sql<number>`sum(${orderPayments.amountCents})::int`,
    })
    .from(orderPayments)
    .where(inArray(orderPayments.orderId, ids))
    .groupBy(orderPayments.orderId, orderPayments.method);
  return rows.map((row) => ({ ...row, cents: Number(row.cents) }));
}

function shiftJson({
  campaignId,
  since,
  rows,
  bags,
  methods,
}: {
  campaignId: number;
  since: Date;
  rows: ShiftOrder[];
  bags: Map<number, number>;
  methods: Array<{ orderId: number; method: PaymentMethod; cents: number }>;
}): BoothShift {
  const methodsByOrder = new Map<number, PaymentMethod[]>();
  const byMethod = Object.fromEntries(paymentMethods.map((method) => [method, 0])) as Record<PaymentMethod, number>;
  for (const entry of methods) {
    byMethod[entry.method] += entry.cents;
    if (entry.cents !== 0)
      methodsByOrder.set(entry.orderId, [...(methodsByOrder.get(entry.orderId) ?? []), entry.method]);
  }

  const sales = new Map<string, BoothShiftSale>();
  const perSeller = new Map<number | null, BoothShare>();
  for (const row of rows) {
    const key = row.boothSaleKey ?? `order-${row.id}`;
    const sale = sales.get(key) ?? {
      key,
      recordedAt: row.createdAt.toISOString(),
      orderNumbers: [],
      bags: 0,
      giftCents: 0,
      totalCents: 0,
      collectedCents: 0,
      methods: [],
      handedOut: true,
      shares: [],
    };
    sale.orderNumbers.push(row.orderNumber);
    sale.bags += bags.get(row.id) ?? 0;
    sale.giftCents += row.giftCents;
    sale.totalCents += row.totalCents;
    sale.collectedCents += row.collectedCents;
    for (const method of methodsByOrder.get(row.id) ?? [])
      if (!sale.methods.includes(method)) sale.methods.push(method);
    // Only the order holding the bags has something to hand over.
    if ((bags.get(row.id) ?? 0) > 0 && row.orderStatus !== 'delivered') sale.handedOut = false;
    sale.shares.push({ subAccountId: row.subAccountId, sellerName: row.sellerName, totalCents: row.totalCents });
    sales.set(key, sale);

    const seller = perSeller.get(row.subAccountId) ?? {
      subAccountId: row.subAccountId,
      sellerName: row.sellerName,
      totalCents: 0,
    };
    seller.totalCents += row.totalCents;
    perSeller.set(row.subAccountId, seller);
  }
  // A split sale's orders share one transaction's created_at, so its shares come in id order: the first seller first.
  const list = [...sales.values()];

  const sum = (pick: (sale: BoothShiftSale) => number) => list.reduce((total, sale) => total + pick(sale), 0);
  return {
    campaignId,
    since: since.toISOString(),
    sales: list.slice(0, BOOTH_SHIFT_LIST_MAX),
    totals: {
      salesCount: list.length,
      bags: sum((sale) => sale.bags),
      totalCents: sum((sale) => sale.totalCents),
      collectedCents: sum((sale) => sale.collectedCents),
      byMethod,
      perSeller: [...perSeller.values()].sort(
        (a, b) => b.totalCents - a.totalCents || (a.sellerName ?? '').localeCompare(b.sellerName ?? ''),
      ),
    },
  };
}
