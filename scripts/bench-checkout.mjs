#!/usr/bin/env node
// `npm run bench:checkout`: checkout under load against `npm start` on a fresh embedded database.
//
// Starts the shop on a throw-away DATA_DIR (building first if the build is stale; that time is reported apart and
// not counted), lets BENCH_CLIENTS concurrent clients place orders for BENCH_SECONDS through
// POST /_api/products/order (each with its own Idempotency-Key; about 10 % re-sent at once as a retry and about 5 %
// sent twice in parallel as a double click), stops the server, then opens its PGlite directory and checks that
// every order the clients were told about exists exactly once, that nothing else was written, and that the money
// adds up to the cent. Mail goes through SMTP: the bench runs its own SMTP server on a free 127.0.0.1 port
// (scripts/bench-smtp-sink.mjs) and points the shop at it (SMTP_URL, MAIL_FROM, ORDER_NOTIFY_EMAIL); every stored
// order must have its confirmation to the customer and its notification to ORDER_NOTIFY_EMAIL, each received once. The whole run is repeated BENCH_RUNS times (a fresh server and data directory each time),
// because the latency tail varies from run to run; every run must meet the targets: no error, no lost or
// duplicated order, p99 <= 1.5 s and max <= 3 s. Prints a report per run and a summary, writes the summary to its
// own section of docs/benchmarks.md and its summary to the README (each between <!-- bench:checkout --> markers),
// exits 1 when any check fails.
//
//   node scripts/bench-checkout.mjs [--keep] [--no-docs]
//     --keep      keep the data directories (.data/bench-<timestamp>-run<n>) and their server.log
//     --no-docs   do not touch docs/benchmarks.md and the README (quick local runs with other settings)
//   env BENCH_RUNS (5), BENCH_PORT (3400), BENCH_CLIENTS (50), BENCH_SECONDS (30), BENCH_MAX_REQUESTS (100000),
//       BENCH_RETRY_RATE (0.10), BENCH_DOUBLE_CLICK_RATE (0.05), BENCH_REQUEST_TIMEOUT_MS (60000),
//       BENCH_P99_TARGET_MS (1500), BENCH_MAX_TARGET_MS (3000),
//       BENCH_DUMP=file.jsonl (every request of every run: run, start offset, latency, status) for studying the
//       latency distribution over time
//
// Only ever talks to 127.0.0.1. The data directory is opened only after the server process group has exited
// (PGlite has no cross-process lock).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { startSmtpSink } from './bench-smtp-sink.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
for (const arg of args) {
  if (!['--keep', '--no-docs'].includes(arg)) {
    console.error(`Unknown argument ${arg}. Usage: node scripts/bench-checkout.mjs [--keep] [--no-docs]`);
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
function rateEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!(value >= 0 && value <= 1)) {
    console.error(`${name} must be a number from 0 to 1 (got ${raw}).`);
    process.exit(2);
  }
  return value;
}

const config = {
  runs: intEnv('BENCH_RUNS', 5, 1, 100),
  p99TargetMs: intEnv('BENCH_P99_TARGET_MS', 1500, 1, 600_000),
  maxTargetMs: intEnv('BENCH_MAX_TARGET_MS', 3000, 1, 600_000),
  port: intEnv('BENCH_PORT', 3400, 1024, 65535),
  clients: intEnv('BENCH_CLIENTS', 50, 1, 1000),
  seconds: intEnv('BENCH_SECONDS', 30, 1, 3600),
  maxRequests: intEnv('BENCH_MAX_REQUESTS', 100_000, 1, 10_000_000),
  retryRate: rateEnv('BENCH_RETRY_RATE', 0.1),
  doubleClickRate: rateEnv('BENCH_DOUBLE_CLICK_RATE', 0.05),
  requestTimeoutMs: intEnv('BENCH_REQUEST_TIMEOUT_MS', 60_000, 1000, 600_000),
  keep: args.has('--keep'),
  writeDocs: !args.has('--no-docs'),
};
const HEALTH_TIMEOUT_MS = 180_000;
const BUILD_TIMEOUT_MS = 900_000;
const STOP_TIMEOUT_MS = 30_000;
const BENCH_DOMAIN = 'load.test';
const MAIL_FROM_ADDRESS = `shop@${BENCH_DOMAIN}`;
const NOTIFY_EMAIL = `shop-orders@${BENCH_DOMAIN}`;
const ORDER_NUMBER = /SG-\d{6}-[2-9A-HJKMNP-Z]{5}/;
const base = `http://127.0.0.1:${config.port}`;

const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');
let dataDir = ''; // per run: .data/bench-<stamp>-run<n>
let logPath = '';
const log = (message) => console.log(`[bench] ${message}`);

// ---------------------------------------------------------------------------------------------------------------
// Server process

let server = null; // { child, exited: Promise, exitCode }
let smtp = null; // the run's SMTP sink (scripts/bench-smtp-sink.mjs)
let serverErr = []; // last stderr lines, for the report when something goes wrong
let serverLog = null;

