#!/usr/bin/env node
// `npm run bench:pages`: the shop's public reads against a bare Next.js app of the same version, on one core.
//
// The bare app lives in bench/pages/bare (no package.json of its own: it runs the repository's node_modules/next).
// Both servers run side by side pinned to one core (taskset -c 0) and are measured in turns, never at the same time
// (each shop target right next to the bare target it is judged against, so a drift of the machine's speed moves
// both sides of a ratio alike); the load generator (autocannon, a child process) runs on the other core (taskset -c
// 1). Every target gets one warm-up slice before any is measured (the server's shared code is then compiled), and
// each target is warmed up again (a cold static route needs several seconds), then loaded by BENCH_CONNECTIONS
// keep-alive connections for BENCH_SECONDS. Only answers with status 200 count as requests; anything else (other status, socket error,
// timeout) is an error. The server's CPU time over the run is read from /proc: its share of the core shows when
// other processes took the core, and requests per CPU-second is the figure such noise disturbs least.
//
//   1. The shop: `scripts/start.mjs` (builds first when the build is stale; not counted) on a throw-away DATA_DIR with
//      the demo seed, pinned once it is ready. A fundraiser page's slug comes from the public /sitemap.xml (the data
//      directory is never opened while the server runs: PGlite has no cross-process lock). Its targets: GET
//      /_api/products, /products, a filtered /products (issue 28: `?roast=3&note=chocolate`, a demo coffee matches),
//      /, /fundraisers/<slug> and /campaigns/<slug>, as the shop serves them today
//      (whatever that is: the report shows each answer's Cache-Control / x-nextjs-cache). Then the fundraiser's share
//      card (`card.png`, the og:image) one request at a time, warm: its latency against the 150 ms target.
//   2. The bare app is rebuilt when its sources or Next changed, or when its sizes are more than 10 % off the shop's:
//      its prerendered page is filled (BENCH_BARE_FILLER_BYTES, read at build time) until its HTML is about the size
//      of the shop's /products HTML, and its JSON route returns as many product-like objects as GET /_api/products,
//      in about as many bytes. Served by `next start`.
//   3. Both warmed up, then measured in turns (see measureInterleaved), then both stopped.
//
// The judged baselines are static: /json-static (a route handler prerendered by `next build`) and /page-static
// (a prerendered page). A public, cacheable read is what the shop's targets are; the fair bar for a shop route that
// can be cached is what Next serves when it is cached, so the targets (≥ 0.8× those) say how close the shop comes to
// serving from its cache. /json-dynamic and /page-dynamic (the same content produced on every request) are measured
// as references only: the gap between them and the static ones is Next's per-request rendering cost, the rest of the
// shop's gap is its own work (proxy, session, database, React tree).
//
// Prints a table and the ratios with PASS/FAIL, writes the `bench:pages` sections of docs/benchmarks.md and the
// README (only between their markers). Exit code 0 when the benchmark ran (even when a ratio misses its target),
// 1 when something broke (a server did not start, a build failed, a target answered other than 200), 2 on bad usage.
//
//   node scripts/bench-pages.mjs [--keep] [--no-docs] [--rebuild-bare]
//     --keep          keep the data directory (.data/bench-pages-<timestamp>) and its logs
//     --no-docs       do not rewrite the bench:pages sections of docs/benchmarks.md and the README
//     --rebuild-bare  build the bare app even when its build looks current
//   env BENCH_PORT (3420; the bare app uses BENCH_PORT+1), BENCH_CONNECTIONS (50), BENCH_SECONDS (10),
//       BENCH_WARMUP_SECONDS (3: one warm-up slice; slices repeat until two in a row agree within 10 %, at most 6),
//       BENCH_TIMEOUT_SECONDS (20, per request),
//       BENCH_ACCEPT_ENCODING (unset: uncompressed answers; e.g. `gzip` to make both servers compress)
//
// Only ever talks to 127.0.0.1.
import { execFileSync, spawn } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(import.meta.dirname, '..');
const bareDir = path.join(root, 'bench', 'pages', 'bare');
const bareNextDir = path.join(bareDir, '.next');
const bareStampPath = path.join(bareNextDir, 'bench-pages.json');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const autocannonBin = path.join(root, 'node_modules', 'autocannon', 'autocannon.js');
const nextVersion = JSON.parse(readFileSync(path.join(root, 'node_modules', 'next', 'package.json'), 'utf8')).version;

