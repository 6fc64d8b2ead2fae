import 'server-only';
import { and, asc, desc, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type {
  MeetupNotCollectedResponse,
  MeetupOrder,
  MeetupOrdersResponse,
  MeetupPickupOption,
} from '@/lib/contracts/meetup';
import { outstandingCents } from '@/lib/payment-ledger';
import { MEETUP_RESULTS_MAX, type MeetupOrdersQuery } from '@/lib/validation/meetup';
import type { PaymentMethod } from '@/lib/validation/order-payments';
import { getDb, type Executor } from '@/server/db';
import { campaignsManagedBy, getManagedCampaign, type CampaignManager } from '@/server/db/queries/campaign-access';
import { auditEntries, campaigns, orderItems, orders, pickupOptions, users } from '@/server/db/schema';
import { ApiError, CAMPAIGN_NOT_FOUND, notFound, ORDER_NOT_FOUND } from '@/server/errors';
import { countOrdersByOption } from './pickup-options';

/*
 * What meetup mode reads (issue 25): orders of a campaign the caller manages as cards (bags, money, status, whether the
 * last collect can still be undone), the campaign's pickup options, and an option's orders nobody collected. Every
 * query filters by campaignsManagedBy, so another captain's campaign or order is simply not found.
 */

export const PICKUP_OPTION_NOT_FOUND = 'Pickup option not found.';
export const MEETUP_ACTIONS = ['meetup.collected', 'meetup.undone'] as const;

const scannedElsewhere = (orderNumber: string, campaignName: string) =>
  `Order ${orderNumber} is an order of ${campaignName}, not of this campaign. Open meetup mode for ${campaignName} to hand it out.`;

export const meetupOptionJson = (row: typeof pickupOptions.$inferSelect): MeetupPickupOption => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  address: row.address,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
});

const cardColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  firstName: orders.customerFirstName,
  lastName: orders.customerLastName,
  phone: orders.customerPhone,
  fundraiserName: users.displayName,
  pickupOptionId: orders.pickupOptionId,
  pickupOptionName: pickupOptions.name,
  totalCents: orders.totalCents,
  collectedCents: orders.collectedCents,
  orderStatus: orders.orderStatus,
};
/** The last meetup collect of an order as its audit entry recorded it. */
export type LastMeetupEntry = {
  action: (typeof MEETUP_ACTIONS)[number];
  actorId: number;
  changes: Record<string, { from: unknown; to: unknown } | undefined>;
};

/** Each order's newest meetup entry (collected or undone). */
export async function lastMeetupEntries(orderIds: number[], db: Executor): Promise<Map<number, LastMeetupEntry>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([auditEntries.entityId], {
      orderId: auditEntries.entityId,
      action: auditEntries.action,
      actorId: auditEntries.actorId,
      changes: auditEntries.changes,
    })
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.entityType, 'order'),
        inArray(auditEntries.entityId, orderIds),
        inArray(auditEntries.action, [...MEETUP_ACTIONS]),
      ),
    )
    .orderBy(auditEntries.entityId, desc(auditEntries.id));
  return new Map(rows.map((row) => [row.orderId, row as unknown as LastMeetupEntry]));
}

/** Whether this caller may undo the order's last meetup collect: staff any, a captain their own. */
export function undoableBy(entry: LastMeetupEntry | undefined, manager: CampaignManager, orderStatus: string) {
  if (!entry || entry.action !== 'meetup.collected' || orderStatus !== 'delivered') return null;
  if (manager.role !== 'admin' && entry.actorId !== manager.userId) return null;
  return {
    amountCents: Number(entry.changes.amountCents?.to ?? 0),
    method: String(entry.changes.method?.to ?? 'cash') as PaymentMethod,
  };
}

