#!/usr/bin/env node
// `npm run bench:order-page`: the buyer's order page (/orders/<number>?key=) warm latency against a bare Next.js page
// rendered on every request, measured in the same run on the same core.
//
//   1. The shop: `scripts/start.mjs` (builds first when the build is stale; not counted) on a throw-away DATA_DIR with
//      the demo seed. One order is placed through POST /_api/products/order (with the shop's first pickup option
//      that has room, when the shop offers any); its answer's orderUrl is the page measured.
//   2. The bare app (bench/pages/bare, shared with bench:pages; built here when it has no build): `next start`.
//      Its /page-dynamic (a page rendered on every request, as the order page is) is the framework's floor.
//   3. Both servers pinned to core 0 (taskset, when available); requests are sent one at a time from this process
//      (core 1): BENCH_WARMUP requests each to warm up, then BENCH_REQUESTS each, alternating in blocks of 50 so a
//      drift of the machine's speed moves both rows alike. Only status 200 counts; anything else fails the run.
//
// Prints p50 / p95 / p99 / max per target and PASS/FAIL for the order page's p95 against 100 ms, and writes the
// section between `<!-- bench:order-page -->` markers in docs/benchmarks.md (unless --no-docs).
//
//   node scripts/bench-order-page.mjs [--no-docs] [--keep]
//   env BENCH_PORT (3440; the bare app uses BENCH_PORT+1), BENCH_REQUESTS (500), BENCH_WARMUP (100)
//
// Only ever talks to 127.0.0.1.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync, createWriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(import.meta.dirname, '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const bareDir = path.join(root, 'bench', 'pages', 'bare');
const nextVersion = JSON.parse(readFileSync(path.join(root, 'node_modules', 'next', 'package.json'), 'utf8')).version;
const args = new Set(process.argv.slice(2));
for (const arg of args) {
  if (!['--no-docs', '--keep'].includes(arg)) {
    console.error(`Unknown argument ${arg}. Usage: node scripts/bench-order-page.mjs [--no-docs] [--keep]`);
    process.exit(2);
  }
}
const intEnv = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} must be a positive integer.`);
    process.exit(2);
  }
  return value;
};
const port = intEnv('BENCH_PORT', 3440);
const requests = intEnv('BENCH_REQUESTS', 500);
const warmup = intEnv('BENCH_WARMUP', 100);
const shopBase = `http://127.0.0.1:${port}`;
const bareBase = `http://127.0.0.1:${port + 1}`;
const TARGET_P95_MS = 100;
const BLOCK = 50;
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');
const dataDir = path.join(root, '.data', `bench-order-page-${stamp}`);
const log = (message) => console.log(`[bench:order-page] ${message}`);

const hasTaskset = spawnSync('taskset', ['--version']).status === 0 && os.cpus().length >= 2;
const pinned = (command, commandArgs) =>
  hasTaskset ? ['taskset', ['-c', '0', command, ...commandArgs]] : [command, commandArgs];
if (hasTaskset) execFileSync('taskset', ['-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });

const servers = [];
function start(name, command, commandArgs, env) {
  const [cmd, cmdArgs] = pinned(command, commandArgs);
  const logStream = createWriteStream(path.join(dataDir, `${name}.log`));
  const child = spawn(cmd, cmdArgs, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout.pipe(logStream);
  child.stderr.pipe(logStream);
  const server = { name, child, exited: new Promise((resolve) => child.on('exit', resolve)) };
  servers.push(server);
  return server;
}
async function stopAll() {
  for (const server of servers) {
    try {
      process.kill(-server.child.pid, 'SIGTERM');
    } catch {}
  }
  await Promise.race([Promise.all(servers.map((s) => s.exited)), sleep(15_000)]);
}
process.on('SIGINT', () => stopAll().then(() => process.exit(130)));

async function waitFor(url, server, timeoutMs = 300_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.child.exitCode !== null) throw new Error(`${server.name} exited (see ${dataDir})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function placeOrder() {
  const products = await (await fetch(`${shopBase}/_api/products`)).json();
  const options = await fetch(`${shopBase}/_api/pickup-options`)
    .then((r) => (r.ok ? r.json() : { pickupOptions: [] }))
    .catch(() => ({ pickupOptions: [] }));
  const open = options.pickupOptions.find((o) => o.remaining === null || o.remaining > 0);
  const response = await fetch(`${shopBase}/_api/products/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shopBase },
    body: JSON.stringify({
      customerFirstName: 'Bench',
      customerLastName: 'Buyer',
      customerEmail: 'bench-buyer@load.test',
      items: products.slice(0, 3).map((p, i) => ({ productId: p.id, quantity: i + 1 })),
      ...(open ? { pickupOptionId: open.id } : {}),
    }),
  });
  const body = await response.json();
  if (response.status !== 201) throw new Error(`placing the order: ${response.status} ${JSON.stringify(body)}`);
  const url = new URL(body.orderUrl);
  return { path: `${url.pathname}${url.search}`, orderNumber: body.orderNumber, pickup: Boolean(open) };
}