const USAGE = 'Usage: node scripts/bench-pages.mjs [--keep] [--no-docs] [--rebuild-bare]';
const args = new Set(process.argv.slice(2));
for (const arg of args) {
  if (!['--keep', '--no-docs', '--rebuild-bare'].includes(arg)) {
    console.error(`Unknown argument ${arg}. ${USAGE}`);
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

const config = {
  port: intEnv('BENCH_PORT', 3420, 1024, 65534),
  connections: intEnv('BENCH_CONNECTIONS', 50, 1, 1000),
  seconds: intEnv('BENCH_SECONDS', 10, 1, 600),
  warmupSeconds: intEnv('BENCH_WARMUP_SECONDS', 3, 0, 120),
  timeoutSeconds: intEnv('BENCH_TIMEOUT_SECONDS', 20, 1, 600),
  acceptEncoding: process.env.BENCH_ACCEPT_ENCODING?.trim() || '',
  keep: args.has('--keep'),
  writeDocs: !args.has('--no-docs'),
  rebuildBare: args.has('--rebuild-bare'),
};
const barePort = config.port + 1;
const shopBase = `http://127.0.0.1:${config.port}`;
const bareBase = `http://127.0.0.1:${barePort}`;
const TARGET_RATIO = 0.8;
const SIZE_TOLERANCE = 0.1; // rebuild the bare app when a size is more than 10 % off the shop's
const SERVER_CORE = 0;
const LOAD_CORE = 1;
const WARMUP_MAX_SLICES = 6;
const HEALTH_TIMEOUT_MS = 180_000;
const BUILD_TIMEOUT_MS = 900_000;
const STOP_TIMEOUT_MS = 30_000;

const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');
const dataDir = path.join(root, '.data', `bench-pages-${stamp}`);
const log = (message) => console.log(`[bench:pages] ${message}`);

function sh(command, commandArgs) {
  try {
    return execFileSync(command, commandArgs, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return '';
  }
}
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

// Pinning: servers on core 0, the load generator on core 1, when taskset exists and both cores are ours.
const allowedCores =
  sh('taskset', ['-c', '-p', String(process.pid)])
    .split(':')[1]
    ?.trim() ?? '';
const allowed = new Set(
  allowedCores.split(',').flatMap((part) => {
    const [from, to = from] = part.split('-').map(Number);
    return Number.isInteger(from) && Number.isInteger(to)
      ? Array.from({ length: to - from + 1 }, (_, i) => from + i)
      : [];
  }),
);
const pinning = allowed.has(SERVER_CORE) && allowed.has(LOAD_CORE);
const pinned = (core, command, commandArgs) =>
  pinning ? ['taskset', ['-c', String(core), command, ...commandArgs]] : [command, commandArgs];

// ---------------------------------------------------------------------------------------------------------------
// Processes

const servers = new Set(); // running server states, for the signal handler

async function assertPortFree(port) {
  await new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} is already in use: set BENCH_PORT to a free port (the bare app uses BENCH_PORT+1).`)
          : error,
      ),
    );
    probe.listen(port, () => probe.close(resolve)); // all interfaces, like `next start`
  });
}

/** Spawns a server in its own process group, logging to `logFile`; watches stdout for a build and for "Ready in". */
function spawnServer(name, command, commandArgs, { env, logFile }) {
  const logStream = createWriteStream(logFile);
  const child = spawn(command, commandArgs, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const state = { name, child, logStream, exitCode: undefined, signal: undefined, out: '', err: [] };
  state.building = false;
  state.buildStart = 0;
  state.buildEnd = 0;
  state.readyAt = 0;
  state.exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      state.exitCode = code;
      state.signal = signal;
      resolve();
    }),
  );
  child.stdout.on('data', (chunk) => {
    const text = String(chunk);
    logStream.write(text);
    state.out = (state.out + text).slice(-4000);
    if (!state.buildStart && text.includes('Building the shop')) {
      state.building = true;
      state.buildStart = performance.now();
      log('the shop build is stale: building first (not counted in the figures)...');
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
    logStream.write(text);
    for (const line of text.split('\n')) if (line.trim()) state.err.push(line);
    if (state.err.length > 200) state.err.splice(0, state.err.length - 200);
  });
  servers.add(state);
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

/** SIGTERM to the server's first process (start.mjs forwards it), then waits until its whole group is gone. */
async function stopServer(state) {
  if (!state || !servers.has(state)) return;
  const { child } = state;
  if (state.exitCode === undefined && state.signal === undefined) {
    try {
      process.kill(child.pid, 'SIGTERM');
    } catch {}
    await Promise.race([state.exited, sleep(STOP_TIMEOUT_MS)]);
  }
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (groupAlive(child.pid) && Date.now() < deadline) await sleep(100);
  if (groupAlive(child.pid)) {
    log(`${state.name} did not stop within ${STOP_TIMEOUT_MS / 1000} s after SIGTERM: killing its process group`);
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {}
    while (groupAlive(child.pid)) await sleep(100);
  }
  servers.delete(state);
  await new Promise((resolve) => state.logStream.end(resolve));
}

async function waitForUrl(state, url) {
  const spawnedAt = performance.now();
  let deadline = spawnedAt + HEALTH_TIMEOUT_MS;
  let lastError = '';
  for (;;) {
    if (state.exitCode !== undefined || state.signal !== undefined) {
      throw new Error(`${state.name} exited before it was ready (code ${state.exitCode}, signal ${state.signal}).`);
    }
    if (state.building) deadline = Math.max(deadline, state.buildStart + BUILD_TIMEOUT_MS);
    else if (state.buildEnd) deadline = Math.max(deadline, state.buildEnd + HEALTH_TIMEOUT_MS);
    if (performance.now() > deadline) throw new Error(`${url} did not answer 200 in time (last: ${lastError}).`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now();
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error.cause?.code ?? error.message;
    }
    await sleep(250);
  }
}

/** Every process of the group (start.mjs and the Next server under it), each with all its threads, onto one core. */
function pinGroup(pgid, core) {
  if (!pinning) return [];
  const pids = sh('pgrep', ['-g', String(pgid)])
    .split('\n')
    .filter(Boolean);
  for (const pid of pids) execFileSync('taskset', ['-a', '-p', '-c', String(core), pid], { stdio: 'ignore' });
  return pids;
}

// ---------------------------------------------------------------------------------------------------------------
// Requests

/** One uncompressed GET: status, body size and what the answer says about caching. */
async function probe(url) {
  const response = await fetch(url, {
    headers: { 'accept-encoding': 'identity' },
    signal: AbortSignal.timeout(30_000),
  });
  const body = Buffer.from(await response.arrayBuffer());
  const cacheControl = response.headers.get('cache-control') ?? '';
  const csp = response.headers.has('content-security-policy');
  const nextCache = response.headers.get('x-nextjs-cache');
  let servedAs;
  if (nextCache) servedAs = `Next's cache (${nextCache})`;
  else if (/no-store|private|no-cache/.test(cacheControl)) servedAs = 'per request (no-store)';
  else servedAs = cacheControl ? `Cache-Control: ${cacheControl}` : 'no Cache-Control';
  return { status: response.status, bytes: body.length, text: body.toString('utf8'), servedAs, csp };
}

async function probeOk(url) {
  const result = await probe(url);
  if (result.status !== 200) throw new Error(`GET ${url} answered ${result.status}: ${result.text.slice(0, 200)}`);
  return result;
}

/** A campaign page's slug, from the sitemap. */
async function findCampaignSlug() {
  const match = /\/campaigns\/([A-Za-z0-9._~%-]+)/.exec((await probeOk(`${shopBase}/sitemap.xml`)).text);
  if (!match) throw new Error('no campaign page found in /sitemap.xml');
  return match[1];
}

/** A public fundraiser page's slug: from the sitemap, else from the links of the home and campaign pages. */
async function findFundraiserSlug() {
  const sitemap = await probeOk(`${shopBase}/sitemap.xml`);
  const pattern = /\/fundraisers\/([A-Za-z0-9._~%-]+)/;
  let match = pattern.exec(sitemap.text);
  if (match) return { slug: match[1], source: '/sitemap.xml' };
  const campaigns = [...sitemap.text.matchAll(/\/campaigns\/([A-Za-z0-9._~%-]+)/g)].map((m) => `/campaigns/${m[1]}`);
  for (const page of ['/', ...campaigns]) {
    match = pattern.exec((await probe(`${shopBase}${page}`)).text);
    if (match) return { slug: match[1], source: page };
  }
  throw new Error('no public fundraiser page found in /sitemap.xml, / or the campaign pages');
}

/** autocannon in a child process on the load core; returns its JSON result. */
function autocannon(url, seconds) {
  const cannonArgs = [autocannonBin, '--json', '-c', String(config.connections), '-d', String(seconds)];
  cannonArgs.push('-t', String(config.timeoutSeconds));
  if (config.acceptEncoding) cannonArgs.push('-H', `accept-encoding=${config.acceptEncoding}`);
  cannonArgs.push(url);
  const [command, commandArgs] = pinned(LOAD_CORE, process.execPath, cannonArgs);
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      try {
        if (code !== 0) throw new Error(`exit code ${code}`);
        resolve(JSON.parse(out));
      } catch (error) {
        reject(new Error(`autocannon failed on ${url} (${error.message}): ${err.slice(-500)}`));
      }
    });
  });
}

