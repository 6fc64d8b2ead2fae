import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { orderItems, type User } from '@/server/db/schema';
import { editOrder } from '@/server/services/order-edits';
import { createUser } from '../support/auth';
import { createOption, createProduct, defaultOptionId } from '../support/factories';
import { insertOrder } from '../support/orders';

let admin: User;
beforeAll(async () => {
  admin = await createUser({ role: 'admin' });
});

const linesOf = async (orderId: number) =>
  (await getDb()).select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));

describe('staff edits of an order with several options of one coffee (issue 28)', () => {
  it('keeps each option’s line, its price, grind and size; a new coffee is its default option', async () => {
    const kenya = await createProduct({ name: 'Edit Kenya', priceCents: 1800 });
    const espresso = await createOption(kenya.id, {
      grind: 'espresso',
      size: '2 lb',
      sizeGrams: 907,
      priceCents: 4200,
    });
    const decaf = await createProduct({ name: 'Edit Decaf', priceCents: 1500 });
    const order = await insertOrder({}, [
      {
        productId: kenya.id,
        productName: 'Edit Kenya',
        unitPriceCents: 1700,
        quantity: 1,
        optionId: await defaultOptionId(kenya.id),
      },
      {
        productId: kenya.id,
        productName: 'Edit Kenya',
        unitPriceCents: 4000,
        quantity: 1,
        optionId: espresso.id,
        grind: 'espresso',
        size: '2 lb',
        sizeGrams: 907,
      },
    ]);
    await editOrder({
      actor: admin,
      input: {
        orderId: order.id,
        lines: [
          { productId: kenya.id, optionId: espresso.id, quantity: 3 },
          { productId: kenya.id, optionId: null, quantity: 2 },
          { productId: decaf.id, optionId: null, quantity: 1 },
        ],
        refund: null,
      },
    });
    const lines = await linesOf(order.id);
    expect(lines.map((l) => [l.productName, l.grind, l.size, l.unitPriceCents, l.quantity])).toEqual([
      ['Edit Kenya', 'whole_bean', '12 oz', 1700, 2],
      ['Edit Kenya', 'espresso', '2 lb', 4000, 3],
      ['Edit Decaf', 'whole_bean', '12 oz', 1500, 1],
    ]);
    expect(lines[2]!.optionId).toBe(await defaultOptionId(decaf.id));
  });
});
