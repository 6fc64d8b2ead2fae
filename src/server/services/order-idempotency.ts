import 'server-only';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { lineTotal } from '@/lib/money';
import { IDEMPOTENCY_KEY_REUSED, type PlaceOrderInput } from '@/lib/validation/orders';
import { getDb, type Executor } from '@/server/db';
import { publicNameColumns, publicNameOfRow } from '@/server/db/queries/public-names';
import { getReceiptFigures } from '@/server/db/queries/receipts';
import { orders, users } from '@/server/db/schema';
import { ApiError } from '@/server/errors';
import type { PlacedOrder } from './orders';

/*
 * Idempotency keys for placing an order: a key is bound to a fingerprint of the order and of who placed it, so the
 * same key with the same order replays the first order, and with anything else is refused (422).
 */

export type StoredOrder = { order: PlacedOrder; fingerprint: string | null };

/** The order as the server understood it (lines merged and sorted by the schema) and the signed-in caller. */
export function orderFingerprint(input: PlaceOrderInput, userId: number | null): string {
  return createHash('sha256')
    .update(JSON.stringify({ caller: userId ?? 'guest', order: input }))
    .digest('hex');
}

export function replay(existing: StoredOrder, fingerprint: string | null): PlacedOrder {
  // Orders stored before fingerprints existed have none; their keys replay as before.
  if (existing.fingerprint !== null && existing.fingerprint !== fingerprint)
    throw new ApiError('unprocessable', IDEMPOTENCY_KEY_REUSED);
  return existing.order;
}

/** The order placed earlier with this key, as placeOrder answered it (with `created: false`), or null. */
export async function findOrderByIdempotencyKey(key: string, executor?: Executor): Promise<StoredOrder | null> {
  const db = executor ?? (await getDb());
  const order = await db.query.orders.findFirst({
    where: eq(orders.idempotencyKey, key),
    with: { items: true, campaign: { columns: { name: true } } },
  });
  if (!order) return null;
  // The credited fundraiser by their public name, as when the order was placed (src/server/services/order-campaign.ts).
  const [fundraiser] =
    order.subAccountId === null
      ? []
      : await db.select(publicNameColumns(order.campaignId)).from(users).where(eq(users.id, order.subAccountId));
  const placed: PlacedOrder = {
    orderId: order.id,
    orderNumber: order.orderNumber,
    accessKey: order.accessKey,
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
      optionId: item.optionId,
      grind: item.grind,
      size: item.size,
    })),
    campaignName: order.campaign?.name ?? null,
    fundraiserName: fundraiser ? publicNameOfRow(fundraiser) : null,
    receipt: await getReceiptFigures(db, order.id),
    roastDate: order.roastDate,
    created: false,
  };
  return { order: placed, fingerprint: order.idempotencyFingerprint };
}
