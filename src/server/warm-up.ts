import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { lineTotal, sumCents } from '@/lib/money';
import { getDb } from '@/server/db';
import { products } from '@/server/db/schema';
import { warmUpMail } from '@/server/mail';
import { orderEmails } from '@/server/services/order-emails';
import { findOrderByIdempotencyKey } from '@/server/services/order-idempotency';
import { generateOrderNumber } from '@/server/services/order-number';
import { findOrderedProducts, type PlacedOrder } from '@/server/services/orders';
import { countRecentEvents } from '@/server/services/rate-limit';
import { orderLimits } from '@/server/services/throttles';
import { DEFAULT_GRIND, DEFAULT_SIZE } from '@/lib/coffee/options';

/*
 * What a cold process pays once, the first buyers after a start used to pay: with 50 orders arriving together, the
 * first wave cost about twice the CPU of later ones (V8 still interprets or baseline-compiles the JavaScript and
 * PGlite's WebAssembly; Postgres has not planned the statements yet), and every order of the wave waits behind it.
 * So the start runs the read side of an order about a hundred times before the server answers anything, GET
 * /_api/health included (Next awaits the instrumentation hook first). It writes nothing: the reads run in read-only transactions
 * and the e-mails are built but not sent.
 *
 * Next bundles the app's own code once for this hook and once for the routes, so what this warms for the routes is
 * what Node loads once for both: PGlite, drizzle-orm and nodemailer (serverExternalPackages in next.config.mjs), the
 * database's plans and caches, Node's own modules. scripts/server.mjs warms the route handlers themselves with a few
 * requests before it opens its port (docs/decisions/warm-start.md).
 */

/**
 * Rounds of an order's reads: measured on 2 cores, 40 rounds took a third of the first wave's extra CPU away, 120
 * rounds (about half a second with PGlite) two thirds, 300 no more than 120. A remote database pays a round trip per
 * statement, hence the time limit.
 */
const DATABASE_ROUNDS = 120;
const DATABASE_WARM_UP_MS = 1500;
/** Order e-mails built (two per round) for nodemailer's MIME code. */
const MAIL_ROUNDS = 20;

/** Runs once per server instance, after the database is open, migrated and seeded. */
export async function warmUp() {
  const started = performance.now();
  const sample = await sampleOrder();
  const deadline = started + DATABASE_WARM_UP_MS;
  for (let round = 0; round < DATABASE_ROUNDS && performance.now() < deadline; round++) await readLikeAnOrder(sample);
  const mail = await warmUpMail(Array.from({ length: MAIL_ROUNDS }, () => orderEmails(sample)).flat());
  const delivery = { smtp: 'SMTP server answered', 'smtp-unreachable': 'SMTP server unreachable', file: '.eml files' };
  console.log(
    `[steam-and-grind] Warmed up in ${Math.round(performance.now() - started)} ms (order reads, order e-mails built, ${delivery[mail]})`,
  );
}

/** An order of the first few active products, never stored: its idempotency key is random and looked up only. */
async function sampleOrder(): Promise<PlacedOrder & { key: string; ids: number[] }> {
  const db = await getDb();
  const rows = await db
    .select({ id: products.id, name: products.name, priceCents: products.priceCents })
    .from(products)
    .where(eq(products.isActive, true))
    .limit(3);
  const items = rows.map((row, index) => ({
    name: row.name,
    quantity: index + 1,
    unitPriceCents: row.priceCents,
    lineTotalCents: lineTotal(row.priceCents, index + 1),
    optionId: null,
    grind: DEFAULT_GRIND,
    size: DEFAULT_SIZE,
  }));
  return {
    key: `warm-up-${randomBytes(16).toString('base64url')}`,
    ids: rows.map((row) => row.id),
    orderId: 0,
    orderNumber: generateOrderNumber(),
    accessKey: randomBytes(16).toString('hex'),
    totalCents: sumCents(items.map((item) => item.lineTotalCents)),
    customerFirstName: 'Warm',
    customerLastName: 'Up',
    customerEmail: 'warm-up@example.invalid',
    customerPhone: null,
    items,
    campaignName: null,
    fundraiserName: null,
    receipt: {
      giftCents: 0,
      fairMarketValueCents: sumCents(items.map((item) => item.lineTotalCents)),
      contributionCents: 0,
    },
    created: false,
  };
}

/** The statements an order reads, in one transaction as an order has them, read-only. */
async function readLikeAnOrder(sample: Awaited<ReturnType<typeof sampleOrder>>) {
  const db = await getDb();
  await db.transaction(
    async (tx) => {
      await findOrderByIdempotencyKey(sample.key, tx);
      const now = Date.now();
      for (const limit of orderLimits(sample.customerEmail, '192.0.2.1')) await countRecentEvents(tx, limit, now);
      await findOrderedProducts(tx, sample.ids);
    },
    { accessMode: 'read only' },
  );
}
