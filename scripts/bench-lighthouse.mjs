#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse (mobile, simulated throttling) and first-load JavaScript of the public pages.
//
// Starts the shop with `npm start` (building first when stale) on a throw-away embedded database with demo data,
// finds a campaign and a fundraiser page in /sitemap.xml, and for `/`, `/products`, `/products/1`, the campaign page
// and the fundraiser page: one discarded Lighthouse run that warms the page cache and the image optimizer (a shop in
// use has both warm), then BENCH_RUNS (3) measured runs, each in a fresh headless Chromium. Reports the median of each
// figure against the targets of issue "Fast public pages" (performance >= 95, TBT <= 150 ms, LCP <= 2.0 s,
// CLS <= 0.02, accessibility / best practices / SEO 100) and the page's first-load JavaScript: the module scripts of
// its HTML, each gzipped (level 6) and summed, in kB of 1,024 bytes (target <= 160). Writes the table between
// <!-- bench:lighthouse --> markers in README.md and docs/benchmarks.md and exits 1 when a target is missed. Then the
// same runs on the bare Next.js page of `npm run bench:pages` (BENCH_PORT+1), reported as a reference row that is not
// judged: what the framework alone scores on this machine and this Chromium. Issue 28 judges each page's LCP against
// that bare page's, measured in the same run: at most BENCH_LCP_GAP_MS (300) ms later (column "LCP vs bare").
//
//   node scripts/bench-lighthouse.mjs [--no-docs] [--applied]
//   env BENCH_RUNS (3), BENCH_LCP_GAP_MS (300), BENCH_PORT (3500), CHROME_PATH (/usr/bin/chromium when present),
//       BENCH_CPU_SLOWDOWN (Lighthouse's own 4 when unset: the CPU multiplier of the simulated phone)
//
// --applied: the same runs with throttling applied to the browser (Lighthouse's `devtools` method: the page really
// loads over 150 ms round trips at 1.6 Mbit/s on a 4x slower CPU) instead of simulated from an unthrottled load.
// Informative: issue 28 is judged on the simulated runs. Simulation prices every script that started evaluating
// before the unthrottled load's first frame was shown, a race of a few milliseconds on localhost that decides about a
// second of LCP; the applied runs show what a phone on that network gets. Written to docs/benchmarks.md only.
//
// Lighthouse's 4x CPU multiplier assumes a high-end desktop host (benchmarkIndex 1500-2000, Lighthouse's
// docs/throttling.md); the report gives the host's benchmarkIndex so that a slower host is seen for what it is.
//
// Keep the machine otherwise idle while it runs: Lighthouse's simulated throttling still measures the page's real
// main-thread work, so a busy core shows up as blocking time.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, startShop, stopShop, waitHealthy, writeBetweenMarkers } from './bench-shop.mjs';

const args = new Set(process.argv.slice(2));
for (const arg of args) {
  if (arg !== '--no-docs' && arg !== '--applied') {
    console.error(`Unknown argument ${arg}. Usage: node scripts/bench-lighthouse.mjs [--no-docs] [--applied]`);
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

const runs = intEnv('BENCH_RUNS', 3, 1, 15);
const applied = args.has('--applied');
const throttlingWords = applied
  ? 'throttling applied to the browser (devtools method; informative, issue 28 is judged on simulated throttling)'
  : 'simulated throttling';
const lcpGapMs = intEnv('BENCH_LCP_GAP_MS', 300, 0, 10_000);
const cpuSlowdown = process.env.BENCH_CPU_SLOWDOWN ? Number(process.env.BENCH_CPU_SLOWDOWN) : null;
if (cpuSlowdown !== null && !(cpuSlowdown >= 1 && cpuSlowdown <= 20)) {
  console.error(`BENCH_CPU_SLOWDOWN must be a number from 1 to 20 (got ${process.env.BENCH_CPU_SLOWDOWN}).`);
  process.exit(2);
}
const port = intEnv('BENCH_PORT', 3500, 1024, 65535);
const base = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : '');
const lighthouseCli = path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');
const dataDir = path.join(root, '.data', 'bench-lighthouse');
const KIB = 1024;

const targets = {
  performance: { label: 'Performance', min: 95 },
  accessibility: { label: 'Accessibility', min: 100 },
  bestPractices: { label: 'Best practices', min: 100 },
  seo: { label: 'SEO', min: 100 },
  tbt: { label: 'TBT', max: 150, unit: 'ms' },
  lcp: { label: 'LCP', max: 2000, unit: 'ms' },
  cls: { label: 'CLS', max: 0.02 },
  js: { label: 'First-load JS', max: 160, unit: 'kB' },
};

const log = (message) => console.log(`[bench:lighthouse] ${message}`);

if (!chromePath) {
  console.error('No Chromium found: set CHROME_PATH (Debian: apt-get install chromium).');
  process.exit(2);
}

async function text(url) {
  // Each Lighthouse run blocks this process for a while (spawnSync): the server closes the idle keep-alive socket
  // meanwhile, and the next fetch may find it closed ("other side closed"). One retry on a fresh socket.
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
      return await response.text();
    } catch (error) {
      if (attempt >= 2 || !(error instanceof TypeError)) throw error;
    }
  }
}

