import 'server-only';
import { and, asc, desc, eq, exists, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb, type Executor } from '../index';
import { campaignParticipants, campaigns, orderPayments, orders, users } from '../schema';

/* The payment ledger's reads: an order's entries, and who may be named as a payment's collector. */

const collector = alias(users, 'collector');

/** A person's name as the ledger shows it: display name, else full name, else e-mail. */
const nameOf = (person: typeof users | typeof collector) =>
  sql<string>`coalesce(nullif(${person.displayName}, ''), nullif(trim(${person.firstName} || ' ' || ${person.lastName}), ''), ${person.email})`;

export type OrderPaymentRow = typeof orderPayments.$inferSelect & { collectorName: string | null };

/** An order's ledger entries, newest received first. */
export async function listOrderPayments({ orderId }: { orderId: number }, db?: Executor): Promise<OrderPaymentRow[]> {
  const executor = db ?? (await getDb());
  const rows = await executor
    .select({ payment: orderPayments, collectorName: nameOf(collector) })
    .from(orderPayments)
    .leftJoin(collector, eq(collector.id, orderPayments.collectedByUserId))
    .where(eq(orderPayments.orderId, orderId))
    .orderBy(desc(orderPayments.receivedAt), desc(orderPayments.id));
  return rows.map(({ payment, collectorName }) => ({ ...payment, collectorName }));
}

/** The order's money columns, or null for an unknown order. */
export async function getOrderMoney({ orderId }: { orderId: number }, db?: Executor) {
  const executor = db ?? (await getDb());
  const [row] = await executor
    .select({
      id: orders.id,
      totalCents: orders.totalCents,
      collectedCents: orders.collectedCents,
      orderStatus: orders.orderStatus,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}

/** Someone named as a collector, with the campaigns they may collect for (as a participant or as the captain). */
export async function getCollectorCandidate({ userId }: { userId: number }, db: Executor) {
  const [user] = await db
    .select({ id: users.id, role: users.role, name: nameOf(users) })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const memberships = await db
    .select({ campaignId: campaigns.id })
    .from(campaigns)
    .leftJoin(
      campaignParticipants,
      and(eq(campaignParticipants.campaignId, campaigns.id), eq(campaignParticipants.userId, userId)),
    )
    .where(or(eq(campaigns.captainId, userId), eq(campaignParticipants.userId, userId)));
  return { ...user, campaignIds: new Set(memberships.map((row) => row.campaignId)) };
}

/**
 * Someone a captain may name as the collector of a payment on their campaign's order: themselves, staff (an admin)
 * or a participant of that campaign. Null for anyone else, so the refusal cannot tell who exists.
 */
export async function getCaptainCollector(
  { userId, captainId, campaignId }: { userId: number; captainId: number; campaignId: number },
  db: Executor,
) {
  const participant = db
    .select({ one: sql`1` })
    .from(campaignParticipants)
    .where(and(eq(campaignParticipants.campaignId, campaignId), eq(campaignParticipants.userId, userId)));
  const [person] = await db
    .select({ id: users.id, name: nameOf(users) })
    .from(users)
    .where(and(eq(users.id, userId), or(eq(users.role, 'admin'), eq(users.id, captainId), exists(participant))));
  return person ?? null;
}

/** The one campaign all these orders are credited to, or null (none, several, or an order of the shop alone). */
export async function sharedCampaignOf({ orderIds }: { orderIds: number[] }): Promise<number | null> {
  const db = await getDb();
  const rows = await db
    .selectDistinct({ campaignId: orders.campaignId })
    .from(orders)
    .where(inArray(orders.id, orderIds))
    .limit(2);
  return rows.length === 1 ? (rows[0]!.campaignId ?? null) : null;
}

/**
 * Who may be named as a payment's collector: staff (admins) always; with a campaign, also its captain and its
 * participants (the captain marked as such). Staff first, then the campaign's people, each by name.
 */
export async function listPaymentCollectors({ campaignId }: { campaignId?: number }) {
  const db = await getDb();
  const staff = await db
    .select({ userId: users.id, displayName: nameOf(users) })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(nameOf(users)), asc(users.id));
  const fundraisers = campaignId
    ? await db
        .selectDistinct({
          userId: users.id,
          displayName: nameOf(users),
          isCaptain: sql<boolean>`${campaigns.captainId} = ${users.id}`,
        })
        .from(users)
        .innerJoin(campaigns, eq(campaigns.id, campaignId))
        .leftJoin(
          campaignParticipants,
          and(eq(campaignParticipants.campaignId, campaignId), eq(campaignParticipants.userId, users.id)),
        )
        .where(
          and(
            sql`${users.role} <> 'admin'`,
            or(eq(campaigns.captainId, users.id), eq(campaignParticipants.userId, users.id)),
          ),
        )
        .orderBy(asc(nameOf(users)), asc(users.id))
    : [];
  return [
    ...staff.map((person) => ({ ...person, kind: 'staff' as const })),
    ...fundraisers.map(({ isCaptain, ...person }) => ({
      ...person,
      kind: isCaptain ? ('captain' as const) : ('fundraiser' as const),
    })),
  ];
}

/** The names of these people as the ledger shows them (issue 26: bulk payments credited to each order's fundraiser). */
export async function getPeopleNames({ userIds }: { userIds: number[] }, db: Executor) {
  if (userIds.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: users.id, name: nameOf(users) })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, row.name]));
}
