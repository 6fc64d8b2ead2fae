import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as recordRoute } from '@/app/%5Fapi/admin/order/payments/route';
import { POST as statementRoute } from '@/app/%5Fapi/orders/statement/route';
import { STATEMENT_YEAR_INVALID } from '@/lib/validation/statements';
import { getDb } from '@/server/db';
import { mailOutbox } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { call, fromAddress } from '../support/http';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser } from '../support/shop';
import { setupTestSmtpServer } from '../support/smtp';
import { flat, giftOrder } from './receipt-support';

// The statement is sent right after the request: its text is read where it arrives.
const mailServer = setupTestSmtpServer();

let adminCookie: string;
let requests = 0;

beforeAll(async () => {
  adminCookie = await sessionCookieFor(await createUser({ role: 'admin' }));
});

const pay = (orderId: number, amountCents: number, receivedAt: string) =>
  call(recordRoute, {
    method: 'POST',
    path: '/_api/admin/order/payments',
    body: { orderId, amountCents, method: 'check', receivedAt },
    headers: { cookie: adminCookie },
  });

function ask(body: unknown, ip?: string) {
  requests += 1;
  return call(statementRoute, {
    method: 'POST',
    path: '/_api/orders/statement',
    body,
    headers: fromAddress(ip ?? `10.77.${requests % 250}.9`),
  });
}

async function statementsTo(email: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.recipient, [email]));
  return rows.filter((row) => row.kind === 'year-end-statement');
}

const unique = () => randomBytes(4).toString('hex');

describe('POST /_api/orders/statement (issue 29)', () => {
  it('answers a known and an unknown address alike, and mails the known one its year with totals per organisation', async () => {
    const email = `pat.buyer-${unique()}@example.com`;
    const stored = email.replace('pat.buyer', 'Pat.Buyer');
    // $60 of coffee and a $30 gift for the soccer club: $50 in 2025, $40 in January 2026.
    const soccer = await giftOrder({ customerEmail: stored });
    expect((await pay(soccer.id, 5000, '2025-11-02T15:00:00Z')).status).toBe(201);
    expect((await pay(soccer.id, 4000, '2026-01-10T15:00:00Z')).status).toBe(201);
    // Two $20 bags with a $5 share each that the band counts as a contribution, and a $10 gift: $30 of coffee.
    const { campaign } = await createCampaignWithFundraiser([], {
      beneficiary: { name: 'Band Boosters', taxId: null, shareIsContribution: true },
      teamShareCentsPerBag: 500,
    });
    const band = await insertOrder(
      { campaignId: campaign.id, customerEmail: email, giftCents: 1000, totalCents: 5000 },
      [{ productName: 'Blend', unitPriceCents: 2000, quantity: 2 }],
    );
    // New Year's Eve at 11:30 PM in Kentucky: still 2025 on the shop's calendar.
    expect((await pay(band.id, 5000, '2026-01-01T04:30:00Z')).status).toBe(201);
    // Another buyer's order is never on this statement.
    const other = await giftOrder();
    await pay(other.id, 9000, '2025-06-01T15:00:00Z');

    const message = 'If we have payments from that address in 2025, a statement is on its way.';
    const known = await ask({ email: email.toUpperCase(), year: 2025 });
    const unknown = await ask({ email: `nobody-${unique()}@example.com`, year: 2025 });
    expect(known).toMatchObject({ status: 202, json: { message } });
    expect(unknown).toMatchObject({ status: 202, json: { message } });
    expect(unknown.json).toEqual(known.json);

    const [queued, ...more] = await statementsTo(email);
    expect(more).toEqual([]);
    expect(queued!.subject).toBe('Your Steam & Grind statement for 2025');
    const mail = await mailServer().waitForMessage((m) => m.to.includes(email) && m.subject?.endsWith('2025') === true);
    const text = flat(mail.text);
    expect(text).toContain(`Order ${soccer.orderNumber}`);
    expect(text).toContain('Payments: Nov 2, 2025: $50.00 (Check)');
    expect(text).not.toContain('$40.00');
    expect(text).toContain(`Order ${band.orderNumber}`);
    expect(text).toContain('Payments: Dec 31, 2025: $50.00 (Check)');
    expect(text).toContain('Fair market value of the coffee: $30.00 Contribution: $20.00 Organisation: Band Boosters');
    expect(text).not.toContain(other.orderNumber);
    expect(text).toContain('Total to Oldham County Youth Soccer (tax ID 61-1234567): paid $50.00, contribution $0.00');
    expect(text).toContain('Total to Band Boosters: paid $50.00, contribution $20.00');

    // 2026 holds the soccer order's second payment: the $30 over the coffee's value.
    await ask({ email, year: 2026 });
    const next = await mailServer().waitForMessage((m) => m.to.includes(email) && m.subject?.endsWith('2026') === true);
    expect(flat(next.text)).toContain(
      'Total to Oldham County Youth Soccer (tax ID 61-1234567): paid $40.00, contribution $30.00',
    );
  });

  it('sends nothing for a year without payments or an address without orders', async () => {
    const order = await giftOrder();
    await pay(order.id, 9000, '2025-03-01T15:00:00Z');
    expect((await ask({ email: order.customerEmail, year: 2024 })).status).toBe(202);
    expect(await statementsTo(order.customerEmail)).toEqual([]);
  });

  it('throttles per e-mail and per address with 429, and refuses a bad year with 400', async () => {
    const email = `throttled-${unique()}@example.com`;
    for (let i = 0; i < 3; i += 1) expect((await ask({ email, year: 2025 })).status).toBe(202);
    const blocked = await ask({ email, year: 2025 });
    expect(blocked.status).toBe(429);
    expect(blocked.json.error).toContain('several statements');

    const ip = `10.78.${requests % 250}.1`;
    for (let i = 0; i < 20; i += 1) await ask({ email: `ip-${i}-${unique()}@example.com`, year: 2025 }, ip);
    expect((await ask({ email: `ip-last-${unique()}@example.com`, year: 2025 }, ip)).status).toBe(429);

    const bad = await ask({ email: `year-${unique()}@example.com`, year: 1999 });
    expect(bad).toMatchObject({ status: 400, json: { error: STATEMENT_YEAR_INVALID } });
    expect((await ask({ email: 'not-an-address', year: 2025 })).status).toBe(400);
  });
});
