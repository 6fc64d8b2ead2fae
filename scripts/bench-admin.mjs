#!/usr/bin/env node
// `npm run bench:admin`: the admin API at the size of a real season, on the embedded database.
//
// Seeds `npm run seed:large` (100,000 orders over a year, 20,000 users, 200 products, 50 campaigns) once into
// .data/bench-admin/seed and reuses it; every run works on a fresh copy (the bulk change writes), started with
// `npm start` (built first when stale). Signed in as an admin, it times every list, stats and audit call
// (BENCH_SAMPLES sequential requests after a warm-up; p50, p95, max and the answer's size), one bulk change of
// 1,000 orders (and checks that it wrote 1,000 audit entries), and the full orders and users exports (time, lines,
// size, and how far the server's memory rose while streaming: the resident memory of its whole process group,
// sampled every 50 ms). Targets (issue "Admin operations at any size"): every list and stats call p95 <= 100 ms
// and every page <= 100 kB; the bulk change <= 2 s; the orders export <= 30 s with memory rising < 100 MB. Issue
// "Closing a campaign" (issue 13): the fulfilment sheet of a 2,000-order campaign (seed:large makes one; else the
// smallest of at least that size) and the balances (of the campaign with the most orders) <= 200 ms p95 and a year of dashboard charts
// <= 300 ms p95. Streamed exports' first bytes are timed on a server that finished the previous cancelled download.
// Writes the table between <!-- bench:admin --> markers in README.md and docs/benchmarks.md (not with --no-docs)
// and exits 1 when a target is missed.
//
//   node scripts/bench-admin.mjs [--no-docs] [--reseed]
//   env BENCH_SAMPLES (40), BENCH_PORT (3600)
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { root, startBareApp, startShop, stopShop, waitHealthy, writeBetweenMarkers } from './bench-shop.mjs';

const args = new Set(process.argv.slice(2));
for (const arg of args) {
  if (!['--no-docs', '--reseed'].includes(arg)) {
    console.error(`Unknown argument ${arg}. Usage: node scripts/bench-admin.mjs [--no-docs] [--reseed]`);
    process.exit(2);
  }
}
function intEnv(name, fallback, min, max) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`${name} must be an integer from ${min} to ${max} (got ${raw}).`);
    process.exit(2);
  }
  return value;
}
const samples = intEnv('BENCH_SAMPLES', 40, 5, 1000);
const port = intEnv('BENCH_PORT', 3600, 1024, 65535);
const benchDir = path.join(root, '.data', 'bench-admin');
const seedDir = path.join(benchDir, 'seed');
const runDir = path.join(benchDir, 'run');
const ADMIN = { email: 'bench-admin@admin-bench.test', password: 'bench-admin-password-1' };
const TARGETS = { p95: 100, pageKb: 100, bulkMs: 2000, exportMs: 30_000, exportMemMb: 100 };
// Issue "Closing a campaign": a 2,000-order campaign's sheet and the balances <= 200 ms p95, a year of charts <= 300.
const CLOSING_TARGETS = { sheetMs: 200, balancesMs: 200, chartsMs: 300 };
const log = (message) => console.log(`[bench:admin] ${message}`);

function seedOnce() {
  if (args.has('--reseed')) rmSync(seedDir, { recursive: true, force: true });
  if (existsSync(path.join(seedDir, 'db'))) return log('reusing the seeded season in .data/bench-admin/seed');
  log('seeding a season (npm run seed:large)…');
  rmSync(seedDir, { recursive: true, force: true });
  const env = { ...process.env, DATA_DIR: seedDir, DATABASE_URL: '' };
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'seed-large.mjs')], { env, stdio: 'inherit' });
  if (result.status !== 0) {
    rmSync(seedDir, { recursive: true, force: true });
    throw new Error('seed:large failed');
  }
}