async function assertPortFree(port) {
  await new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} is already in use: set BENCH_PORT to a free port.`)
          : error,
      ),
    );
    probe.listen(port, () => probe.close(resolve)); // all interfaces, like `next start`
  });
}

function startServer() {
  mkdirSync(dataDir, { recursive: true });
  serverLog = createWriteStream(logPath);
  const env = { ...process.env };
  // Nothing from the caller's shell may point the bench at a real database, mail server or storage.
  for (const name of [
    'DATABASE_URL',
    'DATABASE_DRIVER',
    'SMTP_URL',
    'STORAGE',
    'UPLOADTHING_TOKEN',
    'NEON_WS_PROXY',
    'ORDER_NOTIFY_EMAIL',
  ]) {
    env[name] = '';
  }
  Object.assign(env, {
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATA_DIR: dataDir,
    PORT: String(config.port),
    APP_URL: base,
    SEED_DEMO: '1',
    AUTH_SECRET: 'bench-checkout-only-secret-0123456789-abcdefghijklmnop',
    ADMIN_EMAIL: `bench-admin@${BENCH_DOMAIN}`,
    ADMIN_PASSWORD: 'bench-admin-password',
    // Mail through SMTP to the bench's own loopback server, never to .eml files.
    SMTP_URL: smtp.url,
    MAIL_FROM: `Steam & Grind <${MAIL_FROM_ADDRESS}>`,
    ORDER_NOTIFY_EMAIL: NOTIFY_EMAIL,
    // One trusted proxy hop: every client sends its own address in X-Forwarded-For (the order throttles count
    // per address, as in production; their defaults stay, no client comes near them in one run).
    TRUST_PROXY: '1',
  });
  delete env.SKIP_BUILD;
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so the whole tree (start.mjs → next-server) can be stopped
  });
  const state = {
    child,
    exitCode: undefined,
    signal: undefined,
    out: '',
    building: false,
    buildStart: 0,
    buildEnd: 0,
    readyAt: 0,
  };
  state.exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      state.exitCode = code;
      state.signal = signal;
      resolve();
    }),
  );
  child.stdout.on('data', (chunk) => {
    const text = String(chunk);
    serverLog.write(text);
    state.out = (state.out + text).slice(-4000);
    if (!state.building && !state.buildStart && text.includes('Building the shop')) {
      state.building = true;
      state.buildStart = performance.now();
      log('the build is stale: building first (not counted in the figures)...');
    }
    if (!state.readyAt && /Ready in/.test(text)) {
      state.readyAt = performance.now();
      if (state.building) {
        state.building = false;
        state.buildEnd = state.readyAt;
      }
    }
  });
  child.stderr.on('data', (chunk) => {
    const text = String(chunk);
    serverLog.write(text);
    for (const line of text.split('\n')) if (line.trim()) serverErr.push(line);
    if (serverErr.length > 400) serverErr.splice(0, serverErr.length - 400);
  });
  server = state;
  return state;
}

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** SIGTERM to start.mjs (it forwards it to next-server), then wait until the whole process group is gone. */
async function stopServer() {
  if (!server) return;
  const { child } = server;
  if (server.exitCode === undefined && server.signal === undefined) {
    try {
      process.kill(child.pid, 'SIGTERM');
    } catch {}
    await Promise.race([server.exited, sleep(STOP_TIMEOUT_MS)]);
  }
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (groupAlive(child.pid) && Date.now() < deadline) await sleep(100);
  if (groupAlive(child.pid)) {
    log(`the server did not stop within ${STOP_TIMEOUT_MS / 1000} s after SIGTERM: killing its process group`);
    server.killed = true;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {}
    while (groupAlive(child.pid)) await sleep(100);
  }
  await new Promise((resolve) => serverLog.end(resolve));
}

async function waitForHealth(state) {
  const spawnedAt = performance.now();
  let deadline = spawnedAt + HEALTH_TIMEOUT_MS;
  let lastError = '';
  for (;;) {
    if (state.exitCode !== undefined || state.signal !== undefined) {
      throw new Error(`the server exited before it was ready (code ${state.exitCode}, signal ${state.signal}).`);
    }
    if (state.building) deadline = Math.max(deadline, state.buildStart + BUILD_TIMEOUT_MS);
    else if (state.buildEnd) deadline = Math.max(deadline, state.buildEnd + HEALTH_TIMEOUT_MS);
    if (performance.now() > deadline)
      throw new Error(`/_api/health did not answer 200 in time (last: ${lastError || 'no answer'}).`);
    try {
      const response = await fetch(`${base}/_api/health`, { signal: AbortSignal.timeout(5000) });
      const body = await response.text();
      if (response.status === 200) return { at: performance.now(), body };
      lastError = `${response.status} ${body.slice(0, 200)}`;
    } catch (error) {
      lastError = error.cause?.code ?? error.message;
    }
    await sleep(250);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Money: integer cents, parsed from the API's "19.50" strings without floating point.

function toCents(text) {
  const match = /^(\d{1,11})\.(\d{2})$/.exec(String(text));
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number(match[2]);
  return Number.isSafeInteger(cents) ? cents : null;
}
const money = (cents) =>
  `${cents < 0 ? '-' : ''}${Math.trunc(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

// ---------------------------------------------------------------------------------------------------------------
// Load

// Per-run state, reset by startRun().
let records = []; // one per HTTP request: { kind, status, ms, orderNumber, toldCents, error }
let orders = new Map(); // client order seq → { seq, key, email, items, expectedCents, orderNumber, toldCents, orderId }
let byNumber = new Map(); // orderNumber → seq (first one that was told it)
let problems = []; // response-level inconsistencies (wrong total, replay mismatch, ...)
const problem = (text) => {
  if (problems.length < 1000) problems.push(text);
  else problems.overflow = (problems.overflow ?? 0) + 1;
};
let counters = { orders: 0, retries: 0, doubleClicks: 0, created: 0, replayed: 0 };

function startRun(run) {
  dataDir = path.join(root, '.data', `bench-${stamp}-run${run}`);
  logPath = path.join(dataDir, 'server.log');
  server = null;
  serverErr = [];
  records = [];
  orders = new Map();
  byNumber = new Map();
  problems = [];
  counters = { orders: 0, retries: 0, doubleClicks: 0, created: 0, replayed: 0 };
}

/**
 * One POST over the client's own keep-alive connections (node:http with an Agent per client, at most two sockets for
 * a double click), as a browser keeps its own. fetch's shared pool opened extra connections during a run (a request
 * sent in the same tick as the previous answer does not see that connection free yet), and the server accepts at
 * most one new connection per event-loop iteration: the benchmark measured its own connection churn.
 */
function post(agent, urlPath, headers, body) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}${urlPath}`,
      {
        method: 'POST',
        agent,
        headers: { ...headers, 'Content-Length': Buffer.byteLength(body) },
        signal: AbortSignal.timeout(config.requestTimeoutMs),
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function send(order, kind) {
  const started = performance.now();
  const record = {
    kind,
    at: started,
    status: 0,
    ms: 0,
    orderNumber: null,
    toldCents: null,
    replayed: false,
    error: null,
  };
  records.push(record);
  try {
    const response = await post(
      order.agent,
      '/_api/products/order',
      // Each client is a buyer on its own network, as behind the one proxy the server is told to trust.
      { 'Content-Type': 'application/json', 'Idempotency-Key': order.key, 'X-Forwarded-For': order.address },
      order.body,
    );
    const text = response.text;
    record.ms = performance.now() - started;
    record.status = response.status;
    record.replayed = response.headers['idempotent-replayed'] === 'true';
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {}
    if (response.status !== 200 && response.status !== 201) {
      record.error = `HTTP ${response.status}: ${text.slice(0, 200)}`;
      return record;
    }
    if (
      !json ||
      typeof json.orderNumber !== 'string' ||
      !Number.isInteger(json.orderId) ||
      toCents(json.total) === null
    ) {
      record.error = `HTTP ${response.status} with an unexpected body: ${text.slice(0, 200)}`;
      return record;
    }
    record.orderNumber = json.orderNumber;
    record.orderId = json.orderId;
    record.toldCents = toCents(json.total);
    if (response.status === 201 && record.replayed)
      problem(`order #${order.seq} (${kind}): 201 carried Idempotent-Replayed`);
    if (response.status === 200 && !record.replayed)
      problem(`order #${order.seq} (${kind}): 200 without Idempotent-Replayed: true`);
    if (record.toldCents !== order.expectedCents) {
      problem(
        `order #${order.seq} ${json.orderNumber}: told ${json.total}, catalogue prices give ${money(order.expectedCents)}`,
      );
    }
    return record;
  } catch (error) {
    record.ms = performance.now() - started;
    record.error = `network: ${error.name === 'TimeoutError' || error.cause?.name === 'TimeoutError' ? `no answer within ${config.requestTimeoutMs} ms` : (error.cause?.code ?? error.cause?.message ?? error.message)}`;
    return record;
  }
}