const CLOCK_TICKS = Number(sh('getconf', ['CLK_TCK']).trim()) || 100;

/** CPU seconds (user + system, all threads) used so far by every process of a group; null when unreadable. */
function groupCpuSeconds(pgid) {
  let ticks = 0;
  for (const pid of sh('pgrep', ['-g', String(pgid)])
    .split('\n')
    .filter(Boolean)) {
    try {
      // Fields after the ")" closing the command name: state ppid pgrp ... utime (14th field) stime (15th).
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {}
  }
  return Number.isFinite(ticks) && ticks > 0 ? ticks / CLOCK_TICKS : null;
}

/**
 * One warm-up slice on every target before any is measured: the server's shared code (HTTP parsing, Next's router,
 * the response cache) is compiled by the JIT under whichever target comes first, and that target alone would pay
 * for it (measured: GET /_api/products, the shop's first target, read 0.50× after a start and 0.83× once warm).
 */
async function warmServer(targets, base) {
  if (config.warmupSeconds === 0) return;
  for (const target of targets) await autocannon(`${base}${target.path}`, config.warmupSeconds);
}

/**
 * Both servers run side by side on the server core (the idle one uses none of it) and their targets are measured
 * in turns, each shop target next to the bare target it is judged against: a slow drift of the machine's speed
 * (measured on this VM: one core 25 % slower for minutes, the other not) then moves both sides of a ratio alike
 * instead of one side only. The bare page is measured before and after the five shop pages and its two runs are
 * combined.
 */
async function measureInterleaved(shopServer, bareServer) {
  const shopTarget = (key) => [shopServer, shopServer.targets.find((t) => t.key === key)];
  const bareTarget = (key) => [bareServer, bareServer.targets.find((t) => t.key === key)];
  await warmServer(bareServer.targets, bareBase);
  await warmServer(shopServer.targets, shopBase);
  const schedule = [
    bareTarget('json'),
    shopTarget('json'),
    bareTarget('json-dynamic'),
    bareTarget('page'),
    shopTarget('products'),
    shopTarget('products-filtered'),
    shopTarget('home'),
    shopTarget('fundraiser'),
    shopTarget('campaign'),
    bareTarget('page'),
    bareTarget('page-dynamic'),
  ];
  const shopResults = [];
  const bareResults = [];
  for (const [server, target] of schedule) {
    const base = server === shopServer ? shopBase : bareBase;
    const result = await measure(target, base, server.state.child.pid);
    (server === shopServer ? shopResults : bareResults).push(result);
  }
  return {
    shop: { startup: shopServer.startup, productCount: shopServer.productCount, results: shopResults },
    bare: { buildNote: bareServer.buildNote, results: combineRepeats(bareResults) },
  };
}

/** A filtered catalogue with a demo coffee in it (Guatemala Huehuetenango: medium roast, milk chocolate). */
const FILTERED_PRODUCTS = '/products?roast=3&note=chocolate';

const CARD_REQUESTS = 100;
const CARD_TARGET_MS = 150;

/**
 * The fundraiser's share card (og:image), as a chat app fetching a pasted link asks for it: one request at a time,
 * after a few warm-up requests (the first render loads fonts and the image renderer). Judged on p95.
 */
async function measureCardImage(shopServer) {
  const fundraiser = shopServer.targets.find((t) => t.key === 'fundraiser');
  const url = `${shopBase}${fundraiser.path}/card.png`;
  let type = '';
  let bytes = 0;
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url);
    const body = Buffer.from(await response.arrayBuffer());
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
    type = response.headers.get('content-type') ?? '';
    bytes = body.length;
    return ms;
  };
  for (let i = 0; i < 5; i++) await once();
  const times = [];
  for (let i = 0; i < CARD_REQUESTS; i++) times.push(await once());
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
  const result = { label: `${fundraiser.path}/card.png`, type, bytes, p50: at(0.5), p95: at(0.95), max: times.at(-1) };
  result.pass = type === 'image/png' && result.p95 <= CARD_TARGET_MS;
  log(
    `card image ${result.label}: p50 ${fmtMs(result.p50)}, p95 ${fmtMs(result.p95)}, max ${fmtMs(result.max)}, ${kb(bytes)} ${type}`,
  );
  return result;
}