let cookie = '';
/** A path of the shop, or a whole URL (the bare app's reference row). */
const urlOf = (urlPath) => (urlPath.startsWith('http') ? urlPath : `${base}${urlPath}`);
async function call(urlPath, { method = 'GET', body } = {}) {
  const started = performance.now();
  const response = await fetch(urlOf(urlPath), {
    method,
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started, bytes: answer.byteLength, answer };
}
/**
 * Time to the first bytes of the body (a streamed CSV), then the download is cancelled. The server has already
 * started reading its next batch, which the embedded database finishes whatever the client does; each sample first
 * waits FIRST_BYTES_DRAIN_MS so it times its own first bytes, not the leftover of the cancelled download before it.
 */
const FIRST_BYTES_DRAIN_MS = 400;
async function callFirstBytes(urlPath) {
  await sleep(FIRST_BYTES_DRAIN_MS);
  const started = performance.now();
  const response = await fetch(urlOf(urlPath), { headers: { cookie } });
  const reader = response.body.getReader();
  const first = await reader.read();
  const ms = performance.now() - started;
  await reader.cancel();
  return { status: response.status, ms, bytes: first.value?.byteLength ?? 0 };
}
async function json(urlPath, options) {
  const response = await fetch(`${base}${urlPath}`, {
    method: options?.body ? 'POST' : 'GET',
    headers: { cookie, ...(options?.body ? { 'content-type': 'application/json' } : {}) },
    body: options?.body ? JSON.stringify(options.body) : undefined,
  });
  const data = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${urlPath}: ${response.status} ${JSON.stringify(data)}`);
  return data;
}

async function signIn() {
  const response = await fetch(`${base}/_api/auth/login_with_password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * `targetMs`: the call's p95 target (null: measured, not judged); `sizeLimited`: the answer must fit a page;
 * `firstBytes`: time the first bytes of the body only (a streamed export).
 */
async function timeCall(label, urlPath, { targetMs = TARGETS.p95, sizeLimited = true, firstBytes = false } = {}) {
  const request = firstBytes ? callFirstBytes : call;
  for (let i = 0; i < 3; i++) await request(urlPath);
  const times = [];
  let bytes = 0;
  let status = 0;
  for (let i = 0; i < samples; i++) {
    const result = await request(urlPath);
    times.push(result.ms);
    bytes = Math.max(bytes, result.bytes);
    status = result.status === 200 ? status || 200 : result.status;
  }
  times.sort((a, b) => a - b);
  const row = {
    label,
    urlPath,
    targetMs,
    sizeLimited,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1),
    bytes,
    status,
  };
  log(
    `${label}: p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms, ${(bytes / 1024).toFixed(1)} kB, ${status}`,
  );
  return row;
}

/** Resident memory of the server's process group, in bytes. */
function groupRss(pgid) {
  try {
    const out = execFileSync('ps', ['-o', 'rss=', '-g', String(pgid)], { encoding: 'utf8' });
    return out
      .split('\n')
      .filter(Boolean)
      .reduce((sum, kb) => sum + Number(kb) * 1024, 0);
  } catch {
    return 0;
  }
}

async function timeExport(label, urlPath, pgid) {
  await sleep(1000);
  const before = groupRss(pgid);
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, groupRss(pgid));
      await sleep(50);
    }
  })();
  const started = performance.now();
  const response = await fetch(`${base}${urlPath}`, { headers: { cookie } });
  let bytes = 0;
  let lines = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    for (const byte of value) if (byte === 10) lines++;
  }
  const ms = performance.now() - started;
  sampling = false;
  await sampler;
  const row = { label, urlPath, ms, bytes, lines, status: response.status, riseMb: (peak - before) / 2 ** 20 };
  log(
    `${label}: ${(ms / 1000).toFixed(1)} s, ${lines} lines, ${(bytes / 2 ** 20).toFixed(1)} MB, memory +${row.riseMb.toFixed(0)} MB`,
  );
  return row;
}

async function timeBulk() {
  // A Set: the pages are read while nothing changes, but an order listed twice must not count as two.
  // The season has fewer than 1,000 orders in processing: pending ones make up the rest.
  const ids = new Set();
  for (const orderStatus of ['processing', 'pending']) {
    for (let page = 1; ids.size < 1000; page++) {
      const data = await json(`/_api/admin/orders?orderStatus=${orderStatus}&pageSize=100&page=${page}`);
      if (data.orders.length === 0) break;
      for (const order of data.orders) ids.add(order.id);
    }
  }
  const orderIds = [...ids].slice(0, 1000);
  const auditBefore = (await json('/_api/admin/audit?pageSize=10')).total;
  const result = await call('/_api/admin/orders/bulk-status', {
    method: 'POST',
    // An order status: a payment status now goes through the payment ledger, whose rules refuse some orders.
    body: { orderIds, orderStatus: 'shipped' },
  });
  const auditAfter = (await json('/_api/admin/audit?pageSize=10')).total;
  let answer = {};
  try {
    answer = JSON.parse(new TextDecoder().decode(result.answer));
  } catch {
    // Judged by its status below.
  }
  const row = {
    label: `bulk change of ${orderIds.length.toLocaleString('en-US')} orders`,
    ms: result.ms,
    status: result.status,
    changed: answer.changed,
    audited: auditAfter - auditBefore,
  };
  log(
    `${row.label}: ${result.ms.toFixed(0)} ms, ${result.status}, ${row.changed} changed, ${row.audited} audit entries`,
  );
  return row;
}

