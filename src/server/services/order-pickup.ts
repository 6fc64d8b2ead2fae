import 'server-only';
import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { BuyerOrder } from '@/lib/contracts/order-page';
import { formatDate } from '@/lib/format';
import { ordersClosed, ordersClosedMessage } from '@/lib/plan/deadline';
import { PICKUP_REQUIRED } from '@/lib/validation/campaign-plan';
import { ORDER_NOT_FOUND_FOR_BUYER, type OrderPickupInput } from '@/lib/validation/order-page';
import { getDb, type Executor, type Transaction } from '@/server/db';
import { orders, pickupOptions, type PickupOptionRow } from '@/server/db/schema';
import { ApiError, badRequest, notFound } from '@/server/errors';
import { buyerOrderJson, findBuyerOrderForChange } from '@/server/reads/buyer-order';

/*
 * The pickup choice of an order (issue 25), one set of rules for the checkout (placeOrder) and the buyer's change on
 * the order page (src/server/services/buyer-order-pickup.ts): the options that apply are the campaign's, or the
 * shop's own (campaign null); while any of them is open (its window has not ended) a choice is required; the chosen
 * option must be one of them, open, and have room. Room is counted under a row lock on the option (FOR UPDATE in the
 * order's transaction), so two buyers cannot both take its last place.
 */

export const PICKUP_NOT_OFFERED = 'That pickup option is not offered for this order. Choose one of the options shown.';
export const PICKUP_ENDED = 'That pickup option has ended. Choose another one.';
export const pickupFullMessage = (name: string) => `${name} is full. Choose another pickup option.`;

const ofScope = (campaignId: number | null) =>
  campaignId === null ? isNull(pickupOptions.campaignId) : eq(pickupOptions.campaignId, campaignId);

/** Whether the campaign (null: the shop) has an option whose window has not ended. */
async function hasOpenOption(executor: Executor, campaignId: number | null): Promise<boolean> {
  const [row] = await executor
    .select({ id: pickupOptions.id })
    .from(pickupOptions)
    .where(and(ofScope(campaignId), gt(pickupOptions.endsAt, sql`now()`)))
    .limit(1);
  return Boolean(row);
}

/**
 * The option an order takes, checked and locked in `tx`; null when none applies (the campaign or shop has no open
 * option and none was sent). `orderId`: the order changing its choice (its own place does not count against it).
 */
export async function takePickupOption(
  tx: Transaction,
  {
    campaignId,
    pickupOptionId,
    orderId,
    now = new Date(),
  }: { campaignId: number | null; pickupOptionId: number | null | undefined; orderId?: number; now?: Date },
): Promise<PickupOptionRow | null> {
  if (!pickupOptionId) {
    if (await hasOpenOption(tx, campaignId)) throw badRequest(PICKUP_REQUIRED);
    return null;
  }
  const [option] = await tx.select().from(pickupOptions).where(eq(pickupOptions.id, pickupOptionId)).for('update');
  if (!option || option.campaignId !== campaignId) throw badRequest(PICKUP_NOT_OFFERED);
  if (option.endsAt.getTime() <= now.getTime()) throw badRequest(PICKUP_ENDED);
  if (option.capacity !== null) {
    const [held] = await tx
      .select({ n: count() })
      .from(orders)
      .where(
        and(
          eq(orders.pickupOptionId, option.id),
          ne(orders.orderStatus, 'cancelled'),
          orderId ? ne(orders.id, orderId) : undefined,
        ),
      );
    if ((held?.n ?? 0) >= option.capacity) throw new ApiError('conflict', pickupFullMessage(option.name));
  }
  return option;
}

/** 409 `Orders for {campaign} closed on {date}.` once the campaign's order deadline has passed. */
export function refuseAfterDeadline(
  campaign: { name: string; orderDeadline: Date | null },
  now: Date = new Date(),
): void {
  if (campaign.orderDeadline && ordersClosed(campaign.orderDeadline, now))
    throw new ApiError('conflict', ordersClosedMessage(campaign.name, campaign.orderDeadline));
}

const MINUTE = 60_000;