/** One result per target: repeated runs of a target (the bare page) are averaged; their worst p99 and max kept. */
function combineRepeats(results) {
  const combined = [];
  for (const result of results) {
    const first = combined.find((r) => r.key === result.key);
    if (!first) {
      combined.push({ ...result, runs: [result.rps] });
      continue;
    }
    const runs = [...first.runs, result.rps];
    const n = runs.length;
    Object.assign(first, {
      runs,
      rps: runs.reduce((a, b) => a + b, 0) / n,
      p50: (first.p50 * (n - 1) + result.p50) / n,
      p99: Math.max(first.p99, result.p99),
      max: Math.max(first.max, result.max),
      requests: first.requests + result.requests,
      cpuShare: (first.cpuShare * (n - 1) + result.cpuShare) / n,
      perCpuSecond: (first.perCpuSecond * (n - 1) + result.perCpuSecond) / n,
      errors: first.errors + result.errors,
      errorKinds: [...first.errorKinds, ...result.errorKinds],
      warmupErrors: first.warmupErrors + result.warmupErrors,
      warmup: `${first.warmup}; ${result.warmup}`,
    });
  }
  return combined;
}

/**
 * Warm-up, then the measured run. Requests/s count only 200 answers. The server's CPU time over the run gives its
 * share of its core (well under 100 % when something else ran there too) and requests per CPU-second, a figure
 * that other load on the machine disturbs less than requests/s.
 */
async function measure(target, base, pgid) {
  const url = `${base}${target.path}`;
  // Warm-up in slices until two in a row agree within 10 % (a cold route can take several slices: module loading,
  // JIT, Next's caches), at most WARMUP_MAX_SLICES.
  let warmupErrors = 0;
  const rates = [];
  for (let slice = 0; config.warmupSeconds > 0 && slice < WARMUP_MAX_SLICES; slice++) {
    const warm = await autocannon(url, config.warmupSeconds);
    const ok = warm.statusCodeStats?.['200']?.count ?? 0;
    warmupErrors += warm.requests.total - ok + warm.errors;
    rates.push(ok / warm.duration);
    const [previous, last] = rates.slice(-2);
    if (rates.length >= 2 && last > 0 && Math.abs(last - previous) <= 0.1 * Math.max(last, previous)) break;
  }
  const cpuBefore = groupCpuSeconds(pgid);
  const result = await autocannon(url, config.seconds);
  const cpuAfter = groupCpuSeconds(pgid);
  const cpu = cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : NaN;
  const ok = result.statusCodeStats?.['200']?.count ?? 0;
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => code !== '200')
    .map(([code, { count }]) => `${count}× HTTP ${code}`);
  if (result.errors) statuses.push(`${result.errors} socket errors (${result.timeouts} timeouts)`);
  let errors = result.requests.total - ok + result.errors;
  if (ok === 0) {
    statuses.push(`no answer completed in ${config.seconds} s`);
    errors = Math.max(errors, 1);
  }
  const measured = {
    ...target,
    rps: ok / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    cpuShare: cpu / result.duration,
    perCpuSecond: ok / cpu,
    errors,
    errorKinds: statuses,
    warmupErrors,
    warmup: rates.map((rate) => fmtRps(rate)).join(' → '),
  };
  const errorNote = errors ? `, ${errors} ERRORS (${statuses.join(', ')})` : '';
  log(
    `  ${target.label.padEnd(34)} ${fmtRps(measured.rps).padStart(8)} req/s  p50 ${fmtMs(measured.p50)}  p99 ${fmtMs(measured.p99)}  server CPU ${fmtPercent(measured.cpuShare)}${errorNote} (warm-up req/s: ${measured.warmup || 'none'})`,
  );
  return measured;
}

// ---------------------------------------------------------------------------------------------------------------
// The shop