let base = '';
async function main() {
  seedOnce();
  rmSync(runDir, { recursive: true, force: true });
  cpSync(seedDir, runDir, { recursive: true });
  const shop = startShop({
    dataDir: runDir,
    port,
    env: { SEED_DEMO: '0', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  base = shop.base;
  let bare = null;
  try {
    await waitHealthy(shop);
    await signIn();
    bare = await startBareApp(port + 1);
    // The floor of this run: a bare Next route handler answering JSON (no database, no session).
    const reference = (when) =>
      timeCall(`reference: a bare Next route handler (bench/pages/bare), ${when}`, `${bare.base}/json-dynamic`, {
        targetMs: null,
        sizeLimited: false,
      });
    const { campaigns } = await json('/_api/admin/campaigns?pageSize=100');
    const campaign = campaigns.at(-1) ?? campaigns[0];
    const month = { startDate: isoDay(-45), endDate: isoDay(-15) };

    const lists = [await reference('first')];
    const list = async (label, urlPath) => lists.push(await timeCall(label, urlPath));
    await list('orders, first page', '/_api/admin/orders');
    await list('orders, page 2,000 of 25', '/_api/admin/orders?page=2000');
    await list('orders, 100 a page, by total', '/_api/admin/orders?pageSize=100&sort=-totalAmount');
    await list('orders, search "garcia"', '/_api/admin/orders?search=garcia');
    await list('orders, search an order number', '/_api/admin/orders?search=SG-26');
    await list('orders, unpaid and pending', '/_api/admin/orders?orderStatus=pending&paymentStatus=pending');
    await list('orders, one campaign', `/_api/admin/orders?campaignId=${campaign.id}`);
    await list('orders, one month', `/_api/admin/orders?startDate=${month.startDate}&endDate=${month.endDate}`);
    // Issue 26: the payment states, cancelled money, shop orders and fundraiser filters, searches by fundraiser name
    // and phone, and the statistics under the list's filters.
    const { participants } = await json(`/_api/admin/campaign/participants?campaignId=${campaign.id}&pageSize=10`);
    const fundraiser = participants[0];
    const fundraiserSearch = encodeURIComponent(fundraiser.displayName);
    await list('orders, part paid', '/_api/admin/orders?paymentStatus=part_paid');
    await list('orders, unpaid (nothing collected)', '/_api/admin/orders?paymentStatus=pending');
    await list('orders, cancelled still holding money', '/_api/admin/orders?cancelledMoney=unsettled');
    await list('orders, shop orders (no campaign)', '/_api/admin/orders?campaignId=none');
    await list('orders, one fundraiser', `/_api/admin/orders?subAccountId=${fundraiser.id}`);
    await list('orders, search a fundraiser name', `/_api/admin/orders?search=${fundraiserSearch}`);
    await list(
      'orders, search a phone "(555) 012-4"',
      `/_api/admin/orders?search=${encodeURIComponent('(555) 012-4')}`,
    );
    await list('order statistics, part paid', '/_api/admin/orders/stats?paymentStatus=part_paid');
    await list('order statistics, one fundraiser', `/_api/admin/orders/stats?subAccountId=${fundraiser.id}`);
    await list('order statistics, search "garcia"', '/_api/admin/orders/stats?search=garcia');
    await list('order statistics, shop orders', '/_api/admin/orders/stats?campaignId=none');
    await list('order statistics, all time', '/_api/admin/orders/stats');
    await list(
      'order statistics, one month',
      `/_api/admin/orders/stats?startDate=${month.startDate}&endDate=${month.endDate}`,
    );
    await list('overview statistics', '/_api/admin/stats');
    await list('users, first page', '/_api/admin/users');
    await list('users, page 400', '/_api/admin/users?page=400&pageSize=50');
    await list('users, search "nguyen"', '/_api/admin/users?search=nguyen');
    await list('users, captains', '/_api/admin/users?role=fundraiser_captain');
    await list('products, all', '/_api/admin/products?status=all');
    await list('campaigns', '/_api/admin/campaigns');
    await list('campaigns, search "drive", active', '/_api/admin/campaigns?search=drive&status=active');
    await list('campaign participants', `/_api/admin/campaign/participants?campaignId=${campaign.id}`);
    await list('captains', '/_api/admin/captains');
    await list('audit, first page', '/_api/admin/audit');
    // Issue 26: the dashboard page itself (its HTML, signed in), the cash-up and the two CSVs' first bytes.
    lists.push(await timeCall('the /admin page (HTML)', '/admin', { sizeLimited: false }));
    await list('cash-up, all time', '/_api/admin/cash-up');
    await list('cash-up, one campaign', `/_api/admin/cash-up?campaignId=${campaign.id}`);
    await list('cash-up, one month', `/_api/admin/cash-up?startDate=${month.startDate}&endDate=${month.endDate}`);
    lists.push(
      // Exports are judged by their first bytes (they stream, as the orders export does); the whole file is shown.
      await timeCall('cash-up CSV, one month, first bytes', `/_api/admin/cash-up/export?startDate=${month.startDate}`, {
        sizeLimited: false,
        firstBytes: true,
      }),
      await timeCall('cash-up CSV, one month, whole file', `/_api/admin/cash-up/export?startDate=${month.startDate}`, {
        sizeLimited: false,
        targetMs: null,
      }),
      await timeCall('payments CSV, first bytes', '/_api/admin/payments/export', {
        sizeLimited: false,
        firstBytes: true,
      }),
    );

    // Closing a campaign (issue "Closing a campaign"): the sheet and balances of the campaign with the most orders.
    // Judged, as issue 13 names it, on a 2,000-order campaign (seed:large's "Drive 25"; on another data set the
    // smallest of at least 2,000 orders); the largest is timed beside it, unjudged, when it is another one.
    let largest = { id: campaign.id, orders: 0 };
    let named = null;
    for (const { id } of campaigns) {
      const { total } = await json(`/_api/admin/orders?campaignId=${id}&pageSize=10`);
      if (total > largest.orders) largest = { id, orders: total };
      if (total >= 2000 && (named === null || total < named.orders)) named = { id, orders: total };
    }
    named ??= largest;
    const ofLargest = `the largest campaign (${largest.orders.toLocaleString('en-US')} orders)`;
    const ofNamed = `a campaign of ${named.orders.toLocaleString('en-US')} orders`;
    const closing = { sizeLimited: false, targetMs: CLOSING_TARGETS.sheetMs };
    lists.push(
      await timeCall(`fulfilment sheet, ${ofNamed}`, `/_api/admin/campaign/fulfilment?campaignId=${named.id}`, closing),
      ...(named.id === largest.id
        ? []
        : [
            await timeCall(
              `fulfilment sheet, ${ofLargest}`,
              `/_api/admin/campaign/fulfilment?campaignId=${largest.id}`,
              { sizeLimited: false, targetMs: null },
            ),
          ]),
      await timeCall(
        `fulfilment sheet as CSV, ${ofLargest}`,
        `/_api/admin/campaign/fulfilment?campaignId=${largest.id}&format=csv`,
        { sizeLimited: false, targetMs: null },
      ),
      await timeCall(`balances, ${ofLargest}`, `/_api/admin/campaign/balances?campaignId=${largest.id}`, {
        targetMs: CLOSING_TARGETS.balancesMs,
      }),
      await timeCall('balances, every campaign and the shop', '/_api/admin/balances', {
        targetMs: CLOSING_TARGETS.balancesMs,
      }),
      await timeCall(
        'dashboard charts, a year by day',
        `/_api/admin/stats/charts?from=${isoDay(-364)}&to=${isoDay(0)}&interval=day`,
        {
          targetMs: CLOSING_TARGETS.chartsMs,
        },
      ),
      await timeCall(
        'dashboard charts, a year by week',
        `/_api/admin/stats/charts?from=${isoDay(-364)}&to=${isoDay(0)}&interval=week`,
        {
          targetMs: CLOSING_TARGETS.chartsMs,
        },
      ),
    );

    lists.push(await reference('after the reports'));
    const bulk = await timeBulk();
    lists.push(await timeCall('audit, after the bulk change', '/_api/admin/audit'));
    const pgid = shop.child.pid;
    const exports = [
      await timeExport('orders export (all)', '/_api/admin/orders/export', pgid),
      await timeExport('users export (all)', '/_api/admin/users/export', pgid),
    ];
    return { lists, bulk, exports };
  } finally {
    if (bare) await stopShop(bare);
    await stopShop(shop);
    rmSync(runDir, { recursive: true, force: true });
  }
}

function isoDay(offsetDays) {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

function judge({ lists, bulk, exports }) {
  const failures = [];
  for (const row of lists) {
    if (row.status !== 200) failures.push(`${row.label}: HTTP ${row.status}`);
    if (row.targetMs !== null && row.p95 > row.targetMs) failures.push(`${row.label}: p95 ${row.p95.toFixed(0)} ms`);
    if (row.sizeLimited && row.bytes > TARGETS.pageKb * 1024) {
      failures.push(`${row.label}: ${(row.bytes / 1024).toFixed(0)} kB`);
    }
  }
  if (bulk.status !== 200) failures.push(`bulk change: HTTP ${bulk.status}`);
  if (bulk.ms > TARGETS.bulkMs) failures.push(`bulk change: ${bulk.ms.toFixed(0)} ms`);
  if (bulk.changed !== 1000) failures.push(`bulk change: ${bulk.changed} orders changed, not 1,000`);
  if (bulk.audited !== bulk.changed)
    failures.push(`bulk change: ${bulk.audited} audit entries for ${bulk.changed} orders`);
  const [orders] = exports;
  for (const row of exports) if (row.status !== 200) failures.push(`${row.label}: HTTP ${row.status}`);
  if (orders.ms > TARGETS.exportMs) failures.push(`orders export: ${(orders.ms / 1000).toFixed(1)} s`);
  if (orders.riseMb >= TARGETS.exportMemMb) failures.push(`orders export: memory +${orders.riseMb.toFixed(0)} MB`);
  return failures;
}

function report(results, failures) {
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
  const ms = (value) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
  const mark = (ok) => (ok ? '' : ' ✗');
  const lines = [
    `Latest \`npm run bench:admin\` (${new Date().toISOString().slice(0, 10)}, commit ${commit}, ${os.cpus().length} cores, ` +
      `Node ${process.version}; \`npm start\` on the embedded database filled by \`npm run seed:large\`: 100,000 orders, ` +
      `20,000 users; ${samples} sequential requests per call after a warm-up; the two reference rows ` +
      `are a bare Next route handler timed in the same run: this machine's floor that day): ` +
      (failures.length ? `**FAIL**: ${failures.join('; ')}.` : '**PASS**: every target met.'),
    '',
    '| Call | p50 | p95 | max | Answer |',
    '|---|--:|--:|--:|--:|',
    ...results.lists.map(
      (row) =>
        `| ${row.label} (\`${row.urlPath
          .replace(/^http:\/\/[^/]+/, '')
          .replace(/campaignId=\d+/, 'campaignId=…')
          .replace(
            /(Date|from|to)=[\d-]+/g,
            '$1=…',
          )}\`) | ${ms(row.p50)} | ${ms(row.p95)}${mark(row.targetMs === null || row.p95 <= row.targetMs)}${row.targetMs !== null && row.targetMs !== TARGETS.p95 ? ` (≤ ${row.targetMs})` : ''} | ${ms(row.max)} | ${(row.bytes / 1024).toFixed(1)} kB${mark(!row.sizeLimited || row.bytes <= TARGETS.pageKb * 1024)} |`,
    ),
    '',
    '| Operation | Time | Result |',
    '|---|--:|---|',
    `| ${results.bulk.label} (\`POST /_api/admin/orders/bulk-status\`) | ${ms(results.bulk.ms)}${mark(results.bulk.ms <= TARGETS.bulkMs)} | ${results.bulk.changed} orders changed, ${results.bulk.audited} audit entries |`,
    ...results.exports.map(
      (row) =>
        `| ${row.label} (\`${row.urlPath}\`) | ${(row.ms / 1000).toFixed(1)} s | ${row.lines.toLocaleString('en-US')} lines, ${(row.bytes / 2 ** 20).toFixed(1)} MB, server memory +${row.riseMb.toFixed(0)} MB |`,
    ),
    '',
    `Targets: list and stats calls p95 ≤ ${TARGETS.p95} ms and ≤ ${TARGETS.pageKb} kB (the fulfilment sheet ≤ ${CLOSING_TARGETS.sheetMs} ms, judged as issue 13 names it on a 2,000-order campaign, the largest timed beside it; balances ≤ ${CLOSING_TARGETS.balancesMs} ms, a year of charts ≤ ${CLOSING_TARGETS.chartsMs} ms, no size limit on the sheet); bulk change ≤ ${TARGETS.bulkMs / 1000} s with one audit entry per order; orders export ≤ ${TARGETS.exportMs / 1000} s with the server's memory rising < ${TARGETS.exportMemMb} MB.`,
  ];
  return lines.join('\n');
}

try {
  const results = await main();
  const failures = judge(results);
  const text = report(results, failures);
  console.log(`\n${text}`);
  if (!args.has('--no-docs')) {
    writeBetweenMarkers('README.md', 'admin', text);
    writeBetweenMarkers('docs/benchmarks.md', 'admin', text);
  }
  process.exitCode = failures.length ? 1 : 0;
} catch (error) {
  console.error(`[bench:admin] ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
