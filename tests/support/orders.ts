import { randomBytes } from 'node:crypto';
import { getDb } from '@/server/db';
import { orderItems, orders } from '@/server/db/schema';

type OrderValues = Partial<typeof orders.$inferInsert>;
type Line = {
  productName: string;
  unitPriceCents: number;
  quantity: number;
  productId?: number | null;
  // The option bought (issue 28); without them a line is whole bean 12 oz, as lines from before options.
  optionId?: number | null;
  grind?: (typeof orderItems.$inferInsert)['grind'];
  size?: string;
  sizeGrams?: number;
};

/** Inserts an order directly with its lines (one $5.00 bag by default; the total is their sum unless given). */
export async function insertOrder(
  values: OrderValues = {},
  lines: Line[] = [{ productName: 'House Blend', unitPriceCents: 500, quantity: 1 }],
) {
  const db = await getDb();
  const tag = randomBytes(4).toString('hex').toUpperCase();
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `SG-TEST-${tag}`,
      customerFirstName: 'Ada',
      customerLastName: 'Lovelace',
      customerEmail: `ada-${tag.toLowerCase()}@example.com`,
      totalCents: lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0),
      ...values,
    })
    .returning();
  if (lines.length) await db.insert(orderItems).values(lines.map((line) => ({ ...line, orderId: order!.id })));
  return order!;
}