/** Starts the shop (building first when stale), pins it and finds its targets; the caller stops it. */
async function startShop() {
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
    'TRUST_PROXY',
  ]) {
    env[name] = '';
  }
  Object.assign(env, {
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATA_DIR: path.join(dataDir, 'shop-data'),
    PORT: String(config.port),
    APP_URL: shopBase,
    SEED_DEMO: '1',
    AUTH_SECRET: 'bench-pages-only-secret-0123456789-abcdefghijklmnopq',
    ADMIN_EMAIL: 'bench-admin@load.test',
    ADMIN_PASSWORD: 'bench-admin-password',
  });
  delete env.SKIP_BUILD;
  mkdirSync(env.DATA_DIR, { recursive: true });
  const spawnedAt = performance.now();
  const state = spawnServer('the shop', process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    env,
    logFile: path.join(dataDir, 'shop-server.log'),
  });
  try {
    const readyAt = await waitForUrl(state, `${shopBase}/_api/health`);
    const build = state.buildStart
      ? `built in ${((state.buildEnd - state.buildStart) / 1000).toFixed(1)} s, then `
      : 'build current, ';
    const startup = `${build}ready (migrate + seed) ${((readyAt - (state.buildEnd || spawnedAt)) / 1000).toFixed(1)} s after start`;
    const pids = pinGroup(state.child.pid, SERVER_CORE);
    log(`shop: ${startup}; ${pinning ? `pinned to core ${SERVER_CORE} (pids ${pids.join(', ')})` : 'NOT pinned'}`);

    const products = await probeOk(`${shopBase}/_api/products`);
    const catalogue = JSON.parse(products.text);
    if (!Array.isArray(catalogue) || catalogue.length === 0) throw new Error('GET /_api/products: no products');
    const fundraiser = await findFundraiserSlug();
    const campaignSlug = await findCampaignSlug();
    const targets = [
      { key: 'json', label: 'GET /_api/products', path: '/_api/products' },
      { key: 'products', label: '/products', path: '/products' },
      // Issue 28: a filtered catalogue stays cached (the proxy rewrites it to the cached page of its filters).
      { key: 'products-filtered', label: FILTERED_PRODUCTS, path: FILTERED_PRODUCTS },
      { key: 'home', label: '/', path: '/' },
      { key: 'fundraiser', label: `/fundraisers/${fundraiser.slug}`, path: `/fundraisers/${fundraiser.slug}` },
      { key: 'campaign', label: `/campaigns/${campaignSlug}`, path: `/campaigns/${campaignSlug}` },
    ];
    for (const target of targets) {
      const answer = target.key === 'json' ? products : await probeOk(`${shopBase}${target.path}`);
      Object.assign(target, { bytes: answer.bytes, servedAs: answer.servedAs });
    }
    log(
      `shop sizes: /products ${kb(targets[1].bytes)}, GET /_api/products ${kb(products.bytes)} (${catalogue.length} products); fundraiser page from ${fundraiser.source}`,
    );
    return { state, startup, targets, productCount: catalogue.length };
  } catch (error) {
    await stopServer(state);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The bare app

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === '.next') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const offBy = (actual, wanted) => Math.abs(actual - wanted) / wanted;

/** Why the bare app must be built for these sizes, or null when its build fits. */
function bareBuildReason(want) {
  if (config.rebuildBare) return '--rebuild-bare';
  const buildId = path.join(bareNextDir, 'BUILD_ID');
  if (!existsSync(buildId) || !existsSync(bareStampPath)) return 'no build yet';
  let built;
  try {
    built = JSON.parse(readFileSync(bareStampPath, 'utf8'));
  } catch {
    return 'unreadable build stamp';
  }
  if (built.next !== nextVersion) return `Next ${built.next} → ${nextVersion}`;
  if (newestMtime(bareDir) > statSync(buildId).mtimeMs) return 'sources changed';
  if (built.jsonItems !== want.jsonItems) return `product count ${built.jsonItems} → ${want.jsonItems}`;
  if (offBy(built.jsonBytes, want.jsonBytes) > SIZE_TOLERANCE)
    return `JSON size ${kb(built.jsonBytes)} vs shop ${kb(want.jsonBytes)}`;
  if (offBy(built.htmlBytes, want.htmlBytes) > SIZE_TOLERANCE)
    return `page size ${kb(built.htmlBytes)} vs shop /products ${kb(want.htmlBytes)}`;
  return null;
}

function buildBareOnce(fillerBytes, want, logFile) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    BENCH_BARE_FILLER_BYTES: String(fillerBytes),
    BENCH_BARE_JSON_ITEMS: String(want.jsonItems),
    BENCH_BARE_JSON_BYTES: String(want.jsonBytes),
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, 'build', bareDir], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = createWriteStream(logFile, { flags: 'a' });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    const timer = setTimeout(() => child.kill('SIGTERM'), BUILD_TIMEOUT_MS);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      out.end();
      if (code !== 0)
        return reject(new Error(`building the bare app failed (${signal ?? `exit ${code}`}; see ${logFile})`));
      const html = path.join(bareNextDir, 'server', 'app', 'page-static.html');
      const json = path.join(bareNextDir, 'server', 'app', 'json-static.body');
      if (!existsSync(html) || !existsSync(json)) return reject(new Error('the bare build has no prerendered output'));
      // Turbopack (Next 16.4) also bundles the shop's src/instrumentation.ts into an app below the repository root
      // unless that app has its own (bench/pages/bare/instrumentation.js): make sure the bare app stays bare.
      const hook = path.join(bareNextDir, 'server', 'instrumentation.js.nft.json');
      if (existsSync(hook) && /pglite|argon2|drizzle/.test(readFileSync(hook, 'utf8'))) {
        return reject(new Error("the bare build picked up the shop's instrumentation (see bench/pages/bare)"));
      }
      resolve({ htmlBytes: statSync(html).size, jsonBytes: statSync(json).size });
    });
  });
}

/** Builds the bare app, adjusting the page filler until its HTML is within a few % of the shop's /products. */
async function buildBare(want, logFile) {
  const startedAt = performance.now();
  const points = []; // [filler, html bytes]
  let filler = Math.max(0, Math.round((want.htmlBytes - 6000) / 2.35)); // measured: ~6 kB of shell, ~2.35 bytes per filler byte
  let sizes;
  for (let attempt = 1; attempt <= 4; attempt++) {
    log(`building the bare app (filler ${kb(filler)}, attempt ${attempt}; not counted)...`);
    sizes = await buildBareOnce(filler, want, logFile);
    points.push([filler, sizes.htmlBytes]);
    if (offBy(sizes.htmlBytes, want.htmlBytes) <= 0.03) break;
    const [[f1, h1], [f2, h2] = []] = points.slice(-2);
    const slope = f2 !== undefined && f2 !== f1 ? (h2 - h1) / (f2 - f1) : 2.35;
    const [fLast, hLast] = points.at(-1);
    filler = Math.max(0, Math.round(fLast + (want.htmlBytes - hLast) / Math.max(slope, 0.5)));
  }
  const built = { next: nextVersion, fillerBytes: points.at(-1)[0], jsonItems: want.jsonItems, ...sizes };
  writeFileSync(bareStampPath, JSON.stringify(built, null, 2) + '\n');
  const seconds = (performance.now() - startedAt) / 1000;
  return { built, note: `built in ${seconds.toFixed(1)} s (${points.length} build${points.length > 1 ? 's' : ''})` };
}