/** Remembers what the server told for this client order; all answers for one key must agree. */
function settle(order, answers) {
  const ok = answers.filter((a) => a.orderNumber);
  const created = ok.filter((a) => a.status === 201);
  counters.created += created.length;
  counters.replayed += ok.filter((a) => a.status === 200).length;
  if (created.length > 1)
    problem(
      `order #${order.seq}: ${created.length} requests with one Idempotency-Key were each answered 201 (duplicate order)`,
    );
  if (ok.length > 0 && created.length === 0 && !answers.some((a) => a.error)) {
    problem(`order #${order.seq}: no request with its key was answered 201, only replays`);
  }
  const numbers = new Set(ok.map((a) => a.orderNumber));
  if (numbers.size > 1)
    problem(`order #${order.seq}: one Idempotency-Key answered with different orders ${[...numbers].join(', ')}`);
  const ids = new Set(ok.map((a) => a.orderId));
  if (ids.size > 1)
    problem(`order #${order.seq}: one Idempotency-Key answered with different order ids ${[...ids].join(', ')}`);
  const first = created[0] ?? ok[0];
  if (!first) return;
  order.orderNumber = first.orderNumber;
  order.orderId = first.orderId;
  order.toldCents = first.toldCents;
  for (const answer of ok) {
    if (answer.toldCents !== first.toldCents)
      problem(`order #${order.seq}: the replay told ${money(answer.toldCents)}, the order ${money(first.toldCents)}`);
  }
  for (const number of numbers) {
    const previous = byNumber.get(number);
    if (previous !== undefined && previous !== order.seq)
      problem(`order number ${number} was given to client orders #${previous} and #${order.seq}`);
    else byNumber.set(number, order.seq);
  }
}

function makeOrder(seq, catalogue, runId) {
  const lineCount = Math.min(1 + randomInt(3), catalogue.length);
  const pool = [...catalogue];
  const items = [];
  for (let i = 0; i < lineCount; i++) {
    const [product] = pool.splice(randomInt(pool.length), 1);
    items.push({ productId: product.id, quantity: 1 + randomInt(5), priceCents: product.priceCents });
  }
  const expectedCents = items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0);
  const email = `bench+${seq}@${BENCH_DOMAIN}`;
  const body = JSON.stringify({
    customerFirstName: 'Bench',
    customerLastName: `Client ${seq}`,
    customerEmail: email,
    items: items.map(({ productId, quantity }) => ({ productId, quantity })),
  });
  const order = {
    seq,
    key: `bench-${runId}-${seq}`,
    email,
    items,
    expectedCents,
    body,
    orderNumber: null,
    toldCents: null,
  };
  orders.set(seq, order);
  return order;
}

async function runLoad(catalogue) {
  const runId = randomBytes(4).toString('hex');
  let issued = 0;
  let seq = 0;
  const startedAt = performance.now();
  const stopAt = startedAt + config.seconds * 1000;
  const budgetLeft = (n) => performance.now() < stopAt && issued + n <= config.maxRequests;

  async function client(index) {
    const address = `198.18.${index >> 8}.${index & 255}`;
    const agent = new Agent({ keepAlive: true, maxSockets: 2 });
    agents.push(agent);
    while (budgetLeft(1)) {
      const order = makeOrder(++seq, catalogue, runId);
      order.address = address;
      order.agent = agent;
      counters.orders++;
      const roll = Math.random();
      if (roll < config.doubleClickRate && budgetLeft(2)) {
        // Double click: both requests in flight at once; exactly one may create the order.
        issued += 2;
        counters.doubleClicks++;
        settle(order, await Promise.all([send(order, 'double-click'), send(order, 'double-click')]));
      } else if (roll < config.doubleClickRate + config.retryRate && budgetLeft(2)) {
        // Retry: the same request again right after the answer; it must replay the first order.
        issued += 2;
        counters.retries++;
        const first = await send(order, 'order');
        const again = await send(order, 'retry');
        if (first.status === 201 && again.orderNumber && again.status !== 200) {
          problem(`order #${order.seq}: the retry got ${again.status}, expected 200 replay`);
        }
        settle(order, [first, again]);
      } else {
        issued += 1;
        settle(order, [await send(order, 'order')]);
      }
    }
  }

  const agents = [];
  try {
    await Promise.all(Array.from({ length: config.clients }, (_, index) => client(index + 1)));
  } finally {
    for (const agent of agents) agent.destroy();
  }
  return { startedAt, elapsedMs: performance.now() - startedAt, runId };
}