/** Orders as cards, by buyer name. */
async function readCards(where: SQL | undefined, manager: CampaignManager, db: Executor, limit?: number) {
  const query = db
    .select(cardColumns)
    .from(orders)
    .innerJoin(campaigns, eq(campaigns.id, orders.campaignId))
    .leftJoin(users, eq(users.id, orders.subAccountId))
    .leftJoin(pickupOptions, eq(pickupOptions.id, orders.pickupOptionId))
    .where(and(where, campaignsManagedBy(manager)))
    .orderBy(asc(orders.customerFirstName), asc(orders.customerLastName), asc(orders.id))
    .$dynamic();
  const rows = await (limit ? query.limit(limit) : query);
  return cardsOf(rows, manager, db);
}

type CardRow = {
  id: number;
  orderNumber: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  fundraiserName: string | null;
  pickupOptionId: number | null;
  pickupOptionName: string | null;
  totalCents: number;
  collectedCents: number;
  orderStatus: MeetupOrder['orderStatus'];
};

async function cardsOf(rows: CardRow[], manager: CampaignManager, db: Executor): Promise<MeetupOrder[]> {
  const ids = rows.map((row) => row.id);
  const [lines, entries] = await Promise.all([
    ids.length
      ? db
          .select({ orderId: orderItems.orderId, name: orderItems.productName, quantity: orderItems.quantity })
          .from(orderItems)
          .where(inArray(orderItems.orderId, ids))
          .orderBy(asc(orderItems.id))
      : Promise.resolve([]),
    lastMeetupEntries(ids, db),
  ]);
  const bagsOf = new Map<number, MeetupOrder['bags']>();
  for (const line of lines) {
    const bags = bagsOf.get(line.orderId) ?? [];
    const same = bags.find((bag) => bag.name === line.name);
    if (same) same.quantity += line.quantity;
    else bags.push({ name: line.name, quantity: line.quantity });
    bagsOf.set(line.orderId, bags);
  }
  return rows.map((row) => {
    const bags = bagsOf.get(row.id) ?? [];
    return {
      id: row.id,
      orderNumber: row.orderNumber,
      buyerName: `${row.firstName} ${row.lastName}`.trim(),
      phone: row.phone,
      fundraiserName: row.fundraiserName,
      pickupOption:
        row.pickupOptionId !== null && row.pickupOptionName !== null
          ? { id: row.pickupOptionId, name: row.pickupOptionName }
          : null,
      bags,
      bagCount: bags.reduce((sum, bag) => sum + bag.quantity, 0),
      totalCents: row.totalCents,
      collectedCents: row.collectedCents,
      outstandingCents: outstandingCents(row),
      orderStatus: row.orderStatus,
      handedOut: row.orderStatus === 'delivered',
      undoable: undoableBy(entries.get(row.id), manager, row.orderStatus),
    };
  });
}

/** One order's card for the caller (after a collect or an undo). */
export async function readMeetupOrder(orderId: number, manager: CampaignManager, db: Executor): Promise<MeetupOrder> {
  const [card] = await readCards(eq(orders.id, orderId), manager, db);
  if (!card) throw notFound(ORDER_NOT_FOUND);
  return card;
}

