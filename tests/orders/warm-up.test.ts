import { count } from 'drizzle-orm';
import { createServer } from 'node:net';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/server/db';
import { orderItems, orders, rateLimitEvents } from '@/server/db/schema';
import { warmUpMail } from '@/server/mail';
import { warmUp } from '@/server/warm-up';
import { setEnv } from '../mail/env';
import { createProduct } from '../support/shop';
import { setupTestSmtpServer } from '../support/smtp';

const mailServer = setupTestSmtpServer();

beforeAll(async () => {
  await createProduct({ name: 'Warm Espresso', priceCents: 1999 });
  await createProduct({ name: 'Warm Decaf', priceCents: 1700 });
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

describe('start-up warm-up', () => {
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