// ---------------------------------------------------------------------------------------------------------------
// Figures

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 1 : 0)} ms` : 'n/a');

/**
 * Waits until the order e-mails (sent after the response) have reached the SMTP sink, so none is cut off by the stop:
 * two per created order, then no new one for a second; or nothing new for five seconds (some never came).
 */
async function waitForMailToSettle(expected) {
  let last = -1;
  let stableSince = performance.now();
  const deadline = performance.now() + 30_000;
  while (performance.now() < deadline) {
    const count = await smtp.count();
    if (count !== last) {
      last = count;
      stableSince = performance.now();
    } else if (performance.now() - stableSince > (count >= expected ? 1000 : 5000)) break;
    await sleep(250);
  }
}

/**
 * Matches the messages the SMTP sink received with the stored bench orders: each order needs its confirmation to its
 * customer and its notification to ORDER_NOTIFY_EMAIL, each exactly once, sent from MAIL_FROM.
 */
function checkMail(benchRows, messages) {
  const customerOf = new Map(benchRows.map((row) => [row.order_number, row.customer_email.toLowerCase()]));
  const confirmations = new Map();
  const notifications = new Map();
  const recipients = { customers: 0, shop: 0, other: 0 };
  let unexpected = 0;
  let example = '';
  for (const message of messages) {
    const number = ORDER_NUMBER.exec(message.subject ?? '')?.[0];
    const customer = number && customerOf.get(number);
    for (const to of message.to) {
      if (to === NOTIFY_EMAIL) recipients.shop++;
      else if (to.endsWith(`@${BENCH_DOMAIN}`) && to.startsWith('bench+')) recipients.customers++;
      else recipients.other++;
    }
    const only = message.to.length === 1 ? message.to[0] : null;
    if (!customer || message.from !== MAIL_FROM_ADDRESS || !only || (only !== customer && only !== NOTIFY_EMAIL)) {
      unexpected++;
      example ||= `from ${message.from} to ${message.to.join(', ')}: ${JSON.stringify(message.subject)}`;
      continue;
    }
    const seen = only === NOTIFY_EMAIL ? notifications : confirmations;
    seen.set(number, (seen.get(number) ?? 0) + 1);
  }
  const numbers = [...customerOf.keys()];
  const once = (seen, number) => seen.get(number) === 1;
  return {
    messages: messages.length,
    recipients,
    orders: numbers.length,
    ordersWithBoth: numbers.filter((n) => once(confirmations, n) && once(notifications, n)).length,
    missingConfirmation: numbers.filter((n) => !confirmations.has(n)).length,
    missingNotification: numbers.filter((n) => !notifications.has(n)).length,
    duplicates: [...confirmations.values(), ...notifications.values()].filter((n) => n > 1).length,
    unexpected,
    example,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Database checks (after the server has exited)

async function verifyDatabase(loadStartedAt) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = new PGlite(path.join(dataDir, 'db'), { extensions: { pg_trgm } });
  try {
    await db.waitReady;
    const q = async (text, params) => (await db.query(text, params)).rows;
    const like = `%@${BENCH_DOMAIN}`;
    const [{ total }] = await q(`select count(*)::int as total from orders`);
    const benchRows = await q(
      `select id, order_number, customer_email, total_cents, idempotency_key from orders where customer_email like $1`,
      [like],
    );
    const [{ others, others_during_run }] = await q(
      `select count(*)::int as others, count(*) filter (where created_at >= $2)::int as others_during_run
         from orders where customer_email not like $1`,
      [like, loadStartedAt],
    );
    const items = await q(
      `select i.order_id, i.product_id, i.unit_price_cents, i.quantity from order_items i
         join orders o on o.id = i.order_id where o.customer_email like $1`,
      [like],
    );
    const totalMismatches = await q(
      `select o.order_number, o.total_cents, coalesce(sum(i.unit_price_cents * i.quantity), 0)::int as items_cents, count(i.id)::int as lines
         from orders o left join order_items i on i.order_id = o.id
        group by o.id having count(i.id) = 0 or o.total_cents <> coalesce(sum(i.unit_price_cents * i.quantity), 0)`,
    );
    const duplicateKeys = await q(
      `select idempotency_key, count(*)::int as n from orders where idempotency_key is not null group by 1 having count(*) > 1`,
    );
    const duplicateNumbers = await q(
      `select order_number, count(*)::int as n from orders group by 1 having count(*) > 1`,
    );
    return {
      total,
      benchRows,
      others,
      othersDuringRun: others_during_run,
      items,
      totalMismatches,
      duplicateKeys,
      duplicateNumbers,
    };
  } finally {
    await db.close();
  }
}

function judge(dbState, mail) {
  const checks = [];
  const check = (name, pass, detail) => checks.push({ name, pass, detail });
  const received = [...orders.values()].filter((o) => o.orderNumber);
  const receivedNumbers = new Set(received.map((o) => o.orderNumber));
  const errors = records.filter((r) => r.error);

  check(
    'HTTP: every request answered 201/200',
    errors.length === 0,
    `${errors.length} errors of ${records.length} requests`,
  );
  check(
    'Responses: totals as computed from catalogue prices, replays identical',
    problems.length === 0,
    problems.length === 0 ? 'all consistent' : `${problems.length + (problems.overflow ?? 0)} inconsistencies`,
  );

  if (!dbState) {
    check('Database checks', false, 'not run');
    return checks;
  }
  const rowsByNumber = new Map();
  for (const row of dbState.benchRows)
    rowsByNumber.set(row.order_number, [...(rowsByNumber.get(row.order_number) ?? []), row]);
  const lost = [...receivedNumbers].filter((n) => !rowsByNumber.has(n));
  const unknown = dbState.benchRows.filter((row) => !receivedNumbers.has(row.order_number));
  check(
    'DB: bench orders = unique order numbers received',
    dbState.benchRows.length === receivedNumbers.size,
    `${dbState.benchRows.length} in DB, ${receivedNumbers.size} received`,
  );
  check(
    'DB: no lost order (every received number is stored)',
    lost.length === 0,
    lost.length
      ? `missing: ${lost.slice(0, 5).join(', ')}${lost.length > 5 ? ', ...' : ''}`
      : `${receivedNumbers.size} found`,
  );
  check(
    'DB: no duplicated or unannounced order',
    unknown.length === 0 && dbState.duplicateNumbers.length === 0,
    unknown.length || dbState.duplicateNumbers.length
      ? `${unknown.length} stored orders no client was told about (e.g. ${unknown
          .slice(0, 3)
          .map((r) => `${r.order_number} for ${r.customer_email}`)
          .join('; ')}), ${dbState.duplicateNumbers.length} duplicated numbers`
      : 'each number exactly once',
  );

  const emails = new Map();
  for (const row of dbState.benchRows) emails.set(row.customer_email, (emails.get(row.customer_email) ?? 0) + 1);
  const twice = [...emails].filter(([, n]) => n > 1);
  check(
    'DB: one order per client order (no double-click / retry duplicates)',
    twice.length === 0,
    twice.length
      ? `${twice.length} client orders stored more than once, e.g. ${twice[0][0]}`
      : `${emails.size} client orders, each once`,
  );

  const wrongKey = dbState.benchRows.filter((row) => {
    const seq = Number(/^bench\+(\d+)@/.exec(row.customer_email)?.[1]);
    return orders.get(seq)?.key !== row.idempotency_key;
  });
  check(
    'DB: idempotency keys unique and stored with their order',
    dbState.duplicateKeys.length === 0 && wrongKey.length === 0,
    `${dbState.duplicateKeys.length} duplicated keys, ${wrongKey.length} orders with another key than their client sent`,
  );

  const toldSum = received.reduce((sum, o) => sum + o.toldCents, 0);
  const expectedSum = received.reduce((sum, o) => sum + o.expectedCents, 0);
  const dbSum = dbState.benchRows.reduce((sum, row) => sum + row.total_cents, 0);
  check(
    'DB: sum(total_cents) of bench orders = sum told to clients',
    dbSum === toldSum && toldSum === expectedSum,
    `DB $${money(dbSum)}, told $${money(toldSum)}, computed $${money(expectedSum)}`,
  );

  const itemsByOrder = new Map();
  for (const item of dbState.items) itemsByOrder.set(item.order_id, [...(itemsByOrder.get(item.order_id) ?? []), item]);
  let wrongItems = 0;
  let example = '';
  for (const row of dbState.benchRows) {
    const order = orders.get(Number(/^bench\+(\d+)@/.exec(row.customer_email)?.[1]));
    const stored = (itemsByOrder.get(row.id) ?? [])
      .map((i) => `${i.product_id}x${i.quantity}@${i.unit_price_cents}`)
      .sort()
      .join(',');
    const sent = (order?.items ?? [])
      .map((i) => `${i.productId}x${i.quantity}@${i.priceCents}`)
      .sort()
      .join(',');
    if (stored !== sent || row.total_cents !== order?.expectedCents) {
      wrongItems++;
      example ||= `${row.order_number}: stored [${stored}] total ${row.total_cents}, ordered [${sent}] total ${order?.expectedCents}`;
    }
  }
  check(
    'DB: each order total = sum of its items (all orders); items as ordered',
    dbState.totalMismatches.length === 0 && wrongItems === 0,
    dbState.totalMismatches.length || wrongItems
      ? `${dbState.totalMismatches.length} orders whose total differs from their items, ${wrongItems} bench orders not as ordered ${example}`
      : `${dbState.total} orders checked`,
  );
  check(
    'DB: nothing else written (all orders = seed + bench)',
    dbState.total === dbState.others + dbState.benchRows.length && dbState.othersDuringRun === 0,
    `${dbState.total} orders = ${dbState.others} seed + ${dbState.benchRows.length} bench; ${dbState.othersDuringRun} non-bench orders created during the run`,
  );
  check(
    'Mail: both e-mails of every stored order received over SMTP, once each',
    mail !== null && mail.ordersWithBoth === mail.orders && mail.duplicates === 0 && mail.unexpected === 0,
    mail === null
      ? 'not checked'
      : `${mail.ordersWithBoth} of ${mail.orders} orders with both; ${mail.missingConfirmation} confirmations and ${mail.missingNotification} notifications missing, ${mail.duplicates} duplicated, ${mail.unexpected} unexpected messages${mail.example ? ` (e.g. ${mail.example})` : ''}`,
  );
  return checks;
}

// ---------------------------------------------------------------------------------------------------------------
// Report

function sh(command, commandArgs) {
  try {
    return execFileSync(command, commandArgs, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
}

function buildReport({ load, startup, checks, mail, loadAvg, fatal }) {
  const all = records.map((r) => r.ms).sort((a, b) => a - b);
  const creates = records
    .filter((r) => r.status === 201)
    .map((r) => r.ms)
    .sort((a, b) => a - b);
  // The first wave meets a cold server (route module load, JIT): also show the figures without the first 5 s.
  const warm = load
    ? records
        .filter((r) => r.at - load.startedAt >= 5000)
        .map((r) => r.ms)
        .sort((a, b) => a - b)
    : [];
  const errors = records.filter((r) => r.error);
  const seconds = load ? load.elapsedMs / 1000 : 0;
  const byKind = (kind) => records.filter((r) => r.kind === kind).length;
  const errorKinds = new Map();
  for (const r of errors) {
    const key = r.error.replace(/SG-\S+/g, 'SG-…').slice(0, 160);
    errorKinds.set(key, (errorKinds.get(key) ?? 0) + 1);
  }
  const passed = !fatal && checks.length > 0 && checks.every((c) => c.pass);
  const stats = {
    ordersPerSecond: load ? counters.created / seconds : NaN,
    requests: records.length,
    errors: errors.length,
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    p99: percentile(all, 99),
    max: all.at(-1) ?? NaN,
    mails: mail?.messages ?? 0,
    mailOrders: mail?.orders ?? 0,
    mailOrdersWithBoth: mail?.ordersWithBoth ?? 0,
  };
  const rows = [
    ['Concurrent clients', String(config.clients)],
    ['Duration', load ? `${seconds.toFixed(1)} s (target ${config.seconds} s)` : 'n/a'],
    [
      'Client orders',
      `${counters.orders} (${counters.retries} re-sent after the answer, ${counters.doubleClicks} sent twice at once)`,
    ],
    [
      'HTTP requests',
      `${records.length} (${byKind('order')} first sends, ${byKind('retry')} retries, ${byKind('double-click')} double-click requests)`,
    ],
    ['Requests/s', load ? (records.length / seconds).toFixed(1) : 'n/a'],
    ['Orders created (201)', `${counters.created} (${load ? (counters.created / seconds).toFixed(1) : 'n/a'}/s)`],
    ['Replays answered (200, same order)', String(counters.replayed)],
    ['Errors (non-2xx or network)', String(errors.length)],
    [
      'Latency p50 / p95 / p99 / max, all requests',
      `${ms(percentile(all, 50))} / ${ms(percentile(all, 95))} / ${ms(percentile(all, 99))} / ${ms(all.at(-1))}`,
    ],
    [
      'Latency p50 / p95 / p99, creating requests',
      `${ms(percentile(creates, 50))} / ${ms(percentile(creates, 95))} / ${ms(percentile(creates, 99))}`,
    ],
    [
      'Latency p50 / p95 / p99 / max, after the first 5 s',
      `${ms(percentile(warm, 50))} / ${ms(percentile(warm, 95))} / ${ms(percentile(warm, 99))} / ${ms(warm.at(-1))}`,
    ],
    [
      'Order e-mails received over SMTP (2 per order)',
      mail
        ? `${mail.ordersWithBoth} of ${mail.orders} stored orders have both (${mail.messages} messages: ${mail.recipients.customers} to customers, ${mail.recipients.shop} to ORDER_NOTIFY_EMAIL, ${mail.recipients.other} to others)`
        : 'n/a',
    ],
    ['Server start (not counted)', startup],
  ];
  const commit = sh('git', ['rev-parse', '--short', 'HEAD']);
  const dirty = sh('git', ['status', '--porcelain']) ? ' + uncommitted changes' : '';
  const cpu = (os.cpus()[0]?.model ?? 'unknown CPU').replace(/\s+/g, ' ');
  const machine = `${sh('nproc', []) || os.availableParallelism()} cores (${cpu}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}, load average ${loadAvg} before the run`;
  return { rows, passed, errorKinds, machine, commit: `${commit}${dirty}`, seconds, stats, startup };
}

function printReport(report, checks, fatal) {
  const width = Math.max(...report.rows.map(([k]) => k.length));
  console.log('\n=== Checkout benchmark ===');
  for (const [key, value] of report.rows) console.log(`${key.padEnd(width)}  ${value}`);
  if (report.errorKinds.size) {
    console.log('\nErrors by kind:');
    for (const [kind, n] of report.errorKinds) console.log(`  ${n} × ${kind}`);
  }
  if (problems.length) {
    console.log('\nInconsistent responses (first 10):');
    for (const p of problems.slice(0, 10)) console.log(`  ${p}`);
  }
  console.log('\nChecks:');
  for (const c of checks) console.log(`  ${c.pass ? 'PASS' : 'FAIL'}  ${c.name}: ${c.detail}`);
  if (fatal) console.log(`\nFAILED: ${fatal}`);
  console.log(`\nResult: ${report.passed ? 'PASS' : 'FAIL'}`);
}

const DOCS_START = '<!-- bench:checkout -->';
const DOCS_END = '<!-- /bench:checkout -->';

/**
 * Writes the summary into docs/benchmarks.md between the bench:checkout markers and leaves the rest of the file as it
 * is (other benchmarks write their own sections). Without the markers, an unmarked "## Checkout under load" section
 * (written by older versions of this script) is replaced; otherwise the section is appended.
 */
function writeDocs(runs, targets, passed) {
  const file = path.join(root, 'docs', 'benchmarks.md');
  const date = new Date()
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');
  const first = runs[0].report;
  const env = [
    config.runs !== 5 && `BENCH_RUNS=${config.runs}`,
    config.clients !== 50 && `BENCH_CLIENTS=${config.clients}`,
    config.seconds !== 30 && `BENCH_SECONDS=${config.seconds}`,
  ].filter(Boolean);
  const lines = [
    DOCS_START,
    '## Checkout under load',
    '',
    `${config.clients} concurrent clients place orders through \`POST /_api/products/order\` for ${config.seconds} s against \`npm start\``,
    '(production build, `scripts/server.mjs`) on a fresh embedded database with the demo seed, each client from its own',
    'address (`X-Forwarded-For` behind one trusted proxy hop). Every order has 1–3 random products, quantities 1–5, its own',
    `\`Idempotency-Key\` and customer e-mail; about ${Math.round(config.retryRate * 100)} % are re-sent once the answer arrives (a retry) and about ${Math.round(config.doubleClickRate * 100)} % are sent twice at`,
    'the same time (a double click). Clients compute every total from the catalogue prices in integer cents. After each run',
    'the server is stopped and the database is opened to check that each order the clients were told about exists exactly',
    `once, nothing else was written, and the totals add up to the cent. Mail goes through SMTP: the benchmark runs its own`,
    'SMTP server on loopback (`SMTP_URL`, `MAIL_FROM` and `ORDER_NOTIFY_EMAIL` point the shop at it) and checks that every',
    'stored order sent its confirmation to its customer and its notification to `ORDER_NOTIFY_EMAIL`, each received once.',
    `The run is repeated ${config.runs} times, each with a fresh server and data directory, because the latency tail differs`,
    'from run to run.',
    '',
    `- **Result: ${passed ? 'PASS' : 'FAIL'}**`,
    `- Date: ${date}`,
    `- Machine: ${first.machine}`,
    `- Node ${process.version}; database: embedded PGlite (\`DATA_DIR/db\`, one connection, transactions serialized); commit ${first.commit}`,
    `- Command: \`npm run bench:checkout\` (= \`node scripts/bench-checkout.mjs\`${env.length ? `, with ${env.join(' ')}` : ''})`,
    '',
    '| Run | Orders/s | Requests | Errors | p50 | p95 | p99 | max | E-mails over SMTP | Checks |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...runs.map(({ run, report, checks, fatal }) => {
      const st = report.stats;
      const failed = checks.filter((c) => !c.pass).map((c) => c.name);
      const verdict = fatal
        ? `**FAIL**: ${fatal}`
        : failed.length
          ? `**FAIL**: ${failed.join('; ')}`
          : `all ${checks.length} PASS`;
      const mails = `${st.mails} (${st.mailOrdersWithBoth} of ${st.mailOrders} orders with both)`;
      return `| ${run} | ${st.ordersPerSecond.toFixed(1)} | ${st.requests} | ${st.errors} | ${ms(st.p50)} | ${ms(st.p95)} | ${ms(st.p99)} | ${ms(st.max)} | ${mails} | ${verdict.replaceAll('|', '\\|')} |`;
    }),
    '',
    '| Target (every run) | Result | Detail |',
    '|---|---|---|',
    ...targets.map((t) => `| ${t.name} | ${t.pass ? 'PASS' : '**FAIL**'} | ${t.detail} |`),
    '',
    'Latency is measured by the clients on the same machine (the load generator shares the 2 cores with the server, and',
    'other work on the machine adds noise), from sending the request to reading the whole answer. The checks of each run:',
    'every request answered 201/200, totals as computed, replays identical, no lost, duplicated or unannounced order, keys',
    'stored with their order, sums to the cent, nothing else written, both e-mails of every order received once over SMTP.',
    'The server is started cold for each run and measured from its first order: `GET /_api/health` answers 200 only once',
    'the server has warmed up (docs/decisions/warm-start.md). Options: `BENCH_RUNS`, `BENCH_CLIENTS`,',
    '`BENCH_SECONDS`, `BENCH_PORT` (3400), `BENCH_MAX_REQUESTS`, `BENCH_DUMP=file.jsonl`, `--keep` (keep',
    '`.data/bench-<timestamp>-run<n>` and their `server.log`), `--no-docs`.',
    DOCS_END,
  ];
  const section = lines.join('\n');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  let next;
  // Only a marker on a line of its own counts (the file's introduction may name them).
  const lineAt = (marker) =>
    new RegExp(`^${marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm').exec(current)?.index ?? -1;
  const from = lineAt(DOCS_START);
  const to = lineAt(DOCS_END);
  if (from !== -1 && to > from) {
    next = current.slice(0, from) + section + current.slice(to + DOCS_END.length);
  } else {
    const legacy = /^## Checkout under load$/m.exec(current);
    if (legacy) {
      const after = current.slice(legacy.index + legacy[0].length);
      const nextHeading = /^## /m.exec(after);
      const end = nextHeading ? legacy.index + legacy[0].length + nextHeading.index : current.length;
      next = `${current.slice(0, legacy.index)}${section}\n${nextHeading ? '\n' : ''}${current.slice(end)}`;
    } else {
      next = `${current.trimEnd()}\n\n${section}\n`;
    }
  }
  writeFileSync(file, next.endsWith('\n') ? next : `${next}\n`);
  writeReadme(runs, targets, date.slice(0, 10));
}

/** Breaks prose into lines of at most 120 characters (the README's width). */
function wrap(text, width = 120) {
  const lines = [''];
  for (const word of text.split(' ')) {
    const line = lines.at(-1);
    if (line && line.length + 1 + word.length > width) lines.push(word);
    else lines[lines.length - 1] = line ? `${line} ${word}` : word;
  }
  return lines.join('\n');
}

/** The README's summary, between the same markers (added at the end of its Benchmarks section the first time). */
function writeReadme(runs, targets, day) {
  const file = path.join(root, 'README.md');
  const stats = runs.map((r) => r.report.stats);
  const range = (key, format) => {
    const values = stats.map((st) => st[key]);
    const [low, high] = [Math.min(...values), Math.max(...values)];
    return low === high ? format(low) : `${format(low)}–${format(high)}`;
  };
  const count = (value) => Math.round(value).toLocaleString('en-US');
  const worst = (key) => Math.max(...stats.map((st) => st[key]));
  const failing = (key, target) => stats.filter((st) => st[key] > target).length;
  const verdict = (key, target) =>
    failing(key, target) ? `FAIL in ${failing(key, target)} of ${runs.length} runs` : 'PASS';
  const exact = targets.find((t) => t.name.startsWith('No lost'))?.pass;
  const mailed = targets.find((t) => t.name.startsWith('Both e-mails'))?.pass;
  const cpus = sh('nproc', []) || String(os.availableParallelism());
  const text = wrap(
    `\`npm run bench:checkout\` starts \`npm start\` on a fresh embedded database with mail going through SMTP (its own ` +
      `SMTP server on loopback), runs ${config.clients} concurrent clients placing orders for ${config.seconds} s ` +
      `(${Math.round(config.retryRate * 100)} % retried and ${Math.round(config.doubleClickRate * 100)} % double-clicked ` +
      'with the same `Idempotency-Key`), stops the server and checks the database and the e-mails received. Full ' +
      `report: \`docs/benchmarks.md\`. Latest (${day}, ${cpus} cores, Node ${process.versions.node.split('.')[0]}, ` +
      `embedded PGlite, ${runs.length} runs of ${config.seconds} s, each on a freshly started server): ` +
      `**${count(stats.reduce((n, st) => n + st.errors, 0))} errors in ${count(stats.reduce((n, st) => n + st.requests, 0))} ` +
      `requests, ${exact ? '0 lost, 0 duplicated orders**, totals to the cent' : 'lost, duplicated or miscounted orders (FAIL)**'} ` +
      `in every run; ${mailed ? 'both e-mails of every order received over SMTP' : 'e-mails missing over SMTP (FAIL)'} ` +
      `(${count(stats.reduce((n, st) => n + st.mails, 0))} messages); ${range('ordersPerSecond', (v) => v.toFixed(0))} ` +
      `orders/s, p50 ${range('p50', count)} ms, worst p99 **${count(worst('p99'))} ms (target ` +
      `${count(config.p99TargetMs)}: ${verdict('p99', config.p99TargetMs)})**, worst max **${count(worst('max'))} ms ` +
      `(target ${count(config.maxTargetMs)}: ${verdict('max', config.maxTargetMs)})**.`,
  );
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const block = `${DOCS_START}\n${text}\n${DOCS_END}`;
  const from = current.indexOf(DOCS_START);
  const to = current.indexOf(DOCS_END);
  let next;
  if (from !== -1 && to > from) next = current.slice(0, from) + block + current.slice(to + DOCS_END.length);
  else {
    const heading = current.indexOf('\n## Benchmarks');
    const end = heading === -1 ? -1 : current.indexOf('\n## ', heading + 1);
    next =
      end === -1
        ? `${current.trimEnd()}\n\n${block}\n`
        : `${current.slice(0, end).trimEnd()}\n\n${block}\n${current.slice(end)}`;
  }
  writeFileSync(file, next);
}

