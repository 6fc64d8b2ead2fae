import { count } from 'drizzle-orm';
import { createServer } from 'node:net';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as placeOrder } from '@/app/%5Fapi/products/order/route';
import { getDb } from '@/server/db';
import { orderItems, orders, rateLimitEvents } from '@/server/db/schema';
import { WARM_UP_ORDER } from '@/server/http/warm-up-requests.mjs';
import { warmUpMail } from '@/server/mail';
import { warmUp } from '@/server/warm-up';
import { setEnv } from '../mail/env';
import { call } from '../support/http';
import { createProduct } from '../support/shop';
import { setupTestSmtpServer } from '../support/smtp';

const mailServer = setupTestSmtpServer();

let productIds: number[];

beforeAll(async () => {
  const espresso = await createProduct({ name: 'Warm Espresso', priceCents: 1999 });
  const decaf = await createProduct({ name: 'Warm Decaf', priceCents: 1700 });
  productIds = [espresso.id, decaf.id];
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Every table an order or its throttle writes. */
async function writtenRows() {
  const db = await getDb();
  const [[o], [i], [r]] = await Promise.all([
    db.select({ n: count() }).from(orders),
    db.select({ n: count() }).from(orderItems),
    db.select({ n: count() }).from(rateLimitEvents),
  ]);
  return { orders: o!.n, orderItems: i!.n, rateLimitEvents: r!.n };
}

const order = (body: unknown, headers: Record<string, string>) =>
  call(placeOrder, { method: 'POST', path: '/_api/products/order', rawBody: JSON.stringify(body), headers });

describe('start-up warm-up', () => {
  it("refuses the server's warm-up order twice over, so it never writes", async () => {
    const before = await writtenRows();

    const both = await order(WARM_UP_ORDER.body, WARM_UP_ORDER.headers);
    expect(both.status).toBe(400);

    // Each refusal holds alone: the body by its validation, the Idempotency-Key by the handler.
    const bodyAlone = await order(WARM_UP_ORDER.body, { ...WARM_UP_ORDER.headers, 'Idempotency-Key': 'warm-up-key-1' });
    expect(bodyAlone).toMatchObject({
      status: 400,
      json: { error: 'A campaign is required when crediting a fundraiser.' },
    });
    const keyAlone = await order(
      { ...WARM_UP_ORDER.body, subAccountId: null, items: productIds.map((productId) => ({ productId, quantity: 1 })) },
      WARM_UP_ORDER.headers,
    );
    expect(keyAlone.status).toBe(400);
    expect(keyAlone.json.error).toMatch(/^Idempotency-Key must be/);

    expect(await writtenRows()).toEqual(before);
    expect(mailServer().messages).toHaveLength(0);
  });

  it("runs an order's reads and builds its e-mails, writing and sending nothing", async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const before = await writtenRows();

    await warmUp();

    expect(await writtenRows()).toEqual(before);
    expect(mailServer().messages).toHaveLength(0);
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/^\[steam-and-grind\] Warmed up in \d+ ms .*SMTP server answered/),
    );
  });

  it('reports an SMTP server that does not answer, without the credentials in its URL', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as { port: number };
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const restore = setEnv({ SMTP_URL: `smtp://shop:s3cret-pass@127.0.0.1:${port}` });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(await warmUpMail([])).toBe('smtp-unreachable');
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining(`SMTP server 127.0.0.1:${port} did not answer at start`),
      );
      expect(JSON.stringify(warn.mock.calls)).not.toContain('s3cret');
    } finally {
      restore();
    }
  });
});