async function timed(url) {
  const started = performance.now();
  const response = await fetch(url);
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return { ms, bytes: Buffer.byteLength(text) };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(targets) {
  targets.loadBefore = os.loadavg()[0];
  for (const target of targets) for (let i = 0; i < warmup; i++) await timed(target.url);
  for (const target of targets) target.samples = [];
  for (let done = 0; done < requests; done += BLOCK) {
    for (const target of targets) {
      for (let i = 0; i < Math.min(BLOCK, requests - done); i++) {
        const { ms, bytes } = await timed(target.url);
        target.samples.push(ms);
        target.bytes = bytes;
      }
    }
  }
  targets.loadAfter = os.loadavg()[0];
  for (const target of targets) {
    const sorted = [...target.samples].sort((a, b) => a - b);
    Object.assign(target, {
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1),
    });
  }
}

function report(targets, order) {
  const [page, bare] = targets;
  const verdict = page.p95 <= TARGET_P95_MS ? 'PASS' : 'FAIL';
  const rows = targets.map(
    (t) =>
      `| ${t.label} | ${t.p50.toFixed(1)} | ${t.p95.toFixed(1)} | ${t.p99.toFixed(1)} | ${t.max.toFixed(1)} | ${(t.bytes / 1024).toFixed(1)} |`,
  );
  return [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Next ${nextVersion}, Node ${process.version}, ` +
      `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), servers ${hasTaskset ? 'pinned to core 0' : 'not pinned'}; ` +
      `${requests} sequential warm requests per target after ${warmup} warm-up, interleaved in blocks of ${BLOCK}. ` +
      `Order ${order.orderNumber} (3 lines${order.pickup ? ', a pickup option' : ''}), demo data. ` +
      `Machine load average (1 min) ${targets.loadBefore.toFixed(1)} before, ${targets.loadAfter.toFixed(1)} after: ` +
      `above the core count, other processes shared the cores and the absolute figures are inflated; the bare row ` +
      `measured beside it shows by how much.`,
    '',
    '| target | p50 ms | p95 ms | p99 ms | max ms | HTML kB |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `Order page p95 ${page.p95.toFixed(1)} ms against the ${TARGET_P95_MS} ms target: **${verdict}** ` +
      `(${(page.p95 - bare.p95).toFixed(1)} ms above the bare dynamic page's p95).`,
  ].join('\n');
}

function writeDocs(text) {
  const file = path.join(root, 'docs', 'benchmarks.md');
  const doc = readFileSync(file, 'utf8');
  const open = '<!-- bench:order-page -->';
  const close = '<!-- /bench:order-page -->';
  const block = `${open}\n${text}\n${close}`;
  const next = doc.includes(open)
    ? doc.replace(new RegExp(`${open}[\\s\\S]*?${close}`), block)
    : `${doc.trimEnd()}\n\n## The buyer's order page (\`npm run bench:order-page\`)\n\n${block}\n`;
  writeFileSync(file, next);
}

async function main() {
  mkdirSync(dataDir, { recursive: true });
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATA_DIR: path.join(dataDir, 'shop-data'),
    PORT: String(port),
    APP_URL: shopBase,
    SEED_DEMO: '1',
    AUTH_SECRET: 'bench-order-page-only-secret-0123456789-abcdefghij',
    ADMIN_EMAIL: 'bench-admin@load.test',
    ADMIN_PASSWORD: 'bench-admin-password',
    SMTP_URL: '',
    TRUST_PROXY: '',
  };
  delete env.DATABASE_URL;
  delete env.SKIP_BUILD;
  mkdirSync(env.DATA_DIR, { recursive: true });
  const shop = start('shop', process.execPath, [path.join(root, 'scripts', 'start.mjs')], env);
  if (!existsSync(path.join(bareDir, '.next', 'BUILD_ID'))) {
    log('building the bare app (bench/pages/bare)...');
    const built = spawnSync(process.execPath, [nextBin, 'build', bareDir], {
      cwd: root,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: 'ignore',
    });
    if (built.status !== 0) throw new Error('the bare app did not build');
  }
  const bare = start('bare', process.execPath, [nextBin, 'start', bareDir, '-p', String(port + 1), '-H', '127.0.0.1'], {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
  });
  await waitFor(`${shopBase}/_api/health`, shop);
  await waitFor(`${bareBase}/page-dynamic`, bare);
  log('both servers ready');
  const order = await placeOrder();
  const targets = [
    { label: `order page (/orders/…?key=)`, url: `${shopBase}${order.path}` },
    { label: 'bare Next page rendered per request (/page-dynamic)', url: `${bareBase}/page-dynamic` },
  ];
  await measure(targets);
  const text = report(targets, order);
  console.log(`\n${text}\n`);
  if (!args.has('--no-docs')) writeDocs(text);
}

try {
  await main();
  await stopAll();
  if (!args.has('--keep')) rmSync(dataDir, { recursive: true, force: true });
} catch (error) {
  console.error(`[bench:order-page] ${error instanceof Error ? error.message : error}`);
  await stopAll();
  process.exit(1);
}
