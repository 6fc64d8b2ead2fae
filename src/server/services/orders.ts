import 'server-only';
import { inArray } from 'drizzle-orm';
import { lineTotal, sumCents } from '@/lib/money';
import { MAX_LINE_QUANTITY } from '@/lib/validation/cart';
import {
  MAX_ORDER_TOTAL_CENTS,
  ORDER_TOO_LARGE,
  type OrderSourceValue,
  type PlaceOrderInput,
} from '@/lib/validation/orders';
import { getDb, type Executor, type Transaction } from '@/server/db';
import { isUniqueViolation } from '@/server/db/errors';
import { getReceiptFigures, type ReceiptFigures } from '@/server/db/queries/receipts';
import { orderItems, orders, products } from '@/server/db/schema';
import { badRequest } from '@/server/errors';
import { enqueueMail } from '@/server/mail/outbox';
import { SHOP_PAYMENT_INSTRUCTIONS } from '@/lib/plan/shop-plan';
import type { PaymentInstructions } from '@/lib/plan/plan-types';
import type { Grind } from '@/lib/coffee/options';
import type { Beneficiary } from '@/lib/gifts/beneficiary';
import { clearCart } from './cart';
import { resolveOptions } from './option-choice';
import { CapExceeded, demandPerCoffee, enforceCaps, recordCapRefusal } from './batch-caps';
import { roastDateOfNewOrder } from './roast-date';
import { queueOrderCreditedNotice } from './credited-notice';
import { queueMilestoneEmails } from './milestones';
import { checkCampaignOrder } from './order-campaign';
import { pruneExpiredRecords } from './housekeeping';
import { findOrderByIdempotencyKey, orderFingerprint, replay, type StoredOrder } from './order-idempotency';
import { queuedOrderEmails } from './order-emails';
import { takePickupOption } from './order-pickup';
import { generateOrderNumber } from './order-number';
import { reserveLimits, retryText } from './rate-limit';
import { takeFromMemory } from './memory-rate-limit';
import { orderLimits, orderReplayLimit } from './throttles';

type OrderContext = { userId: number | null; idempotencyKey: string | null; ip: string };

/**
 * An order typed in by the team (issue 29: a paper form or a booth sale): who typed it, and its source. The buyer made
 * no pickup choice online, the order deadline was met on paper, and the shop is not e-mailed about its own entry.
 */
export type StaffEntry = { enteredById: number; source: 'paper' | 'booth' };

/** What writeOrder takes: the buyer's order, or the team's with any recorded source and possibly no e-mail (''). */
export type OrderToWrite = Omit<PlaceOrderInput, 'source'> & { source?: OrderSourceValue };

export type PlacedOrder = {
  orderId: number;
  orderNumber: string;
  /** The secret of the buyer's order page link (src/server/services/order-links.ts). */
  accessKey: string;
  totalCents: number;
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  customerPhone: string | null;
  items: Array<{
    name: string;
    quantity: number;
    unitPriceCents: number;
    lineTotalCents: number;
    optionId: number | null;
    grind: Grind;
    size: string;
  }>;
  campaignName: string | null;
  fundraiserName: string | null;
  /** Issue 29: the gift, the contribution and the fair market value of the coffee (src/server/db/queries/receipts.ts). */
  receipt: ReceiptFigures;
  /** The organisation the receipt names (a campaign's beneficiary); absent on a replay, which sends no e-mail. */
  beneficiary?: Beneficiary | null;
  /** Issue 28: the order's roast day ("YYYY-MM-DD"), null while its campaign has none. */
  roastDate?: string | null;
  /** False when an earlier request with the same idempotency key already placed this order. */
  created: boolean;
  /** What the order's e-mails tell about paying and pickup (issue 25); absent on a replay, which sends none. */
  plan?: OrderPlan;
};

export type OrderPlan = {
  paymentInstructions: PaymentInstructions | null;
  orderDeadline: Date | null;
  pickup: { kind: 'meetup' | 'delivery'; name: string; address: string | null; startsAt: Date; endsAt: Date } | null;
};

/**
 * Places an order in one transaction. Prices come from the database, never the client; inactive or unknown
 * products refuse the whole order. A fundraiser order must name a sub-account taking part in an active campaign
 * that sells every product ordered. Orders are throttled per address and per e-mail (src/server/services/throttles.ts).
 *
 * Idempotency: a key is bound to a fingerprint of the order and of who placed it. The same key with the same order
 * returns the first order (a retry or a double click); with anything else it is refused with 422, so a key seen
 * elsewhere can neither read someone's order nor swallow a new one.
 *
 * One transaction does it all, in this order: the key lookup (a replay or a 422 writes nothing; a replay is counted
 * in memory against orderReplayLimit), the throttle (a 429 rolls everything back), then the order inside a
 * savepoint. The attempt is counted whatever becomes of the order, as when it had a transaction of its own: a failed
 * order rolls back to the savepoint only.
 */