/** The module scripts of the page's HTML (not the noModule polyfills), gzipped and summed. */
async function firstLoadJs(origin, pagePath) {
  const html = await text(`${origin}${pagePath}`);
  const sources = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1])
    .filter((attributes) => !/\bnoModule\b/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
    .filter(Boolean);
  let bytes = 0;
  for (const source of new Set(sources)) {
    const body = Buffer.from(await (await fetch(new URL(source, origin))).arrayBuffer());
    bytes += gzipSync(body, { level: 6 }).length;
  }
  return { bytes, scripts: new Set(sources).size };
}

function lighthouseOnce(url, outFile) {
  const result = spawnSync(
    process.execPath,
    [
      lighthouseCli,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${outFile}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      ...(cpuSlowdown === null ? [] : [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`]),
      ...(applied ? ['--throttling-method=devtools'] : []),
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync',
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: chromePath }, encoding: 'utf8', timeout: 5 * 60_000 },
  );
  if (result.status !== 0) throw new Error(`lighthouse ${url} failed: ${result.stderr || result.error}`);
  const report = JSON.parse(readFileSync(outFile, 'utf8'));
  if (report.runtimeError) throw new Error(`lighthouse ${url}: ${report.runtimeError.message}`);
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  const failing = (id) =>
    report.categories[id].auditRefs
      .map((ref) => report.audits[ref.id])
      .filter(
        (a) =>
          a &&
          a.score !== null &&
          a.score < 1 &&
          !['informative', 'notApplicable', 'manual'].includes(a.scoreDisplayMode),
      )
      .map((a) => a.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    tbt: audit('total-blocking-time'),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
    lcpElement:
      report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector ?? '',
    failing: [...failing('accessibility'), ...failing('best-practices'), ...failing('seo')],
  };
}

/** A run that fails to record its trace (Lighthouse's NO_NAVSTART and kin) is run again, up to three times. */
function lighthouse(url, outFile) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return lighthouseOnce(url, outFile);
    } catch (error) {
      if (attempt >= 3) throw error;
      log(`${error.message.split('\n')[0]}: running it again`);
    }
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function verdict(key, value) {
  const target = targets[key];
  return target.min !== undefined ? value >= target.min : value <= target.max;
}

function format(key, value) {
  if (key === 'cls') return value.toFixed(3);
  if (key === 'lcp') return `${(value / 1000).toFixed(2)} s`;
  if (key === 'tbt') return `${Math.round(value)} ms`;
  if (key === 'js') return `${value.toFixed(1)} kB`;
  return String(value);
}

async function main() {
  log(`starting the shop on ${base} (fresh embedded database, demo data; builds first when stale)`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const shop = startShop({
    dataDir: path.join(dataDir, 'shop-data'),
    port,
    env: { SEED_DEMO: '1', ADMIN_EMAIL: 'bench-admin@lighthouse.test', ADMIN_PASSWORD: 'bench-admin-password' },
  });
  const results = [];
  try {
    await waitHealthy(shop);
    const sitemap = await text(`${base}/sitemap.xml`);
    const campaign = /\/campaigns\/([A-Za-z0-9._~%-]+)</.exec(sitemap)?.[1];
    const fundraiser = /\/fundraisers\/([A-Za-z0-9._~%-]+)</.exec(sitemap)?.[1];
    if (!campaign || !fundraiser) throw new Error('no public campaign or fundraiser page in /sitemap.xml');
    const pages = ['/', '/products', '/products/1', `/campaigns/${campaign}`, `/fundraisers/${fundraiser}`];
    const reports = path.join(dataDir, 'reports');
    mkdirSync(reports, { recursive: true });
    for (const page of pages) results.push(await measurePage(base, page, reports));
  } finally {
    await stopShop(shop);
  }
  results.push(await measureBarePage());
  return results;
}

/** Warm-up, then BENCH_RUNS Lighthouse runs of one page; the median of each figure. */
async function measurePage(origin, page, reports, label = page) {
  await text(`${origin}${page}`);
  const js = await firstLoadJs(origin, page);
  log(`${label}: first-load JS ${(js.bytes / KIB).toFixed(1)} kB in ${js.scripts} scripts; warming up`);
  lighthouse(`${origin}${page}`, path.join(reports, 'warm-up.json'));
  const measured = [];
  for (let run = 1; run <= runs; run += 1) {
    const figures = lighthouse(`${origin}${page}`, path.join(reports, `${label.replace(/\W+/g, '_')}-${run}.json`));
    measured.push(figures);
    log(
      `${label} run ${run}: performance ${figures.performance}, TBT ${format('tbt', figures.tbt)}, LCP ${format('lcp', figures.lcp)}, CLS ${format('cls', figures.cls)}, a11y ${figures.accessibility}, best practices ${figures.bestPractices}, SEO ${figures.seo}`,
    );
  }
  const row = { page: label, js: js.bytes / KIB, lcpElement: measured.at(-1).lcpElement };
  for (const key of ['performance', 'accessibility', 'bestPractices', 'seo', 'tbt', 'lcp', 'cls', 'benchmarkIndex']) {
    row[key] = median(measured.map((figures) => figures[key]));
  }
  row.failing = [...new Set(measured.flatMap((figures) => figures.failing))];
  return row;
}

/**
 * The same runs on the bare Next.js app of `npm run bench:pages` (bench/pages/bare, built here when missing): its
 * prerendered page has Next's and React's JavaScript and nothing of ours. A reference, not judged: what this
 * machine and this Chromium give the framework alone (measured 2026-11-24: TBT about 1 s, LCP about 3 s).
 */
async function measureBarePage() {
  const bareDir = path.join(root, 'bench', 'pages', 'bare');
  const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  if (!existsSync(path.join(bareDir, '.next', 'BUILD_ID'))) {
    log('building the bare Next.js app (bench/pages/bare) for the reference row');
    const build = spawnSync(process.execPath, [nextBin, 'build', bareDir], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the bare app did not build');
  }
  const barePort = port + 1;
  const bare = spawn(process.execPath, [nextBin, 'start', bareDir, '-p', String(barePort), '-H', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${barePort}`;
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await text(`${origin}/page-static`);
        break;
      } catch (error) {
        if (attempt > 120) throw error;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
    const row = await measurePage(origin, '/page-static', path.join(dataDir, 'reports'), 'bare Next.js page');
    return { ...row, reference: true };
  } finally {
    bare.kill('SIGTERM');
  }
}

/** Each page's LCP minus the bare page's from the same run (issue 28: at most lcpGapMs). */
function lcpGaps(results) {
  const bare = results.find((row) => row.reference);
  for (const row of results) row.lcpGap = bare && !row.reference ? row.lcp - bare.lcp : null;
}

const signedSeconds = (ms) => `${ms < 0 ? '−' : '+'}${(Math.abs(ms) / 1000).toFixed(2)} s`;

function table(results) {
  const keys = ['performance', 'tbt', 'lcp', 'cls', 'accessibility', 'bestPractices', 'seo', 'js'];
  const header = `| Page | ${keys.map((key) => targets[key].label).join(' | ')} | LCP vs bare |`;
  const rule = `|---|${keys.map(() => '---').join('|')}|---|`;
  const gap = (row) =>
    row.lcpGap === null || row.lcpGap === undefined
      ? 'n/a'
      : `${signedSeconds(row.lcpGap)} ${row.lcpGap <= lcpGapMs ? 'PASS' : '**FAIL**'}`;
  const rows = results.map((row) =>
    row.reference
      ? `| ${row.page} (reference, not judged) | ${keys.map((key) => format(key, row[key])).join(' | ')} | — |`
      : `| \`${row.page}\` | ${keys.map((key) => `${format(key, row[key])}${verdict(key, row[key]) ? '' : ' ✗'}`).join(' | ')} | ${gap(row)} |`,
  );
  const goal = `| target | ${keys.map((key) => (targets[key].min !== undefined ? `≥ ${targets[key].min}` : `≤ ${format(key, targets[key].max)}`)).join(' | ')} | ≤ +${(lcpGapMs / 1000).toFixed(2)} s |`;
  return [header, rule, ...rows, goal].join('\n');
}

/** Issue 28's LCP target: every page within lcpGapMs of the bare page measured in the same run. */
function lcpGapSummary(results) {
  const over = results.filter((row) => !row.reference && row.lcpGap !== null && row.lcpGap > lcpGapMs);
  const bare = results.find((row) => row.reference);
  if (!bare) return 'LCP against the bare page: not measured';
  const head = `LCP against the bare page's ${format('lcp', bare.lcp)} (issue 28, at most ${signedSeconds(lcpGapMs)})`;
  return over.length
    ? `${head}: **FAIL**: ${over.map((row) => `\`${row.page}\` ${signedSeconds(row.lcpGap)}`).join(', ')}`
    : `${head}: **PASS** on every page`;
}

function writeDocs(results, failures) {
  const date = new Date().toISOString().slice(0, 10);
  const summary = failures.length ? `**FAIL**: ${failures.join('; ')}` : '**PASS**: every page meets every target';
  const body = [
    `Latest \`npm run bench:lighthouse${applied ? ' -- --applied' : ''}\` (${date}, Lighthouse ${lighthouseVersion()}, mobile preset with ${throttlingWords}, ` +
      `median of ${runs} runs per page after one warm-up run, production build on the embedded database with demo data; ` +
      `CPU multiplier ${cpuSlowdown ?? "4 (Lighthouse's default)"}, host benchmarkIndex ${hostIndex(results)} ` +
      "(Lighthouse's 4x assumes 1500-2000); " +
      'first-load JS = the module scripts of the page, gzip level 6, kB of 1,024 bytes): ' +
      summary +
      '. ' +
      lcpGapSummary(results) +
      '.',
    '',
    table(results),
    '',
    'The last row is the bare Next.js app of `npm run bench:pages` (Next and React, none of the shop), measured the ' +
      'same way in the same run: what this machine and this Chromium give the framework alone.',
    '',
    `LCP elements: ${results
      .filter((row) => !row.reference)
      .map((row) => `\`${row.page}\` ${row.lcpElement || 'n/a'}`)
      .join('; ')}.`,
  ].join('\n');
  if (applied) writeBetweenMarkers(path.join('docs', 'benchmarks.md'), 'lighthouse-applied', body);
  else
    for (const file of ['README.md', path.join('docs', 'benchmarks.md')]) writeBetweenMarkers(file, 'lighthouse', body);
}

/** The median benchmarkIndex Lighthouse measured on this host over every run of the shop's pages. */
function hostIndex(results) {
  return Math.round(median(results.filter((row) => !row.reference).map((row) => row.benchmarkIndex)));
}

function lighthouseVersion() {
  return JSON.parse(readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version;
}

const results = await main();
lcpGaps(results);
const failures = [];
for (const row of results) {
  if (row.reference) continue;
  for (const key of Object.keys(targets)) {
    if (!verdict(key, row[key])) failures.push(`${row.page} ${targets[key].label} ${format(key, row[key])}`);
  }
  if (row.lcpGap !== null && row.lcpGap > lcpGapMs)
    failures.push(`${row.page} LCP ${signedSeconds(row.lcpGap)} against the bare page (≤ +${lcpGapMs} ms)`);
  if (row.failing.length)
    log(`${row.page}: audits below 100 in accessibility / best practices / SEO: ${row.failing.join(', ')}`);
}
console.log(`\n${table(results)}\n`);
log(`host benchmarkIndex ${hostIndex(results)}, CPU multiplier ${cpuSlowdown ?? 4}`);
log(lcpGapSummary(results).replaceAll('**', ''));
if (!args.has('--no-docs')) writeDocs(results, failures);
log(failures.length ? `FAIL: ${failures.join('; ')}` : 'PASS: every page meets every target');
process.exit(failures.length ? 1 : 0);