/** Builds the bare app when its build does not fit, starts it on the server core; the caller stops it. */
async function startBare(want) {
  const logFile = path.join(dataDir, 'bare-build.log');
  const reason = bareBuildReason(want);
  let built;
  let buildNote;
  if (reason) {
    log(`bare app: rebuilding (${reason})`);
    ({ built, note: buildNote } = await buildBare(want, logFile));
    buildNote = `${buildNote}: ${reason}`;
  } else {
    built = JSON.parse(readFileSync(bareStampPath, 'utf8'));
    buildNote = 'build reused (sources, Next and sizes unchanged)';
  }
  if (offBy(built.htmlBytes, want.htmlBytes) > SIZE_TOLERANCE) {
    log(`WARNING: the bare page is ${kb(built.htmlBytes)}, the shop's /products ${kb(want.htmlBytes)} (> 10 % apart)`);
  }
  log(`bare app: ${buildNote}; page ${kb(built.htmlBytes)}, JSON ${kb(built.jsonBytes)} (${built.jsonItems} items)`);

  const [command, commandArgs] = pinned(SERVER_CORE, process.execPath, [
    nextBin,
    'start',
    bareDir,
    '-p',
    String(barePort),
    '-H',
    '127.0.0.1',
  ]);
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
  const state = spawnServer('the bare app', command, commandArgs, {
    env,
    logFile: path.join(dataDir, 'bare-server.log'),
  });
  try {
    await waitForUrl(state, `${bareBase}/json-static`);
    const targets = [
      { key: 'json', label: 'bare JSON route (static)', path: '/json-static', judged: true },
      { key: 'json-dynamic', label: 'bare JSON route (per request)', path: '/json-dynamic' },
      { key: 'page', label: 'bare page (prerendered)', path: '/page-static', judged: true },
      { key: 'page-dynamic', label: 'bare page (rendered per request)', path: '/page-dynamic' },
    ];
    for (const target of targets) {
      const answer = await probeOk(`${bareBase}${target.path}`);
      // A Content-Security-Policy can only come from the shop's proxy.ts: the bare app must not run it.
      if (answer.csp) throw new Error(`the bare app's ${target.path} carries a CSP: it runs the shop's proxy`);
      Object.assign(target, { bytes: answer.bytes, servedAs: answer.servedAs });
    }
    return { state, buildNote, targets };
  } catch (error) {
    await stopServer(state);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Report

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const fmtRps = (value) => (Number.isFinite(value) ? value.toFixed(value < 100 ? 1 : 0) : 'n/a');
const fmtPercent = (value) => (Number.isFinite(value) ? `${Math.round(value * 100)} %` : 'n/a');
const fmtMs = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');

function ratios(bare, shop) {
  const by = (list, key) => list.find((r) => r.key === key);
  const pairs = [
    ['json', 'json', 'json-dynamic'],
    ['products', 'page', 'page-dynamic'],
    ['products-filtered', 'page', 'page-dynamic'],
    ['home', 'page', 'page-dynamic'],
    ['fundraiser', 'page', 'page-dynamic'],
    ['campaign', 'page', 'page-dynamic'],
  ];
  return pairs.map(([shopKey, bareKey, refKey]) => {
    const s = by(shop, shopKey);
    const b = by(bare, bareKey);
    const ref = by(bare, refKey);
    const ratio = s.rps / b.rps;
    const valid = s.errors === 0 && b.errors === 0;
    return {
      label: s.label,
      against: b.label,
      ratio,
      perCpu: s.perCpuSecond / b.perCpuSecond,
      vsPerRequest: s.rps / ref.rps,
      refLabel: ref.label,
      pass: valid && ratio >= TARGET_RATIO,
      valid,
    };
  });
}

function tableRows(results) {
  return results.map((r) => [
    r.runs?.length > 1 ? `${r.label}, mean of ${r.runs.map(fmtRps).join(' and ')}` : r.label,
    fmtRps(r.rps),
    fmtMs(r.p50),
    fmtMs(r.p99),
    String(r.errors),
    fmtPercent(r.cpuShare),
    fmtRps(r.perCpuSecond),
    kb(r.bytes),
    r.servedAs,
  ]);
}

function printTable(title, header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((cell, i) => (i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])));
  console.log(`\n${title}`);
  console.log(`  ${line(header).join('  ')}`);
  for (const row of rows) console.log(`  ${line(row).join('  ')}`.trimEnd());
}

const TABLE_HEADER = ['Target', 'req/s', 'p50', 'p99', 'Errors', 'CPU', 'req/CPU-s', 'Body', 'Served'];