export async function placeOrder(input: PlaceOrderInput, context: OrderContext): Promise<PlacedOrder> {
  const key = context.idempotencyKey;
  const fingerprint = key ? orderFingerprint(input, context.userId) : null;
  const db = await getDb();
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    if (key) {
      const existing = await findOrderByIdempotencyKey(key, tx);
      if (existing) return { replayOf: existing, counted: false };
    }
    await reserveLimits(
      tx,
      orderLimits(input.customerEmail, context.ip),
      (m) => `Too many orders were placed from here. Please try again ${retryText(m)}.`,
    );
    try {
      return { placed: await tx.transaction((savepoint) => writeOrder(savepoint, input, { ...context, fingerprint })) };
    } catch (error) {
      // Two requests with one key raced past the lookup (PostgreSQL): the unique key let one through. Read
      // committed shows its order to this next statement; answer as a replay of it.
      if (key && isUniqueViolation(error, 'idempotency_key')) {
        const existing = await findOrderByIdempotencyKey(key, tx);
        if (existing) return { replayOf: existing, counted: true };
      }
      // The order rolled back; what it asked for beyond a cap stays, for staff to see (issue 28).
      if (error instanceof CapExceeded) await recordCapRefusal(tx, error);
      return { failed: error };
    }
  });
  if (!('replayOf' in outcome) || outcome.counted) pruneExpiredRecords();
  else takeFromMemory(orderReplayLimit(context.ip), replayLimitMessage);
  if ('placed' in outcome) return outcome.placed;
  if ('replayOf' in outcome) return replay(outcome.replayOf, fingerprint);
  throw outcome.failed;
}

const replayLimitMessage = (minutes: number) =>
  `This order was sent again too many times from here. Please try again ${retryText(minutes)}.`;

type Outcome =
  | { placed: PlacedOrder }
  | { replayOf: StoredOrder; counted: boolean }
  /** The order failed after its attempt was recorded: the attempt commits, the error goes to the caller. */
  | { failed: unknown };

