import { count } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as placeOrder } from '@/app/%5Fapi/products/order/route';
import { GET as listProducts } from '@/app/%5Fapi/products/route';
import { resetEnvForTests } from '@/env';
import { ORDER_NOT_PLACED } from '@/lib/validation/orders';
import { closeDb, getDb } from '@/server/db';
import { DatabaseQueryError, isDatabaseUnavailable } from '@/server/db/errors';
import { orders, rateLimitEvents } from '@/server/db/schema';
import { SHOP_UNAVAILABLE } from '@/server/http/route';
import { mailOutboxIdle } from '@/server/mail/outbox-sender';
import { call, fromAddress } from '../support/http';
import { createProduct } from '../support/shop';
import { setupTestSmtpServer } from '../support/smtp';

/*
 * The database going away under a request (PostgreSQL restarted, a backend terminated, nothing listening) is a
 * 503 with Retry-After, never a 500; the order route says the order was not placed. Needs a real server: the
 * embedded database cannot be cut off.
 */
const kind = process.env.TEST_DB_KIND ?? 'pglite';

setupTestSmtpServer();

let body: Record<string, unknown>;
let admin: pg.Client;

beforeAll(async () => {
  if (kind === 'pglite') return;
  const coffee = await createProduct({ name: 'Outage Blend', priceCents: 1500 });
  body = {
    customerFirstName: 'Olga',
    customerLastName: 'Outage',
    customerEmail: 'olga@example.com',
    items: [{ productId: coffee.id, quantity: 1 }],
  };
  admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
});

afterAll(async () => {
  await admin?.end();
});

const order = (key: string) =>
  call(placeOrder, {
    method: 'POST',
    path: '/_api/products/order',
    body,
    headers: { 'Idempotency-Key': key, ...fromAddress('203.0.113.9') },
  });

async function written() {
  const db = await getDb();
  const [placed] = await db.select({ n: count() }).from(orders);
  const [attempts] = await db.select({ n: count() }).from(rateLimitEvents);
  return { orders: placed!.n, attempts: attempts!.n };
}

/** The pid of the app's backend waiting on a lock in this database (the order blocked behind our lock). */
async function blockedBackend(): Promise<number> {
  for (;;) {
    const { rows } = await admin.query<{ pid: number }>(
      `select pid from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
    );
    if (rows[0]) return rows[0].pid;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(kind === 'pglite')('while the database is unreachable', () => {
  it('answers an order whose backend is terminated mid-transaction with 503, Retry-After and "not placed"', async () => {
    const before = await written();
    // Hold the orders table so the order's transaction waits inside the database, then end its backend.
    await admin.query('begin');
    await admin.query('lock table orders in access exclusive mode');
    const pending = order('outage-terminated-1');
    const pid = await blockedBackend();
    await admin.query('select pg_terminate_backend($1)', [pid]);
    const answer = await pending;
    await admin.query('rollback');

    expect(answer.status).toBe(503);
    expect(answer.json).toEqual({ error: ORDER_NOT_PLACED });
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await written()).toEqual(before);

    // The retry with the same key, once the database is back, places the order once.
    expect((await order('outage-terminated-1')).status).toBe(201);
    expect((await written()).orders).toBe(before.orders + 1);
  });

  it('answers 503 when nothing listens where the database should be: the order says it was not placed, others say try again', async () => {
    const url = process.env.DATABASE_URL!;
    const closed = new URL(url);
    closed.hostname = '127.0.0.1';
    closed.port = '1';
    // The last order's mail-outbox drain would otherwise reopen the database with the working URL after this close.
    await mailOutboxIdle();
    await closeDb();
    process.env.DATABASE_URL = closed.toString();
    resetEnvForTests();
    try {
      const refused = await order('outage-refused-1');
      expect(refused.status).toBe(503);
      expect(refused.json).toEqual({ error: ORDER_NOT_PLACED });
      expect(refused.headers.get('retry-after')).toBe('5');

      const products = await call(listProducts, { path: '/_api/products' });
      expect(products.status).toBe(503);
      expect(products.json).toEqual({ error: SHOP_UNAVAILABLE });
      expect(products.headers.get('retry-after')).toBe('5');
    } finally {
      await closeDb().catch(() => {});
      process.env.DATABASE_URL = url;
      resetEnvForTests();
    }
    expect((await order('outage-refused-1')).status).toBe(201);
  });
});

describe('which failures mean the database is unreachable', () => {
  const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

  it('counts refused and dropped connections, restarts and SQLSTATE class 08, wherever they sit in the cause', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], ''),
      new DatabaseQueryError(withCode('57P01', 'terminating connection due to administrator command')),
      new DatabaseQueryError(withCode('57P03', 'the database system is starting up')),
      new DatabaseQueryError(withCode('08006')),
      new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') }),
      new Error('timeout exceeded when trying to connect'),
    ])
      expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('leaves query errors, constraint violations and bugs to the 500 they are', () => {
    for (const error of [
      new DatabaseQueryError(withCode('23505', 'duplicate key value violates unique constraint')),
      new DatabaseQueryError(withCode('42601', 'syntax error at or near "selec"')),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      null,
    ])
      expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