function printReport(run) {
  console.log('\n=== Public pages against a bare Next.js app ===');
  console.log(run.settings);
  printTable('Bare Next.js app (bench/pages/bare):', TABLE_HEADER, tableRows(run.bare.results));
  printTable('The shop:', TABLE_HEADER, tableRows(run.shop.results));
  console.log(`\nRatios (shop req/s ÷ bare req/s; target ≥ ${TARGET_RATIO}× the static bare figure):`);
  const width = Math.max(...run.ratios.map((r) => r.label.length));
  for (const r of run.ratios) {
    const verdict = r.pass ? 'PASS' : r.valid ? 'FAIL' : 'FAIL (errors during the run)';
    console.log(
      `  ${verdict.padEnd(4)}  ${r.label.padEnd(width)}  ${r.ratio.toFixed(2)}× ${r.against}` +
        `   (per CPU-second ${r.perCpu.toFixed(2)}×; ${r.vsPerRequest.toFixed(2)}× ${r.refLabel})`,
    );
  }
  console.log(`  ${cardLine(run.shop.card)}`);
  const errors = [...run.bare.results, ...run.shop.results].filter((r) => r.errors || r.warmupErrors);
  for (const r of errors) {
    console.log(
      `  errors on ${r.label}: ${r.errors} measured (${r.errorKinds.join(', ')}), ${r.warmupErrors} in warm-up`,
    );
  }
  console.log(`\nNote: ${run.context.join('\n')}`);
}

function cardLine(card) {
  return (
    `${card.pass ? 'PASS' : 'FAIL'}  share card ${card.label} (${card.type}, ${kb(card.bytes)}), warm, one at a time: ` +
    `p50 ${fmtMs(card.p50)}, p95 ${fmtMs(card.p95)} (target ≤ ${CARD_TARGET_MS} ms), max ${fmtMs(card.max)} over ${CARD_REQUESTS} requests`
  );
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

function replaceSection(file, start, end, content, insertAt) {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const block = `${start}\n${content.trim()}\n${end}`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from !== -1 && to > from) return text.slice(0, from) + block + text.slice(to + end.length);
  return insertAt(text, block);
}