/** "%text%" for LIKE, with its wildcards taken literally. */
const contains = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The search: name or order number (the orders' lower-cased search text), or the phone's digits (3 or more). */
function searchFilter(q: string): SQL {
  const byText = sql`${orders.searchText} like ${contains(q.toLowerCase())}`;
  const digits = q.replace(/\D/g, '');
  if (digits.length < 3) return byText;
  return sql`(${byText} or regexp_replace(coalesce(${orders.customerPhone}, ''), '[^0-9]', '', 'g') like ${contains(digits)})`;
}

/**
 * GET /_api/captain/meetup/orders. A search lists the campaign's (or one option's) orders; a scan finds one order by
 * number and key: a wrong key or an order the caller does not manage is 404, an order of another campaign the
 * caller manages says so (409).
 */
export async function readMeetupOrders(
  query: MeetupOrdersQuery,
  manager: CampaignManager,
): Promise<MeetupOrdersResponse> {
  const db = await getDb();
  const campaign = await getManagedCampaign({ campaignId: query.campaignId, manager }, db);
  if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
  if (query.orderNumber !== undefined && query.key !== undefined) {
    const [found] = await db
      .select({ id: orders.id, campaignId: orders.campaignId, campaignName: campaigns.name })
      .from(orders)
      .innerJoin(campaigns, eq(campaigns.id, orders.campaignId))
      .where(
        and(eq(orders.orderNumber, query.orderNumber), eq(orders.accessKey, query.key), campaignsManagedBy(manager)),
      );
    if (!found) throw notFound(ORDER_NOT_FOUND);
    if (found.campaignId !== campaign.id) {
      throw new ApiError('conflict', scannedElsewhere(query.orderNumber, found.campaignName));
    }
    return { orders: [await readMeetupOrder(found.id, manager, db)], more: false };
  }
  const filters = [
    eq(orders.campaignId, campaign.id),
    query.pickupOptionId !== undefined ? eq(orders.pickupOptionId, query.pickupOptionId) : undefined,
    query.q ? searchFilter(query.q) : undefined,
  ];
  const cards = await readCards(and(...filters), manager, db, MEETUP_RESULTS_MAX + 1);
  return { orders: cards.slice(0, MEETUP_RESULTS_MAX), more: cards.length > MEETUP_RESULTS_MAX };
}

/** The campaign's pickup options, earliest first (the picker at the top of meetup mode). */
export async function readMeetupPickupOptions(campaignId: number, db?: Executor): Promise<MeetupPickupOption[]> {
  const executor = db ?? (await getDb());
  const rows = await executor
    .select()
    .from(pickupOptions)
    .where(eq(pickupOptions.campaignId, campaignId))
    .orderBy(asc(pickupOptions.startsAt), asc(pickupOptions.id));
  return rows.map(meetupOptionJson);
}

/** GET /_api/captain/meetup/not-collected: an option of a managed campaign, its uncollected orders once it ended. */
export async function readNotCollected(
  { campaignId, pickupOptionId }: { campaignId: number; pickupOptionId: number },
  manager: CampaignManager,
): Promise<MeetupNotCollectedResponse> {
  const db = await getDb();
  const [option] = await db
    .select({ option: pickupOptions })
    .from(pickupOptions)
    .innerJoin(campaigns, eq(campaigns.id, pickupOptions.campaignId))
    .where(and(eq(pickupOptions.id, pickupOptionId), eq(campaigns.id, campaignId), campaignsManagedBy(manager)));
  if (!option) throw notFound(PICKUP_OPTION_NOT_FOUND);
  const windowEnded = option.option.endsAt.getTime() <= Date.now();
  const notCollected = and(
    eq(orders.pickupOptionId, pickupOptionId),
    ne(orders.orderStatus, 'cancelled'),
    ne(orders.orderStatus, 'delivered'),
  );
  const [cards, targets] = await Promise.all([
    windowEnded ? readCards(notCollected, manager, db) : Promise.resolve([]),
    db
      .select()
      .from(pickupOptions)
      .where(
        and(
          eq(pickupOptions.campaignId, campaignId),
          ne(pickupOptions.id, pickupOptionId),
          gt(pickupOptions.endsAt, sql`now()`),
        ),
      )
      .orderBy(asc(pickupOptions.startsAt), asc(pickupOptions.id)),
  ]);
  const taken = await countOrdersByOption(
    targets.map((row) => row.id),
    db,
  );
  return {
    pickupOption: meetupOptionJson(option.option),
    windowEnded,
    orders: cards,
    moveTargets: targets.map((row) => ({
      ...meetupOptionJson(row),
      remaining: row.capacity === null ? null : Math.max(0, row.capacity - (taken.get(row.id) ?? 0)),
    })),
  };
}
