#!/usr/bin/env node
// `npm run seed:large`: fills an EMPTY database with a season at scale, for trying and benchmarking the admin:
// 200 products, 20,000 users (50 captains, 2,000 fundraisers in 50 campaigns, the rest plain accounts), 50 campaigns
// spread over the last year with 8 products and 40 participants each (one, "Drive 25", with exactly 2,000 orders), and
// 100,000 orders over the year (about 250,000 order lines; totals are the exact sum of their lines, 60 % credited to a
// campaign and one of its fundraisers), with the payment ledger of the paid, partly paid and refunded ones
// (orders.collected_cents the sum of their entries).
//
//   node scripts/seed-large.mjs [--orders N] [--users N]
//   env DATABASE_URL (unset → the embedded database in DATA_DIR/db, like the app), DATA_DIR (./.data)
//
// The rows are made by the database itself (generate_series), so the whole season takes about a minute on the
// embedded database. Migrations are applied first, exactly as the app applies them at start; the admin account
// (ADMIN_EMAIL / ADMIN_PASSWORD) is made by the app on its next start, as always. A database that already holds
// users, products or orders is left alone. Seeded captains and fundraisers share the password printed at the end;
// the plain accounts have none (they cannot sign in).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hash } from '@node-rs/argon2';

const root = path.resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({
  options: { orders: { type: 'string', default: '100000' }, users: { type: 'string', default: '20000' } },
});

function count(name, min, max) {
  const value = Number(options[name]);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`--${name} must be a whole number from ${min} to ${max} (got ${options[name]}).`);
    process.exit(2);
  }
  return value;
}

const ORDERS = count('orders', 1, 2_000_000);
const USERS = count('users', 2_100, 1_000_000);
const PRODUCTS = 200;
const CAMPAIGNS = 50;
/** The campaign (by number) that holds SHEET_CAMPAIGN_ORDERS orders: the sheet's benchmark (issue 13). */
const SHEET_CAMPAIGN_K = 25;
const SHEET_CAMPAIGN_ORDERS = 2000;
const PARTICIPANTS_PER_CAMPAIGN = 40;
const PRODUCTS_PER_CAMPAIGN = 8;
const PASSWORD = 'Large-seed-password-1';