/**
 * Order links that did not open an order (unknown number, wrong or malformed key), counted per address in this
 * process's memory: past ORDER_LINK_MISSES in ORDER_LINK_MISS_WINDOW_MS, every lookup from that address is refused
 * (the API answers 429, the page 404) until the window moves on, so keys cannot be guessed through the page, the
 * lookup or the pickup change. Links that open their order are never counted: a school's shared network at a meetup,
 * where every parent opens their page at once, is never slowed. A 128-bit key is out of reach anyway; this bounds
 * the load a guesser can cause. See docs/decisions/buyer-order-page.md.
 */
export const ORDER_LINK_MISSES = 30;
export const ORDER_LINK_MISS_WINDOW_MS = 10 * MINUTE;
export const TOO_MANY_ORDER_LINK_MISSES =
  'Too many order links that did not match an order came from here. Please try again in a few minutes.';
const MAX_ADDRESSES = 10_000;
const misses = new Map<string, number[]>();

function recentMisses(ip: string, now: number): number[] {
  const times = (misses.get(ip) ?? []).filter((at) => at > now - ORDER_LINK_MISS_WINDOW_MS);
  if (times.length === 0) misses.delete(ip);
  else misses.set(ip, times);
  return times;
}

/** Whether `ip` may look an order link up now (checked before the lookup: a refused one is not counted). */
export function orderLinkAllowed(ip: string, now = Date.now()): boolean {
  return recentMisses(ip, now).length < ORDER_LINK_MISSES;
}

/** Counts a link that did not open an order. */
export function recordOrderLinkMiss(ip: string, now = Date.now()): void {
  const times = recentMisses(ip, now);
  misses.delete(ip);
  misses.set(ip, [...times, now]);
  if (misses.size > MAX_ADDRESSES) misses.delete(misses.keys().next().value!);
}

/** Throws 429 when `ip` is over its budget of missed links. */
export function refuseOverOrderLinkMisses(ip: string): void {
  if (!orderLinkAllowed(ip)) throw new ApiError('too_many_requests', TOO_MANY_ORDER_LINK_MISSES);
}

export const ORDER_CANCELLED_NO_PICKUP = 'This order was cancelled, so it has no pickup to change.';
export const ORDER_HANDED_OUT_NO_PICKUP = 'This order was already handed out, so its pickup cannot change.';
export const pickupClosedMessage = (campaignName: string, deadline: Date) =>
  `Pickup choices for ${campaignName} closed with its orders on ${formatDate(deadline)}. Please contact the team to change it.`;

/**
 * The buyer moves their order to another pickup option (POST /_api/orders/pickup): only with the order's key, only
 * while it is neither cancelled nor handed out and its campaign's deadline has not passed, and only to an open option
 * of the same campaign (or the shop's own) with room. Answers the order as the page shows it.
 */
export async function changeOrderPickup(input: OrderPickupInput, now: Date = new Date()): Promise<BuyerOrder> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const order = await findBuyerOrderForChange(input, tx);
    if (!order) throw notFound(ORDER_NOT_FOUND_FOR_BUYER);
    if (order.orderStatus === 'cancelled') throw new ApiError('conflict', ORDER_CANCELLED_NO_PICKUP);
    if (order.orderStatus === 'delivered') throw new ApiError('conflict', ORDER_HANDED_OUT_NO_PICKUP);
    const deadline = order.campaign?.orderDeadline ?? null;
    if (order.campaign && deadline && ordersClosed(deadline, now))
      throw new ApiError('conflict', pickupClosedMessage(order.campaign.name, deadline));
    if (order.pickup?.id !== input.pickupOptionId) {
      await takePickupOption(tx, {
        campaignId: order.campaign ? order.campaignId : null,
        pickupOptionId: input.pickupOptionId,
        orderId: order.id,
        now,
      });
      await tx.update(orders).set({ pickupOptionId: input.pickupOptionId }).where(eq(orders.id, order.id));
    }
    const changed = await findBuyerOrderForChange(input, tx);
    return buyerOrderJson(changed!, tx, now);
  });
}
