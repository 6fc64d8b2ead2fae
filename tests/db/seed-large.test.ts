import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPGlite } from '@/server/db/pglite';

const run = promisify(execFile);
const script = path.resolve('scripts/seed-large.mjs');

// `npm run seed:large` at a small size, into its own embedded database: the same SQL makes the full season. It uses
// no test database, so it runs once, not once per database kind.
describe.runIf(process.env.TEST_DB_KIND === 'pglite')('seed:large', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seed-large-'));
  let db: PGlite;
  let output: string;

  beforeAll(async () => {
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    ({ stdout: output } = await run(process.execPath, [script, '--orders', '600', '--users', '2200'], { env }));
    db = openPGlite(path.join(dataDir, 'db'));
  }, 120_000);

  afterAll(async () => {
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const one = async <T>(sql: string) => (await db.query<T>(sql)).rows[0]!;

  it('fills the database with the asked-for season', async () => {
    expect(output).toMatch(/Seeded 200 products, 2200 users, 50 campaigns with 2000 participants, 600 orders/);
    const counts = await one<Record<string, number>>(`select
      (select count(*)::int from products) as products, (select count(*)::int from users) as users,
      (select count(*)::int from users where role = 'fundraiser_captain') as captains,
      (select count(*)::int from campaigns) as campaigns, (select count(*)::int from orders) as orders,
      (select count(*)::int from order_items) as lines,
      (select count(distinct order_number)::int from orders) as numbers`);
    expect(counts).toMatchObject({
      products: 200,
      users: 2200,
      captains: 50,
      campaigns: 50,
      orders: 600,
      numbers: 600,
    });
    expect(counts.lines).toBeGreaterThanOrEqual(600);
    expect(counts.lines).toBeLessThanOrEqual(2400);
    // Issue 27: every participant has one public page of their campaign, with an address.
    const pages = await one<Record<string, number>>(`select
      (select count(*)::int from fundraiser_pages p join campaign_participants cp
         on cp.user_id = p.user_id and cp.campaign_id = p.campaign_id
       where p.is_public and p.slug is not null) as public_pages,
      (select count(*)::int from fundraiser_pages) as pages`);
    expect(pages).toEqual({ public_pages: 2000, pages: 2000 });
  });

  it('leaves the running sums of the cash-up and the charts equal to the ledger, the orders and their lines', async () => {
    const sums = await one<Record<string, number>>(`select
      (select coalesce(sum(amount_cents), 0)::int from order_payments) as ledger,
      (select coalesce(sum(received_cents - refunded_cents), 0)::int from cash_up_days) as cash_up_days,
      (select coalesce(sum(handed_received_cents - handed_refunded_cents), 0)::int from cash_up_people) as cash_up_people,
      (select coalesce(sum(total_cents), 0)::int from orders where order_status <> 'cancelled') as ordered,
      (select coalesce(sum(ordered_cents), 0)::int from chart_days) as chart_ordered,
      (select coalesce(sum(i.quantity), 0)::int from order_items i join orders o on o.id = i.order_id
         where o.order_status <> 'cancelled') as bags,
      (select coalesce(sum(bags), 0)::int from chart_day_coffees) as chart_bags,
      (select coalesce(sum(p.amount_cents), 0)::int from order_payments p join orders o on o.id = p.order_id
         where o.order_status <> 'cancelled') as counted_ledger,
      (select coalesce(sum(cents), 0)::int from chart_day_methods) as chart_ledger`);
    expect(sums.ledger).toBeGreaterThan(0);
    expect(sums.cash_up_days).toBe(sums.ledger);
    expect(sums.cash_up_people).toBe(sums.ledger);
    expect(sums.chart_ordered).toBe(sums.ordered);
    expect(sums.chart_bags).toBe(sums.bags);
    expect(sums.chart_ledger).toBe(sums.counted_ledger);
  });

  it('keeps every order total the exact sum of its lines, and credits only participants of the campaign', async () => {
    const checks = await one<Record<string, number>>(`select
      (select count(*)::int from orders o where total_cents <= 0 or total_cents <> (
         select sum(unit_price_cents * quantity) from order_items i where i.order_id = o.id)) as wrong_totals,
      (select count(*)::int from orders o where o.sub_account_id is not null and not exists (
         select 1 from campaign_participants p where p.campaign_id = o.campaign_id and p.user_id = o.sub_account_id))
         as stray_credits,
      (select count(*)::int from orders where (campaign_id is null) <> (sub_account_id is null)) as half_attributed,
      (select count(*)::int from orders where order_number !~ '^SG-[0-9]{6}-[2-9A-HJKMNP-Z]{5}$') as bad_numbers,
      (select count(*)::int from orders where created_at > now() or created_at < now() - interval '366 days')
         as outside_year,
      (select count(*)::int from orders where campaign_id is not null) as credited`);
    expect(checks).toMatchObject({
      wrong_totals: 0,
      stray_credits: 0,
      half_attributed: 0,
      bad_numbers: 0,
      outside_year: 0,
    });
    expect(checks.credited).toBeGreaterThan(0);
  });

  it('gives paid, partly paid and refunded orders their payment ledger, collected the sum of its entries', async () => {
    const ledger = await one<Record<string, number>>(`select
      (select count(*)::int from orders o where collected_cents <> coalesce(
         (select sum(amount_cents) from order_payments p where p.order_id = o.id), 0)) as wrong_sums,
      (select count(*)::int from orders where payment_status = 'paid' and collected_cents <> total_cents) as paid_short,
      (select count(*)::int from orders where payment_status <> 'paid' and collected_cents >= total_cents) as unpaid_full,
      (select count(*)::int from orders where payment_status = 'refunded' and (collected_cents <> 0 or not exists (
         select 1 from order_payments p where p.order_id = orders.id and p.amount_cents < 0))) as bad_refunds,
      (select count(*)::int from orders where payment_status = 'paid') as paid,
      (select count(*)::int from orders where payment_status = 'pending' and collected_cents > 0) as partial,
      (select count(*)::int from order_payments where amount_cents < 0) as refunds,
      (select count(distinct method)::int from order_payments) as methods,
      (select count(*)::int from order_payments where collected_by_user_id is not null) as by_fundraisers,
      (select count(*)::int from order_payments p join orders o on o.id = p.order_id
       where p.collected_by_user_id is not null and p.collected_by_user_id <> o.sub_account_id) as stray_collectors`);
    expect(ledger).toMatchObject({ wrong_sums: 0, paid_short: 0, unpaid_full: 0, bad_refunds: 0, stray_collectors: 0 });
    expect(ledger.paid).toBeGreaterThan(300);
    expect(ledger.partial).toBeGreaterThan(0);
    expect(ledger.refunds).toBeGreaterThan(0);
    expect(ledger.methods).toBe(7);
    expect(ledger.by_fundraisers).toBeGreaterThan(0);
  });

  it('leaves a database that is not empty alone', async () => {
    await db.close();
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    const refused = await run(process.execPath, [script, '--orders', '10'], { env }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    db = openPGlite(path.join(dataDir, 'db'));
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toContain('only fills an empty database');
    expect((await one<{ n: number }>('select count(*)::int as n from orders')).n).toBe(600);
  });

  it('refuses a size it cannot make', async () => {
    const refused = await run(process.execPath, [script, '--orders', 'many']).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(2);
    expect(refused?.stderr).toContain('--orders must be a whole number');
  });
});