async function connect() {
  const url = process.env.DATABASE_URL || '';
  const migrationsFolder = path.join(root, 'drizzle');
  if (!url || url.startsWith('pglite://')) {
    const { PGlite } = await import('@electric-sql/pglite');
    // The extensions the migrations create (as src/server/db/pglite.ts loads them for the app).
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const dir = path.resolve(url.replace(/^pglite:\/\//, '') || path.join(process.env.DATA_DIR || '.data', 'db'));
    mkdirSync(path.dirname(dir), { recursive: true });
    const client = new PGlite(dir, { extensions: { pg_trgm } });
    await migrate(drizzle({ client }), { migrationsFolder });
    return {
      where: `the embedded database in ${path.relative(root, dir) || dir}`,
      query: async (text, params) => (await client.query(text, params)).rows,
      transaction: (run) =>
        client.transaction((tx) => run(async (text, params) => (await tx.query(text, params)).rows)),
      close: () => client.close(),
    };
  }
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const client = await pool.connect();
  await client.query('select pg_advisory_lock(727274001)');
  await migrate(drizzle({ client }), { migrationsFolder });
  await client.query('select pg_advisory_unlock(727274001)');
  const query = async (text, params) => (await client.query(text, params)).rows;
  return {
    where: `PostgreSQL at ${new URL(url).host}`,
    query,
    transaction: async (run) => {
      await client.query('begin');
      try {
        const result = await run(query);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    },
    close: async () => {
      client.release();
      await pool.end();
    },
  };
}

// Pseudo-random but repeatable: every figure below is a pure function of a row's number, so two seeded databases
// hold the same season. `h(g, salt)` is an integer hash in [0, 2^31).
const HASH = `create or replace function pg_temp.h(g bigint, salt int) returns bigint language sql immutable as
  $$ select ((((g + salt * 7919) * 2654435761) # ((g + salt) * 40503)) % 2147483647 + 2147483647) % 2147483647 $$`;

const FIRST = [
  'Ava',
  'Liam',
  'Sofia',
  'Noah',
  'Mia',
  'Ethan',
  'Isabella',
  'Lucas',
  'Amelia',
  'Mason',
  'Harper',
  'Elijah',
  'Evelyn',
  'James',
  'Aria',
  'Benjamin',
  'Chloe',
  'Henry',
  'Layla',
  'Daniel',
  'Zoe',
  'Mateo',
  'Nora',
  'Owen',
  'Priya',
  'Kenji',
  'Fatima',
  'Diego',
  'Hana',
  'Omar',
  'Grace',
  'Leo',
  'Ruth',
  'Samuel',
  'Iris',
  'Theo',
];
const LAST = [
  'Thompson',
  'Carter',
  'Nguyen',
  'Garcia',
  'Patel',
  'Kim',
  'Johnson',
  'Martinez',
  'Brown',
  'Davis',
  'Lopez',
  'Wilson',
  'Anderson',
  'Taylor',
  'Moore',
  'Jackson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Hill',
  'Green',
  'Adams',
  'Baker',
  'Nelson',
  'Mitchell',
  'Okafor',
  'Silva',
];
const ORIGINS = [
  'Ethiopia Yirgacheffe',
  'Kenya Nyeri',
  'Colombia Huila',
  'Guatemala Huehuetenango',
  'Peru Cajamarca',
  'Brazil Cerrado',
  'Costa Rica Tarrazú',
  'Rwanda Nyamasheke',
  'Honduras Marcala',
  'Sumatra Gayo',
];
const STYLES = ['Washed', 'Natural', 'Honey', 'Espresso', 'Decaf'];
const IMAGES = [
  'bluegrass-morning-blend',
  'bourbon-barrel-aged',
  'colombia-pink-bourbon',
  'ethiopia-yirgacheffe',
  'guatemala-huehuetenango',
  'kenya-nyeri-aa',
  'midnight-espresso',
  'swiss-water-decaf-peru',
];
const PAYMENT_METHODS = ['cash', 'check', 'venmo', 'zelle', 'paypal', 'card_reader', 'other'];
const TOWNS = ['Oldham', 'Riverside', 'Maple Grove', 'Cedar Falls', 'Brookfield', 'Lakeview', 'Fairview', 'Ashland'];
const CAUSES = ['Soccer', 'Band', 'Robotics', 'Swim Team', 'Choir', 'Debate', 'Theater', 'Track'];

const textArray = (values) => `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`;
const pick = (values, expression) => `(${textArray(values)})[1 + ((${expression}) % ${values.length})::int]`;

/** The triggers that keep the cash-up's and the charts' running sums (table, trigger). */
const RUNNING_SUM_TRIGGERS = [
  ['order_payments', 'cash_up_entries_inserted'],
  ['order_payments', 'cash_up_entries_updated'],
  ['order_payments', 'cash_up_entries_deleted'],
  ['orders', 'cash_up_order_credit_changed'],
  ['orders', 'cash_up_order_deleted'],
  ['orders', 'charts_orders_inserted'],
  ['orders', 'charts_orders_updated'],
  ['orders', 'charts_order_deleted'],
  ['order_items', 'charts_items_inserted'],
  ['order_items', 'charts_items_updated'],
  ['order_items', 'charts_items_deleted'],
  ['order_payments', 'charts_payments_inserted'],
  ['order_payments', 'charts_payments_updated'],
  ['order_payments', 'charts_payments_deleted'],
];

async function seed(db) {
  const started = performance.now();
  const step = async (label, run) => {
    const at = performance.now();
    await run();
    console.log(`  ${label} (${((performance.now() - at) / 1000).toFixed(1)} s)`);
  };
  const passwordHash = await hash(PASSWORD, { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 });
  const FUNDRAISERS = CAMPAIGNS * PARTICIPANTS_PER_CAMPAIGN;

  await db.transaction(async (q) => {
    await q(HASH);
    const [existing] = await q(
      'select (select count(*) from users) + (select count(*) from products) + (select count(*) from orders) as n',
    );
    if (Number(existing.n) > 0) {
      throw new Error(
        'The database is not empty: seed:large only fills an empty database (point DATA_DIR or DATABASE_URL at a new one).',
      );
    }

    await step(`${PRODUCTS} products`, () =>
      q(`insert into products (name, description, price_cents, cost_cents, category, image_url, is_active, created_at)
         select ${pick(ORIGINS, 'g')} || ' ' || ${pick(STYLES, 'g / 10')} || ' No. ' || g,
                'Small-batch roast, lot ' || g || '.',
                1200 + (pg_temp.h(g, 1) % 17) * 100,
                500 + (pg_temp.h(g, 2) % 6) * 100,
                ${pick(['Single origin', 'Blend', 'Espresso', 'Decaf'], 'g')},
                '/images/products/' || ${pick(IMAGES, 'g')} || '.webp',
                g % 10 <> 0,
                now() - interval '400 days' + g * interval '1 hour'
         from generate_series(1, ${PRODUCTS}) g`),
    );

    // Users 1..50 captains, 51..2,050 fundraisers (40 per campaign, in campaign order), the rest plain accounts.
    await step(`${USERS} users`, () =>
      q(
        `insert into users (email, password_hash, role, first_name, last_name, display_name, phone, parent_user_id,
                            created_at)
         select lower(${pick(FIRST, 'g')} || '.' || ${pick(LAST, 'g / 7')}) || '.' || g || '@large.example',
                case when g <= ${CAMPAIGNS + FUNDRAISERS} then $1 end,
                (case when g <= ${CAMPAIGNS} then 'fundraiser_captain' else 'sub_account' end)::user_role,
                ${pick(FIRST, 'g')}, ${pick(LAST, 'g / 7')},
                case when g > ${CAMPAIGNS} and g <= ${CAMPAIGNS + FUNDRAISERS}
                     then ${pick(FIRST, 'g')} || ' ' || left(${pick(LAST, 'g / 7')}, 1) || '.' else '' end,
                case when g % 3 = 0 then '555-' || lpad((g % 10000)::text, 4, '0') end,
                null,
                now() - interval '420 days' + (g::float / ${USERS}) * interval '415 days'
         from generate_series(1, ${USERS}) g`,
        [passwordHash],
      ),
    );
    await q(`create temp table seed_users as select id, row_number() over (order by id) as g from users`);
    await q(`create unique index on seed_users (g)`);
    await q(`update users u set parent_user_id = c.id
             from seed_users f join seed_users c on c.g = 1 + (f.g - ${CAMPAIGNS + 1}) / ${PARTICIPANTS_PER_CAMPAIGN}
             where u.id = f.id and f.g between ${CAMPAIGNS + 1} and ${CAMPAIGNS + FUNDRAISERS}`);

    // Campaign k starts about 7.3 k days into the year and runs 30 days; the newest are still running.
    await step(`${CAMPAIGNS} campaigns with products and participants`, async () => {
      await q(
        `insert into campaigns (name, slug, description, start_date, end_date, is_active, captain_id,
                                goal_amount_cents, created_at)
         select ${pick(TOWNS, 'k')} || ' ' || ${pick(CAUSES, 'k / 8')} || ' Drive ' || k,
                'drive-' || k,
                'Coffee for the ' || ${pick(CAUSES, 'k / 8')} || ' season.',
                now() - interval '365 days' + (k - 1) * interval '7.3 days',
                now() - interval '335 days' + (k - 1) * interval '7.3 days',
                true, c.id, 500000 + (k % 5) * 100000,
                now() - interval '370 days' + (k - 1) * interval '7.3 days'
         from generate_series(1, ${CAMPAIGNS}) k join seed_users c on c.g = k
         order by k`,
      );
      await q(`create temp table seed_campaigns as select id, row_number() over (order by id) as k, start_date,
                                                          end_date from campaigns`);
      await q(`create temp table seed_products as select id, name, price_cents, row_number() over (order by id) as p
                                                   from products where is_active`);
      await q(`insert into campaign_products (campaign_id, product_id)
               select distinct c.id, p.id from seed_campaigns c
               cross join generate_series(0, ${PRODUCTS_PER_CAMPAIGN - 1}) i
               join seed_products p on p.p = 1 + (c.k * 13 + i * 23) % (select count(*) from seed_products)`);
      await q(`insert into campaign_participants (campaign_id, user_id, joined_at)
               select c.id, f.id, c.start_date - interval '3 days'
               from seed_campaigns c join seed_users f
                 on f.g between ${CAMPAIGNS + 1} + (c.k - 1) * ${PARTICIPANTS_PER_CAMPAIGN}
                            and ${CAMPAIGNS} + c.k * ${PARTICIPANTS_PER_CAMPAIGN}`);
      // Joining made each participant an empty private page of that campaign (issue 27, the participants trigger):
      // every fundraiser's page is public, with a message, a goal and an address.
      await q(`update fundraiser_pages p
               set is_public = true, description = 'Every bag I sell helps my team get there. Thank you!',
                   goal_amount_cents = 25000 + (f.g % 8) * 5000, slug = 'fundraiser-' || f.g
               from seed_users f
               where p.user_id = f.id and f.g between ${CAMPAIGNS + 1} and ${CAMPAIGNS + FUNDRAISERS}`);
    });

    // Bulk loading is much faster without the secondary indexes of orders and order lines (the trigram ones above all,
    // and every order is written twice: its total comes after its lines): their definitions are kept, they are
    // dropped, and made again from those definitions once the rows are in. Unique indexes and keys stay.
    const deferredIndexes = await q(`select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
                                     from pg_index i join pg_class c on c.oid = i.indexrelid
                                     where i.indrelid in ('orders'::regclass, 'order_items'::regclass,
                                                          'order_payments'::regclass)
                                       and not i.indisunique order by c.relname`);
    for (const index of deferredIndexes) await q(`drop index "${index.name}"`);
    // The running sums' triggers (migrations 0013, 0015) read each order's lines and ledger through those indexes:
    // off while loading, and the sums made once at the end (running_sums_rebuild, migration 0017).
    for (const [table, trigger] of RUNNING_SUM_TRIGGERS) await q(`alter table ${table} disable trigger ${trigger}`);

    // Order n is placed at a point of the year; 60 % fall inside a campaign's weeks and are credited to it.
    await step(`${ORDERS} orders`, async () => {
      await q(`create temp table seed_orders as
               select n, ts,
                      case when pg_temp.h(n, 3) % 10 < 6 then c.id end as campaign_id,
                      case when pg_temp.h(n, 3) % 10 < 6 then c.k end as k
               from (select n, now() - interval '365 days' + (pg_temp.h(n, 4) % 31536000) * interval '1 second' as ts
                     from generate_series(1, ${ORDERS}) n) o
               left join lateral (select id, k from seed_campaigns
                                  where start_date <= o.ts and end_date > o.ts order by k limit 1) c on true`);
      // Each campaign then holds the orders of the week before the next one starts (about 1,200), the first its
      // whole 30 days (about 5,000). Issue 13 times the sheet of "a 2,000-order campaign": campaign 25 gets exactly
      // that many (fewer when --orders leaves too few), from the credited orders of its weeks that had gone to the
      // older campaigns running beside it.
      await q(`with sized as (select id, start_date, end_date from seed_campaigns where k = ${SHEET_CAMPAIGN_K}),
               extra as (
                 select o.n from seed_orders o, sized c
                 where o.campaign_id is not null and o.k < ${SHEET_CAMPAIGN_K}
                   and o.ts >= c.start_date and o.ts < c.end_date
                 order by o.ts
                 limit greatest(0, ${SHEET_CAMPAIGN_ORDERS}
                                   - (select count(*) from seed_orders where k = ${SHEET_CAMPAIGN_K})))
               update seed_orders o set campaign_id = c.id, k = ${SHEET_CAMPAIGN_K}
               from sized c, extra where o.n = extra.n`);
      await q(
        `insert into orders (order_number, customer_first_name, customer_last_name, customer_email, customer_phone,
                             campaign_id, sub_account_id, user_id, total_cents, order_status, payment_status,
                             created_at, updated_at)
         select 'SG-' || to_char(o.ts at time zone 'UTC', 'YYMMDD') || '-' ||
                  (select string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ',
                                            1 + ((o.n * 7919 + 12345) % 28629151 / (31 ^ d)::bigint % 31)::int, 1), ''
                                     order by d desc)
                   from generate_series(0, 4) d),
                ${pick(FIRST, 'pg_temp.h(o.n, 5)')}, ${pick(LAST, 'pg_temp.h(o.n, 6)')},
                lower(${pick(FIRST, 'pg_temp.h(o.n, 5)')} || '.' || ${pick(LAST, 'pg_temp.h(o.n, 6)')})
                  || (o.n % 997) || '@example.com',
                case when o.n % 4 = 0 then '555-' || lpad((o.n % 10000)::text, 4, '0') end,
                o.campaign_id,
                (select f.id from seed_users f
                 where f.g = ${CAMPAIGNS} + (o.k - 1) * ${PARTICIPANTS_PER_CAMPAIGN} + 1
                             + pg_temp.h(o.n, 7) % ${PARTICIPANTS_PER_CAMPAIGN}),
                case when o.n % 5 = 0 then (select u.id from seed_users u
                                            where u.g = ${CAMPAIGNS + FUNDRAISERS} + 1
                                                        + o.n % ${USERS - CAMPAIGNS - FUNDRAISERS}) end,
                0,
                (case when o.ts > now() - interval '14 days'
                      then ${pick(['pending', 'pending', 'processing', 'shipped'], 'pg_temp.h(o.n, 8)')}
                      when pg_temp.h(o.n, 8) % 40 = 0 then 'cancelled'
                      else 'delivered' end)::order_status,
                (case when o.ts > now() - interval '14 days' and pg_temp.h(o.n, 9) % 3 = 0 then 'pending'
                      when pg_temp.h(o.n, 8) % 40 = 0 then 'refunded'
                      when pg_temp.h(o.n, 9) % 200 = 0 then 'failed'
                      else 'paid' end)::payment_status,
                o.ts, o.ts
         from seed_orders o
         order by o.ts`,
      );
    });

    // One to four lines an order (2.5 on average): the campaign's coffees for campaign orders, any coffee otherwise.
    await step('order lines and totals', async () => {
      await q(`create temp table seed_campaign_products as
               select cp.campaign_id, p.id, p.name, p.price_cents,
                      row_number() over (partition by cp.campaign_id order by p.id) - 1 as i
               from campaign_products cp join products p on p.id = cp.product_id`);
      await q(`create index on seed_campaign_products (campaign_id, i)`);
      await q(
        `insert into order_items (order_id, product_id, product_name, unit_price_cents, quantity)
         select o.id, p.id, p.name, p.price_cents, 1 + pg_temp.h(o.id * 4 + l, 11) % 3
         from orders o
         cross join lateral generate_series(0, pg_temp.h(o.id, 10) % 4) l
         cross join lateral (
           select cp.id, cp.name, cp.price_cents from seed_campaign_products cp
           where o.campaign_id is not null and cp.campaign_id = o.campaign_id
             and cp.i = (pg_temp.h(o.id, 12) + l * 3) % ${PRODUCTS_PER_CAMPAIGN}
           union all
           select sp.id, sp.name, sp.price_cents from seed_products sp
           where o.campaign_id is null and sp.p = 1 + (pg_temp.h(o.id, 12) + l * 37) % (select count(*) from seed_products)
         ) p`,
      );
      await q(`update orders o set total_cents = t.total
               from (select order_id, sum(unit_price_cents * quantity)::int as total from order_items group by order_id) t
               where o.id = t.order_id`);
    });
    // The payment ledger: a paid order's money came in one payment, or one in eight in two; a refunded order was paid
    // and then refunded in full; a third of the last fortnight's unpaid orders have a partial payment (still
    // pending). Methods spread over all seven; most campaign payments were collected by the credited fundraiser and
    // recorded by the captain. collected_cents is then the sum of each order's entries.
    await step('payment ledger', async () => {
      await q(
        `insert into order_payments (order_id, amount_cents, method, reference, collected_by_user_id, received_at,
                                     recorded_by_id, recorded_by_name, created_at)
         select o.id, e.amount,
                ${pick(PAYMENT_METHODS, 'pg_temp.h(o.id * 2 + e.seq, 13)')}::payment_method,
                case ${pick(PAYMENT_METHODS, 'pg_temp.h(o.id * 2 + e.seq, 13)')}
                  when 'check' then 'Check #' || (1000 + pg_temp.h(o.id, 14) % 9000)
                  when 'cash' then null when 'other' then null
                  else 'TX-' || upper(to_hex(pg_temp.h(o.id * 2 + e.seq, 15))) end,
                case when o.sub_account_id is not null and pg_temp.h(o.id, 16) % 10 < 7 then o.sub_account_id end,
                least(o.created_at + e.after, now()), c.captain_id, coalesce(nullif(cap.display_name, ''), 'Shop staff'),
                least(o.created_at + e.after, now())
         from orders o
         left join campaigns c on c.id = o.campaign_id
         left join users cap on cap.id = c.captain_id
         cross join lateral (
           select o.total_cents as amount, interval '1 day' * (1 + pg_temp.h(o.id, 17) % 3) as after, 0 as seq
           where o.payment_status = 'paid' and pg_temp.h(o.id, 18) % 8 <> 0
           union all select o.total_cents / 2, interval '1 day', 0
           where o.payment_status = 'paid' and pg_temp.h(o.id, 18) % 8 = 0
           union all select o.total_cents - o.total_cents / 2, interval '4 days', 1
           where o.payment_status = 'paid' and pg_temp.h(o.id, 18) % 8 = 0
           union all select o.total_cents, interval '1 day', 0 where o.payment_status = 'refunded'
           union all select -o.total_cents, interval '3 days', 1 where o.payment_status = 'refunded'
           union all select o.total_cents / 2, interval '1 day', 0
           where o.payment_status = 'pending' and o.created_at > now() - interval '14 days'
             and pg_temp.h(o.id, 19) % 3 = 0
         ) e
         where e.amount <> 0
         order by o.id, e.seq`,
      );
      await q(`update orders o set collected_cents = s.collected
               from (select order_id, sum(amount_cents)::int as collected from order_payments group by order_id) s
               where o.id = s.order_id`);
    });
    await step(`indexes (${deferredIndexes.length})`, async () => {
      for (const index of deferredIndexes) await q(index.definition);
    });
    await step('running sums of the cash-up and the charts', async () => {
      for (const [table, trigger] of RUNNING_SUM_TRIGGERS) await q(`alter table ${table} enable trigger ${trigger}`);
      await q('select running_sums_rebuild()');
    });
  });
  // Outside the transaction (VACUUM cannot run in one): statistics for the planner, and the visibility map that lets
  // the admin lists count and page on indexes alone. The embedded database has no autovacuum to do it later.
  await step('vacuum and statistics (vacuum analyze)', () => db.query('vacuum analyze'));

  const [totals] = await db.query(`select (select count(*) from users) as users, (select count(*) from products) as
     products, (select count(*) from campaigns) as campaigns, (select count(*) from campaign_participants) as
     participants, (select count(*) from orders) as orders, (select count(*) from order_items) as lines,
     (select count(*) from orders o where total_cents <> (select sum(unit_price_cents * quantity) from order_items i
                                                           where i.order_id = o.id)) as wrong_totals,
     (select count(*) from order_payments) as payments,
     (select count(*) from orders o where collected_cents <> coalesce((select sum(amount_cents) from order_payments p
                                                                       where p.order_id = o.id), 0)) as wrong_collected`);
  if (Number(totals.wrong_totals) !== 0) throw new Error(`${totals.wrong_totals} order totals do not add up.`);
  if (Number(totals.wrong_collected) !== 0) throw new Error(`${totals.wrong_collected} collected sums do not add up.`);
  console.log(
    `Seeded ${totals.products} products, ${totals.users} users, ${totals.campaigns} campaigns with ` +
      `${totals.participants} participants, ${totals.orders} orders with ${totals.lines} lines and ` +
      `${totals.payments} ledger entries in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  console.log(`Seeded captains and fundraisers (e-mails @large.example) sign in with the password ${PASSWORD}.`);
}

const db = await connect();
console.log(`seed:large into ${db.where}`);
try {
  await seed(db);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
