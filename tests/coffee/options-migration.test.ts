import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPGlite } from '@/server/db/pglite';

/*
 * Migration 0020 (issue 28) on a database that has data from before options: every coffee gets whole bean 12 oz at
 * its price and cost, cart lines point at it, and old order lines read as whole bean 12 oz (pointing at the option
 * while the coffee exists). Applied by hand, file by file, on an embedded database of its own.
 */

const folder = path.resolve(import.meta.dirname, '../../drizzle');
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .sort();
const apply = (db: PGlite, name: string) => db.exec(readFileSync(path.join(folder, name), 'utf8'));

let db: PGlite;
beforeAll(async () => {
  db = openPGlite();
  for (const name of files.filter((file) => file < '0020')) await apply(db, name);
  await db.exec(`
    insert into products (name, price_cents, cost_cents) values ('Old Kenya', 2250, 1000), ('Old Decaf', 1500, 500);
    insert into users (email) values ('buyer@example.com');
    insert into carts (user_id) values (1);
    insert into cart_items (cart_id, product_id, quantity) values (1, 1, 3), (1, 2, 1);
    insert into orders (order_number, customer_first_name, customer_last_name, customer_email, total_cents)
      values ('SG-OLD-1', 'Ada', 'Lovelace', 'ada@example.com', 8250);
    insert into order_items (order_id, product_id, product_name, unit_price_cents, quantity)
      values (1, 1, 'Old Kenya', 2250, 3), (1, null, 'Deleted Roast', 1500, 1);
  `);
  await apply(
    db,
    files.find((file) => file.startsWith('0020'))!,
  );
}, 60_000);
afterAll(() => db.close());

describe('migration 0020 (coffee options)', () => {
  it('gives every coffee its default option, whole bean 12 oz at its price and cost', async () => {
    const { rows } = await db.query(
      'select product_id, grind, size, size_grams, price_cents, cost_cents from product_options order by id',
    );
    expect(rows).toEqual([
      { product_id: 1, grind: 'whole_bean', size: '12 oz', size_grams: 340, price_cents: 2250, cost_cents: 1000 },
      { product_id: 2, grind: 'whole_bean', size: '12 oz', size_grams: 340, price_cents: 1500, cost_cents: 500 },
    ]);
  });

  it('points cart lines at it and reads old order lines as whole bean 12 oz', async () => {
    const cart = await db.query<{ option_id: number }>('select option_id from cart_items order by product_id');
    expect(cart.rows.map((row) => row.option_id)).toEqual([1, 2]);
    const lines = await db.query(
      'select product_name, option_id, grind, size, size_grams from order_items order by id',
    );
    expect(lines.rows).toEqual([
      { product_name: 'Old Kenya', option_id: 1, grind: 'whole_bean', size: '12 oz', size_grams: 340 },
      { product_name: 'Deleted Roast', option_id: null, grind: 'whole_bean', size: '12 oz', size_grams: 340 },
    ]);
  });

  it('gives a coffee added afterwards its default option too', async () => {
    await db.exec("insert into products (name, price_cents, cost_cents) values ('New Roast', 999, 400)");
    const { rows } = await db.query(
      "select o.grind, o.size, o.price_cents, o.cost_cents from product_options o join products p on p.id = o.product_id where p.name = 'New Roast'",
    );
    expect(rows).toEqual([{ grind: 'whole_bean', size: '12 oz', price_cents: 999, cost_cents: 400 }]);
  });
});