export async function writeOrder(
  tx: Transaction,
  input: OrderToWrite,
  context: OrderContext & { fingerprint: string | null; staff?: StaffEntry },
): Promise<PlacedOrder> {
  const staff = context.staff ?? null;
  const ids = [...new Set(input.items.map((item) => item.productId))];
  const giftCents = input.giftCents ?? 0;
  const found = ids.length > 0 ? await findOrderedProducts(tx, ids) : [];
  const byId = new Map(found.map((p) => [p.id, p]));
  const unavailable = ids.filter((id) => !byId.get(id)?.isActive).map((id) => byId.get(id)?.name ?? `product #${id}`);
  if (unavailable.length > 0) throw badRequest(`These products are no longer available: ${unavailable.join(', ')}.`);
  // Each line's grind and size (issue 28): the named option, or the coffee's default; its price is charged.
  const chosen = input.items.length > 0 ? await resolveOptions(tx, input.items, (id) => byId.get(id)!.name) : [];
  const quantities = new Map<number, number>();
  input.items.forEach((item, index) => {
    const optionId = chosen[index]!.id;
    quantities.set(optionId, (quantities.get(optionId) ?? 0) + item.quantity);
  });
  const options = new Map(chosen.map((option) => [option.id, option]));
  if ([...quantities.values()].some((quantity) => quantity > MAX_LINE_QUANTITY))
    throw badRequest(`Quantity cannot be more than ${MAX_LINE_QUANTITY}`);

  const campaign = input.campaignId
    ? await checkCampaignOrder(tx, {
        campaignId: input.campaignId,
        subAccountId: input.subAccountId,
        productIds: ids,
        productName: (id) => byId.get(id)!.name,
        staffEntry: staff !== null,
      })
    : null;
  const { campaignName, fundraiserName, orderDeadline, paymentInstructions } = campaign ?? {
    campaignName: null,
    fundraiserName: null,
    orderDeadline: null,
    paymentInstructions: SHOP_PAYMENT_INSTRUCTIONS,
  };
  // A gift alone (issue 29) has no coffee to roast or to pick up.
  const giftOnly = input.items.length === 0;
  const roastDate = giftOnly ? null : await roastDateOfNewOrder(tx, campaign);
  // The campaign's options, or the shop's own; the chosen one stays locked until the order commits.
  const pickup =
    giftOnly || staff
      ? null
      : await takePickupOption(tx, { campaignId: input.campaignId, pickupOptionId: input.pickupOptionId });

  const lines = [...quantities]
    .map(([optionId, quantity]) => {
      const option = options.get(optionId)!;
      return {
        productId: option.productId,
        productName: byId.get(option.productId)!.name,
        optionId,
        grind: option.grind,
        size: option.size,
        sizeGrams: option.sizeGrams,
        unitPriceCents: option.priceCents,
        quantity,
        lineTotalCents: lineTotal(option.priceCents, quantity),
      };
    })
    .sort((a, b) => a.productId - b.productId || a.optionId - b.optionId);
  const totalCents = sumCents([...lines.map((line) => line.lineTotalCents), giftCents]);
  if (totalCents > MAX_ORDER_TOTAL_CENTS) throw badRequest(ORDER_TOO_LARGE);
  // Batch limits (issue 28): a campaign's caps, or a shop coffee's cap for its roast day; 409 and nothing written.
  const scope = input.campaignId
    ? { campaignId: input.campaignId, campaignName: campaignName! }
    : roastDate
      ? { campaignId: null, roastDate }
      : null;
  if (scope) await enforceCaps(tx, scope, demandPerCoffee(lines));

  const order = await insertWithUniqueNumber(tx, {
    customerFirstName: input.customerFirstName,
    customerLastName: input.customerLastName,
    customerEmail: input.customerEmail,
    customerPhone: input.customerPhone,
    campaignId: input.campaignId,
    subAccountId: input.subAccountId,
    source: staff?.source ?? input.source ?? null,
    enteredById: staff?.enteredById ?? null,
    pickupOptionId: pickup?.id ?? null,
    roastDate,
    userId: context.userId,
    totalCents,
    giftCents,
    idempotencyKey: context.idempotencyKey,
    idempotencyFingerprint: context.fingerprint,
  });
  if (lines.length > 0)
    await tx.insert(orderItems).values(
      lines.map((line) => ({
        orderId: order.id,
        productId: line.productId,
        productName: line.productName,
        unitPriceCents: line.unitPriceCents,
        quantity: line.quantity,
        optionId: line.optionId,
        grind: line.grind,
        size: line.size,
        sizeGrams: line.sizeGrams,
      })),
    );
  // A gift alone leaves the cart as it is: the coffee in it was not bought.
  if (context.userId && !giftOnly) await clearCart(context.userId, tx);

  const placed: PlacedOrder = {
    orderId: order.id,
    orderNumber: order.orderNumber,
    accessKey: order.accessKey,
    totalCents,
    customerFirstName: input.customerFirstName,
    customerLastName: input.customerLastName,
    customerEmail: input.customerEmail,
    customerPhone: input.customerPhone,
    items: lines.map((line) => ({
      name: line.productName,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      lineTotalCents: line.lineTotalCents,
      optionId: line.optionId,
      grind: line.grind,
      size: line.size,
    })),
    campaignName,
    fundraiserName,
    receipt: await getReceiptFigures(tx, order.id),
    beneficiary: campaign?.beneficiary ?? null,
    roastDate,
    created: true,
    plan: { paymentInstructions, orderDeadline, pickup },
  };
  // The confirmation and the shop's notice commit with the order, or not at all (src/server/mail/outbox.ts).
  await enqueueMail(tx, queuedOrderEmails(placed, { shopNotice: staff === null }));
  if (input.campaignId && input.subAccountId) {
    await queueMilestones(tx, { campaignId: input.campaignId, userId: input.subAccountId });
    // "An order was credited to you": in a savepoint of its own, it never fails the order. Not for an envelope or a
    // booth shift the team types in: one mail per row would bury the family in mail about forms they handed over.
    if (!staff) await queueOrderCreditedNotice(tx, { orderId: order.id });
  }
  return placed;
}

/** A credited order may take its fundraiser past 25/50/75/100 % of their goal; a failed check never fails the order. */
async function queueMilestones(tx: Transaction, fundraiser: { campaignId: number; userId: number }) {
  try {
    await tx.transaction((savepoint) => queueMilestoneEmails(savepoint, fundraiser));
  } catch (error) {
    console.error('[milestones] could not check milestones', { ...fundraiser, error });
  }
}

/** The products an order names, with the prices it is charged. Reads only (the start-up warm-up runs it too). */
export function findOrderedProducts(executor: Executor, ids: number[]) {
  return executor
    .select({ id: products.id, name: products.name, priceCents: products.priceCents, isActive: products.isActive })
    .from(products)
    .where(inArray(products.id, ids));
}

type NewOrderValues = Omit<typeof orders.$inferInsert, 'orderNumber'>;

/** Order numbers are random; on the rare collision a savepoint lets the transaction try another. */
export async function insertWithUniqueNumber(tx: Transaction, values: NewOrderValues) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await tx.transaction(async (savepoint) => {
        const [row] = await savepoint
          .insert(orders)
          .values({ ...values, orderNumber: generateOrderNumber() })
          .returning({ id: orders.id, orderNumber: orders.orderNumber, accessKey: orders.accessKey });
        return row!;
      });
    } catch (error) {
      if (!isUniqueViolation(error, 'order_number') || attempt >= 4) throw error;
    }
  }
}
