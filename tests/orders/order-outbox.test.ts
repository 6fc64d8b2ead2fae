import { randomBytes } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as placeOrder } from '@/app/%5Fapi/products/order/route';
import { getDb } from '@/server/db';
import { mailOutbox, orders } from '@/server/db/schema';
import { call } from '../support/http';
import { createProduct } from '../support/shop';
import { setupTestSmtpServer } from '../support/smtp';

const mailServer = setupTestSmtpServer();
let coffee: Awaited<ReturnType<typeof createProduct>>;

beforeAll(async () => {
  coffee = await createProduct({ priceCents: 1500 });
});

const buyer = () => `outbox-${randomBytes(5).toString('hex')}@example.com`;

function order(email: string, { key, productId }: { key?: string; productId?: number } = {}) {
  return call(placeOrder, {
    method: 'POST',
    path: '/_api/products/order',
    body: {
      customerFirstName: 'Olive',
      customerLastName: 'Outbox',
      customerEmail: email,
      items: [{ productId: productId ?? coffee.id, quantity: 1 }],
    },
    headers: key ? { 'Idempotency-Key': key } : {},
  });
}

async function outboxRowsFor(orderId: number) {
  const db = await getDb();
  return db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.messageId, `<order-%.${orderId}.%`))
    .orderBy(mailOutbox.kind);
}

describe("an order's e-mails go through the outbox", () => {
  it('queues the confirmation and the shop notice with the order, and delivers each under its own Message-ID', async () => {
    const email = buyer();
    const placed = await order(email);
    expect(placed.status).toBe(201);
    const { orderId, orderNumber } = placed.json;

    const rows = await outboxRowsFor(orderId);
    expect(rows.map((row) => [row.kind, row.category, row.recipient])).toEqual([
      ['order-confirmation', 'transactional', email],
      ['order-notification', 'transactional', 'admin@test.local'],
    ]);
    for (const row of rows) expect(row.messageId).toContain(`.${orderId}.${orderNumber}@`);

    const confirmation = await mailServer().waitForMessage((m) => m.to.includes(email));
    const notice = await mailServer().waitForMessage(
      (m) => m.subject?.includes(orderNumber) === true && m !== confirmation,
    );
    expect(confirmation.raw).toContain(`Message-ID: ${rows[0]!.messageId}`);
    expect(notice.raw).toContain(`Message-ID: ${rows[1]!.messageId}`);
    await vi.waitFor(
      async () => {
        expect((await outboxRowsFor(orderId)).map((row) => row.status)).toEqual(['sent', 'sent']);
      },
      { timeout: 10_000 },
    );
  });

  it('queues nothing for a replay of the same order', async () => {
    const email = buyer();
    const key = `outbox-replay-${randomBytes(6).toString('hex')}`;
    const first = await order(email, { key });
    expect(first.status).toBe(201);
    const replayed = await order(email, { key });
    expect(replayed.status).toBe(200);
    expect(replayed.json.orderId).toBe(first.json.orderId);
    expect(await outboxRowsFor(first.json.orderId)).toHaveLength(2);
    const db = await getDb();
    const toBuyer = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.recipient, email));
    expect(toBuyer).toHaveLength(1);
  });

  it('places no order when its e-mails cannot be queued (one transaction)', async () => {
    const db = await getDb();
    await db.execute(sql`create function outbox_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'outbox write failed (test)'; end $$`);
    await db.execute(
      sql`create trigger outbox_test_fail before insert on mail_outbox for each row execute function outbox_test_fail()`,
    );
    const email = buyer();
    try {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const refused = await order(email);
      error.mockRestore();
      expect(refused.status).toBe(500);
    } finally {
      await db.execute(sql`drop trigger outbox_test_fail on mail_outbox`);
      await db.execute(sql`drop function outbox_test_fail()`);
    }
    expect(await db.select().from(orders).where(eq(orders.customerEmail, email))).toEqual([]);
  });

  it('queues nothing for a refused order', async () => {
    const email = buyer();
    const refused = await order(email, { productId: 2_000_000_000 });
    expect(refused.status).toBe(400);
    const db = await getDb();
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).toEqual([]);
  });
});