function writeDocs(run) {
  const START = '<!-- bench:pages -->';
  const END = '<!-- /bench:pages -->';
  const md = (rows) => rows.map((row) => `| ${row.map((c) => c.replaceAll('|', '\\|')).join(' | ')} |`);
  const ratioRows = run.ratios.map((r) => [
    r.label,
    `${r.ratio.toFixed(2)}×`,
    r.against,
    r.pass ? 'PASS' : r.valid ? '**FAIL**' : '**FAIL** (errors)',
    `${r.perCpu.toFixed(2)}×`,
    `${r.vsPerRequest.toFixed(2)}×`,
  ]);
  const section = [
    '## Public pages against a bare Next.js app',
    '',
    wrap(
      'Written by `npm run bench:pages` (`scripts/bench-pages.mjs`), which replaces only this section. The shop ' +
        '(`npm start`, a throw-away data directory with the demo seed) and a bare Next.js app of the same version ' +
        '(`bench/pages/bare`, served by `next start`) run side by side on one core (`taskset -c 0`) and are measured ' +
        'in turns, each shop target next to the bare target it is judged against (the bare page before and after the ' +
        'shop pages, averaged); autocannon loads ' +
        `them from the other core with ${run.config.connections} keep-alive connections for ${run.config.seconds} s ` +
        `per target, after one ${run.config.warmupSeconds} s warm-up slice on every target of that server, then ` +
        `warming the target up in ${run.config.warmupSeconds} s slices until two agree within 10 %. ` +
        "Requests/s count only 200 answers. The bare page is filled to about the size of the shop's `/products` " +
        'HTML; its JSON route returns as many product-like objects as `GET /_api/products` in about as many bytes. ' +
        'Targets: the shop at least 0.8× the static bare figure. CPU is the server’s share of its core during the ' +
        'measured run (all its processes and threads); req/CPU-s divides the 200 answers by that CPU time, which ' +
        'other load on the machine disturbs less than req/s.',
    ),
    '',
    `- Date: ${run.date}`,
    `- Machine: ${run.machine}`,
    `- Node ${process.version}, Next ${nextVersion}; commit ${run.commit}; ${run.pinningNote}`,
    `- Command: \`npm run bench:pages\`${run.customSettings ? ` (${run.customSettings})` : ''}`,
    `- Shop: ${run.shop.startup}. Bare app: ${run.bare.buildNote}.`,
    '',
    `| ${TABLE_HEADER.join(' | ')} |`,
    '|---|--:|--:|--:|--:|--:|--:|--:|---|',
    ...md(tableRows(run.bare.results)),
    ...md(tableRows(run.shop.results)),
    '',
    '| Shop target | Ratio (req/s) | Against | Target ≥ 0.8× | Ratio per CPU-second | Against the bare per-request figure |',
    '|---|--:|---|---|--:|--:|',
    ...md(ratioRows),
    '',
    `- ${cardLine(run.shop.card)}`,
    '',
    ...run.context,
  ].join('\n');
  const docs = path.join(root, 'docs', 'benchmarks.md');
  writeFileSync(
    docs,
    replaceSection(docs, START, END, section, (text, block) => `${text.trimEnd()}\n\n${block}\n`),
  );

  const rpsOf = (key) => fmtRps(run.bare.results.find((r) => r.key === key).rps);
  const shopServed = [...new Set(run.shop.results.map((r) => r.servedAs))].join(' / ');
  const summary = wrap(
    `\`npm run bench:pages\` loads the shop's public reads and a bare Next.js ${nextVersion} app of the same sizes, each on ` +
      `one core (full report in \`docs/benchmarks.md\`). Latest (${run.date.slice(0, 10)}, ${run.config.connections} ` +
      `connections, ${run.config.seconds} s per target; the shop's answers: ${shopServed}): ` +
      run.ratios
        .map((r) => {
          const shopResult = run.shop.results.find((x) => x.label === r.label);
          const name = r.label.startsWith('/fundraisers/')
            ? 'a fundraiser page'
            : r.label.startsWith('/campaigns/')
              ? 'a campaign page'
              : `\`${r.label}\``;
          return `${name} ${fmtRps(shopResult.rps)} req/s = **${r.ratio.toFixed(2)}× (${r.pass ? 'PASS' : 'FAIL'})**`;
        })
        .join(', ') +
      `, against ${rpsOf('json')} req/s for the bare static JSON route and ${rpsOf('page')} req/s for the bare ` +
      `prerendered page (target: at least 0.8×; rendered per request, the bare page made ${rpsOf('page-dynamic')} req/s). ` +
      `The fundraiser's share card (og:image), warm: p50 ${fmtMs(run.shop.card.p50)}, p95 ` +
      `**${fmtMs(run.shop.card.p95)} (target ≤ ${CARD_TARGET_MS} ms: ${run.shop.card.pass ? 'PASS' : 'FAIL'})**.`,
  );
  const readme = path.join(root, 'README.md');
  writeFileSync(
    readme,
    replaceSection(readme, START, END, summary, (text, block) => {
      // New markers go at the end of the Benchmarks section (before the next `## ` heading), else at the end.
      const heading = text.indexOf('\n## Benchmarks');
      const next = heading === -1 ? -1 : text.indexOf('\n## ', heading + 1);
      if (next === -1) return `${text.trimEnd()}\n\n${block}\n`;
      return `${text.slice(0, next).trimEnd()}\n\n${block}\n${text.slice(next)}`;
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------------

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (interrupted) return;
    interrupted = true;
    log(`${signal}: stopping the servers`);
    for (const state of [...servers]) await stopServer(state).catch(() => {});
    process.exit(130);
  });
}

async function main() {
  const loadBefore = loadAverage();
  try {
    await assertPortFree(config.port);
    await assertPortFree(barePort);
  } catch (error) {
    console.error(`[bench:pages] ${error.message}`);
    return 2;
  }
  mkdirSync(dataDir, { recursive: true });
  const pinningNote = pinning
    ? `servers pinned to core ${SERVER_CORE}, autocannon to core ${LOAD_CORE}`
    : `NOT pinned (taskset missing or fewer than 2 cores: allowed ${allowedCores || 'unknown'})`;
  const settings =
    `${config.connections} connections, warm-up in ${config.warmupSeconds} s slices, then ${config.seconds} s per target, ` +
    `${config.acceptEncoding ? `Accept-Encoding: ${config.acceptEncoding}` : 'uncompressed'}; ${pinningNote}`;
  log(`data dir ${path.relative(root, dataDir)}, ports ${config.port} (shop) and ${barePort} (bare app); ${settings}`);

  let shop;
  let bare;
  try {
    const shopServer = await startShop();
    const byKey = (key) => shopServer.targets.find((t) => t.key === key);
    const want = {
      htmlBytes: byKey('products').bytes,
      jsonBytes: byKey('json').bytes,
      jsonItems: shopServer.productCount,
    };
    const bareServer = await startBare(want);
    try {
      ({ shop, bare } = await measureInterleaved(shopServer, bareServer));
      shop.card = await measureCardImage(shopServer);
    } finally {
      await stopServer(bareServer.state);
      await stopServer(shopServer.state);
    }
  } catch (error) {
    console.error(`\n[bench:pages] FAILED: ${error.message}`);
    for (const state of [...servers]) {
      console.error(`\n${state.name}, last output:\n${state.out.split('\n').slice(-30).join('\n')}`);
      if (state.err.length) console.error(state.err.slice(-30).join('\n'));
      await stopServer(state).catch(() => {});
    }
    log(`kept ${path.relative(root, dataDir)} (logs there)`);
    return 1;
  }

  const loadAfter = loadAverage();
  const commit = `${sh('git', ['rev-parse', '--short', 'HEAD']).trim()}${sh('git', ['status', '--porcelain']).trim() ? ' + uncommitted changes' : ''}`;
  const cpu = (os.cpus()[0]?.model ?? 'unknown CPU').replace(/\s+/g, ' ');
  const run = {
    config,
    settings,
    pinningNote,
    shop,
    bare,
    ratios: ratios(bare.results, shop.results),
    commit,
    date: new Date()
      .toISOString()
      .replace('T', ' ')
      .replace(/\.\d+Z$/, ' UTC'),
    machine: `${os.availableParallelism()} cores (${cpu}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}, load average ${loadBefore} before the run, ${loadAfter} after`,
    customSettings: ['BENCH_CONNECTIONS', 'BENCH_SECONDS', 'BENCH_WARMUP_SECONDS', 'BENCH_ACCEPT_ENCODING']
      .filter((name) => process.env[name])
      .map((name) => `${name}=${process.env[name]}`)
      .join(' '),
    context: [
      'The bare JSON baseline is a static route handler (prerendered by `next build`) and the bare page a prerendered page:',
      'the bar for public reads that can be cached. The per-request bare figures show what rendering on every request costs',
      'in Next itself. Only core 0 is reserved for the server by taskset, not from other processes: whatever else runs on',
      'the machine shares both cores (CPU below ~95 % means the server waited for its core; load averages above), and',
      'figures then move by 10–30 % between runs.',
    ],
  };
  printReport(run);
  if (config.writeDocs) {
    writeDocs(run);
    log('wrote the bench:pages sections of docs/benchmarks.md and README.md');
  }
  const broken = [...bare.results, ...shop.results].some((r) => r.errors > 0);
  if (config.keep || broken) log(`kept ${path.relative(root, dataDir)} (logs there)`);
  else rmSync(dataDir, { recursive: true, force: true });
  if (broken) console.log('\n[bench:pages] some answers were not 200: the figures above are not trustworthy (exit 1).');
  return broken ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  async (error) => {
    console.error(`[bench:pages] ${error.stack ?? error}`);
    for (const state of [...servers]) await stopServer(state).catch(() => {});
    process.exit(1);
  },
);
