import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { lineTotal, sumCents } from '@/lib/money';
import type { PlaceOrderInput } from '@/lib/validation/orders';
import { getDb, type Transaction } from '@/server/db';
import { campaignParticipants, campaignProducts, campaigns, orderItems, orders, products, users } from '@/server/db/schema';
import { badRequest, notFound } from '@/server/http/errors';
import { isUniqueViolation } from './accounts';
import { clearCart } from './cart';
import { generateOrderNumber } from './order-number';

export type PlacedOrder = {
  orderId: number;
  orderNumber: string;
  totalCents: number;
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  customerPhone: string | null;
  items: Array<{ name: string; quantity: number; unitPriceCents: number; lineTotalCents: number }>;
  campaignName: string | null;
  fundraiserName: string | null;
  /** False when an earlier request with the same idempotency key already placed this order. */
  created: boolean;
};

/**
 * Places an order in one transaction. Prices come from the database, never the client; inactive or unknown
 * products refuse the whole order. A fundraiser order must name a sub-account taking part in an active campaign
 * that sells every product ordered. A repeated idempotency key returns the first order instead of a new one.
 */
export async function placeOrder(input: PlaceOrderInput, context: { userId: number | null; idempotencyKey: string | null }): Promise<PlacedOrder> {
  if (context.idempotencyKey) {
    const existing = await findOrderByIdempotencyKey(context.idempotencyKey);
    if (existing) return existing;
  }
  const db = await getDb();
  try {
    return await db.transaction((tx) => writeOrder(tx, input, context));
  } catch (error) {
    // Two identical requests raced past the lookup: the unique key let one through; answer with it.
    if (context.idempotencyKey && isUniqueViolation(error)) {
      const existing = await findOrderByIdempotencyKey(context.idempotencyKey);
      if (existing) return existing;
    }
    throw error;
  }
}

async function writeOrder(tx: Transaction, input: PlaceOrderInput, context: { userId: number | null; idempotencyKey: string | null }): Promise<PlacedOrder> {
  const quantities = new Map<number, number>();
  for (const item of input.items) quantities.set(item.productId, (quantities.get(item.productId) ?? 0) + item.quantity);
  const ids = [...quantities.keys()];

  const found = await tx
    .select({ id: products.id, name: products.name, priceCents: products.priceCents, isActive: products.isActive })
    .from(products)
    .where(inArray(products.id, ids));
  const byId = new Map(found.map((p) => [p.id, p]));
  const unavailable = ids.filter((id) => !byId.get(id)?.isActive).map((id) => byId.get(id)?.name ?? `product #${id}`);
  if (unavailable.length > 0) throw badRequest(`These products are no longer available: ${unavailable.join(', ')}.`);

  let campaignName: string | null = null;
  let fundraiserName: string | null = null;
  if (input.campaignId) {
    const [campaign] = await tx.select({ name: campaigns.name, isActive: campaigns.isActive }).from(campaigns).where(eq(campaigns.id, input.campaignId));
    if (!campaign) throw notFound('Campaign not found.');
    if (!campaign.isActive) throw badRequest('This campaign is not accepting orders.');
    campaignName = campaign.name;
    const sold = await tx
      .select({ productId: campaignProducts.productId })
      .from(campaignProducts)
      .where(and(eq(campaignProducts.campaignId, input.campaignId), eq(campaignProducts.isActive, true), inArray(campaignProducts.productId, ids)));
    const soldIds = new Set(sold.map((row) => row.productId));
    const outside = ids.filter((id) => !soldIds.has(id)).map((id) => byId.get(id)!.name);
    if (outside.length > 0) throw badRequest(`These products are not part of this campaign: ${outside.join(', ')}.`);
    if (input.subAccountId) {
      const [member] = await tx
        .select({ displayName: users.displayName })
        .from(campaignParticipants)
        .innerJoin(users, eq(users.id, campaignParticipants.userId))
        .where(and(eq(campaignParticipants.campaignId, input.campaignId), eq(campaignParticipants.userId, input.subAccountId)));
      if (!member) throw badRequest('That fundraiser is not part of this campaign.');
      fundraiserName = member.displayName;
    }
  }

  const lines = ids.map((id) => {
    const product = byId.get(id)!;
    const quantity = quantities.get(id)!;
    return { productId: id, productName: product.name, unitPriceCents: product.priceCents, quantity, lineTotalCents: lineTotal(product.priceCents, quantity) };
  });
  const totalCents = sumCents(lines.map((line) => line.lineTotalCents));

  const order = await insertWithUniqueNumber(tx, {
    customerFirstName: input.customerFirstName,
    customerLastName: input.customerLastName,
    customerEmail: input.customerEmail,
    customerPhone: input.customerPhone,
    campaignId: input.campaignId,
    subAccountId: input.subAccountId,
    userId: context.userId,
    totalCents,
    idempotencyKey: context.idempotencyKey,
  });
  await tx.insert(orderItems).values(
    lines.map((line) => ({ orderId: order.id, productId: line.productId, productName: line.productName, unitPriceCents: line.unitPriceCents, quantity: line.quantity })),
  );
  if (context.userId) await clearCart(context.userId, tx);

  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    totalCents,
    customerFirstName: input.customerFirstName,
    customerLastName: input.customerLastName,
    customerEmail: input.customerEmail,
    customerPhone: input.customerPhone,
    items: lines.map((line) => ({ name: line.productName, quantity: line.quantity, unitPriceCents: line.unitPriceCents, lineTotalCents: line.lineTotalCents })),
    campaignName,
    fundraiserName,
    created: true,
  };
}

type NewOrderValues = Omit<typeof orders.$inferInsert, 'orderNumber'>;

/** Order numbers are random; on the rare collision a savepoint lets the transaction try another. */
async function insertWithUniqueNumber(tx: Transaction, values: NewOrderValues) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await tx.transaction(async (savepoint) => {
        const [row] = await savepoint
          .insert(orders)
          .values({ ...values, orderNumber: generateOrderNumber() })
          .returning({ id: orders.id, orderNumber: orders.orderNumber });
        return row!;
      });
    } catch (error) {
      const collided = isUniqueViolation(error) && String((error as { cause?: { constraint?: string } }).cause?.constraint ?? (error as { constraint?: string }).constraint ?? '').includes('order_number');
      if (!collided || attempt >= 4) throw error;
    }
  }
}

async function findOrderByIdempotencyKey(key: string): Promise<PlacedOrder | null> {
  const db = await getDb();
  const order = await db.query.orders.findFirst({
    where: eq(orders.idempotencyKey, key),
    with: { items: true, campaign: { columns: { name: true } }, subAccount: { columns: { displayName: true } } },
  });
  if (!order) return null;
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    totalCents: order.totalCents,
    customerFirstName: order.customerFirstName,
    customerLastName: order.customerLastName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    items: order.items.map((item) => ({
      name: item.productName,
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
      lineTotalCents: lineTotal(item.unitPriceCents, item.quantity),
    })),
    campaignName: order.campaign?.name ?? null,
    fundraiserName: order.subAccount?.displayName ?? null,
    created: false,
  };
}