// ---------------------------------------------------------------------------------------------------------------

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (interrupted) return;
    interrupted = true;
    log(`${signal}: stopping the server`);
    await stopServer().catch(() => {});
    process.exit(130);
  });
}

/** One run: a fresh server and data directory, the load, the database checks. */
async function runOnce(run) {
  startRun(run);
  let fatal = null;
  let load = null;
  let dbState = null;
  let mail = null;
  let startup = 'n/a';
  const loadAvg = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

  await assertPortFree(config.port);
  log(
    `run ${run} of ${config.runs}: data dir ${path.relative(root, dataDir)}, port ${config.port}, ${config.clients} clients for ${config.seconds} s`,
  );
  smtp = await startSmtpSink();
  const spawnedAt = performance.now();
  const state = startServer();
  let loadStartedAt = null;
  try {
    const health = await waitForHealth(state);
    const build = state.buildStart
      ? `build ${((state.buildEnd - state.buildStart) / 1000).toFixed(1)} s, then `
      : 'no build needed, ';
    startup = `${build}ready (migrate + seed) ${((health.at - (state.buildEnd || spawnedAt)) / 1000).toFixed(1)} s after \`next start\``;
    log(`server ready: ${startup}`);

    const response = await fetch(`${base}/_api/products`);
    if (response.status !== 200) throw new Error(`GET /_api/products answered ${response.status}`);
    const catalogue = (await response.json()).map((p) => ({ id: p.id, name: p.name, priceCents: toCents(p.price) }));
    const badPrice = catalogue.find((p) => !Number.isInteger(p.id) || p.priceCents === null);
    if (badPrice) throw new Error(`unexpected catalogue entry ${JSON.stringify(badPrice)}`);
    if (catalogue.length === 0) throw new Error('the catalogue is empty');
    log(`catalogue: ${catalogue.length} products; load running...`);

    loadStartedAt = new Date();
    load = await runLoad(catalogue);
    if (process.env.BENCH_DUMP) {
      // Every request as JSON lines (run, start offset and latency in ms), for looking at the latency distribution.
      const t0 = load.startedAt;
      const dump = records.map((r) => JSON.stringify({ run, ...r, at: Math.round(r.at - t0), ms: Math.round(r.ms) }));
      if (run === 1) writeFileSync(process.env.BENCH_DUMP, '');
      writeFileSync(process.env.BENCH_DUMP, dump.join('\n') + '\n', { flag: 'a' });
    }
    log(
      `load done: ${records.length} requests in ${(load.elapsedMs / 1000).toFixed(1)} s; waiting for order e-mails to settle`,
    );
    await waitForMailToSettle(2 * counters.created);
  } catch (error) {
    fatal = error.message;
  }
  log('stopping the server (SIGTERM)');
  await stopServer();
  if (server.killed) fatal ??= 'the server had to be killed (SIGKILL) after SIGTERM';
  const messages = await smtp.messages().catch((error) => {
    fatal ??= `the SMTP sink failed: ${error.message}`;
    return [];
  });
  await smtp.close();

  if (load) {
    try {
      dbState = await verifyDatabase(loadStartedAt);
      mail = checkMail(dbState.benchRows, messages);
    } catch (error) {
      fatal ??= `database check failed: ${error.message}`;
    }
  }

  const checks = load ? judge(dbState, mail) : [];
  const report = buildReport({ load, startup, checks, mail, loadAvg, fatal });
  printReport(report, checks, fatal);

  const serverErrors = serverErr.filter((line) => !/ExperimentalWarning|--trace-warnings/.test(line));
  if (!report.passed && serverErrors.length) {
    console.log('\nServer stderr (last 60 lines):');
    for (const line of serverErrors.slice(-60)) console.log(`  ${line}`);
  } else if (!report.passed && !load) {
    console.log('\nServer output (tail):');
    console.log(
      state.out
        .split('\n')
        .slice(-40)
        .map((l) => `  ${l}`)
        .join('\n'),
    );
  }

  if (config.keep || !report.passed) {
    log(`kept ${path.relative(root, dataDir)} (server log: ${path.relative(root, logPath)})`);
  } else {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { run, report, checks, fatal, load };
}

/** The targets every run must meet; the latency ones are judged on each run's own figures. */
function judgeTargets(runs) {
  const worst = (key) =>
    runs.reduce((w, r) => (r.report.stats[key] > w.value ? { value: r.report.stats[key], run: r.run } : w), {
      value: -Infinity,
      run: 0,
    });
  const dbChecks = (r) => r.checks.filter((c) => c.name.startsWith('DB:') || c.name.startsWith('Responses:'));
  const mailCheck = (r) => r.checks.find((c) => c.name.startsWith('Mail:'));
  const p99 = worst('p99');
  const max = worst('max');
  const errors = runs.reduce((n, r) => n + r.report.stats.errors, 0);
  const incomplete = runs.filter((r) => r.fatal || !r.load);
  return [
    {
      name: 'Every run completed',
      pass: incomplete.length === 0,
      detail: incomplete.length
        ? incomplete.map((r) => `run ${r.run}: ${r.fatal ?? 'no load'}`).join('; ')
        : `${runs.length} of ${config.runs}`,
    },
    {
      name: 'No error (non-2xx or network)',
      pass: errors === 0 && runs.every((r) => r.checks.some((c) => c.name.startsWith('HTTP:') && c.pass)),
      detail: `${errors} errors in ${runs.reduce((n, r) => n + r.report.stats.requests, 0)} requests`,
    },
    {
      name: 'No lost or duplicated order, money and keys exact',
      pass: runs.every((r) => dbChecks(r).length > 0 && dbChecks(r).every((c) => c.pass)),
      detail:
        runs
          .flatMap((r) =>
            dbChecks(r)
              .filter((c) => !c.pass)
              .map((c) => `run ${r.run}: ${c.name}`),
          )
          .join('; ') || 'all database and response checks pass in every run',
    },
    {
      name: 'Both e-mails of every order received over SMTP',
      pass: runs.every((r) => mailCheck(r)?.pass),
      detail:
        runs
          .filter((r) => !mailCheck(r)?.pass)
          .map((r) => `run ${r.run}: ${mailCheck(r)?.detail ?? 'not checked'}`)
          .join('; ') ||
        `${runs.reduce((n, r) => n + r.report.stats.mails, 0)} messages for ${runs.reduce((n, r) => n + r.report.stats.mailOrders, 0)} orders, each order's two once`,
    },
    {
      name: `p99 ≤ ${ms(config.p99TargetMs)}`,
      pass: runs.every((r) => r.report.stats.p99 <= config.p99TargetMs),
      detail: `worst p99 ${ms(p99.value)} (run ${p99.run})`,
    },
    {
      name: `max ≤ ${ms(config.maxTargetMs)}`,
      pass: runs.every((r) => r.report.stats.max <= config.maxTargetMs),
      detail: `worst max ${ms(max.value)} (run ${max.run})`,
    },
  ];
}

async function main() {
  try {
    await assertPortFree(config.port);
  } catch (error) {
    console.error(`[bench] ${error.message}`);
    return 2;
  }
  const runs = [];
  for (let run = 1; run <= config.runs; run++) runs.push(await runOnce(run));

  const targets = judgeTargets(runs);
  const passed = runs.every((r) => r.report.passed) && targets.every((t) => t.pass);
  console.log(`\n=== Checkout benchmark: ${runs.length} runs ===`);
  console.log(
    'run  orders/s  requests  errors       p50       p95       p99       max  e-mails (orders with both)  checks',
  );
  for (const { run, report } of runs) {
    const st = report.stats;
    console.log(
      `${String(run).padStart(3)}  ${st.ordersPerSecond.toFixed(1).padStart(8)}  ${String(st.requests).padStart(8)}  ${String(st.errors).padStart(6)}  ${[st.p50, st.p95, st.p99, st.max].map((v) => ms(v).padStart(8)).join('  ')}  ${`${st.mails} (${st.mailOrdersWithBoth}/${st.mailOrders})`.padStart(26)}  ${report.passed ? 'PASS' : 'FAIL'}`,
    );
  }
  console.log('\nTargets (every run):');
  for (const t of targets) console.log(`  ${t.pass ? 'PASS' : 'FAIL'}  ${t.name}: ${t.detail}`);
  console.log(`\nResult: ${passed ? 'PASS' : 'FAIL'}`);
  if (config.writeDocs && runs.some((r) => r.load)) {
    writeDocs(runs, targets, passed);
    log('wrote the bench:checkout sections of docs/benchmarks.md and README.md');
  }
  return passed ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  async (error) => {
    console.error(`[bench] ${error.stack ?? error}`);
    await stopServer().catch(() => {});
    process.exit(1);
  },
);
