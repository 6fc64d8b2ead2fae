// The shop as the benchmarks run it: `npm start` (which builds stale sources first) in its own process group on a
// data directory of the benchmark's, with production settings and nothing shared with the developer's own setup;
// and the one way a benchmark writes its latest results between <!-- bench:name --> markers.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const root = path.resolve(import.meta.dirname, '..');

/** Starts the shop on `dataDir` at `port`; `env` adds or overrides variables (ADMIN_EMAIL, SEED_DEMO, …). */
export function startShop({ dataDir, port, env: extra = {} }) {
  const env = { ...process.env };
  for (const name of [
    'DATABASE_URL',
    'SMTP_URL',
    'STORAGE',
    'UPLOADTHING_TOKEN',
    'ORDER_NOTIFY_EMAIL',
    'TRUST_PROXY',
  ]) {
    delete env[name];
  }
  const base = `http://127.0.0.1:${port}`;
  Object.assign(env, {
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATA_DIR: dataDir,
    PORT: String(port),
    APP_URL: base,
    AUTH_SECRET: 'bench-only-secret-0123456789-abcdefghijklmnop',
    ...extra,
  });
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const logLines = [];
  const keep = (chunk) => {
    logLines.push(...String(chunk).split('\n').filter(Boolean));
    logLines.splice(0, Math.max(0, logLines.length - 40));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return { child, exited, logLines, base };
}

const bareDir = path.join(root, 'bench', 'pages', 'bare');

/**
 * The bare Next app (bench/pages/bare: a page and a JSON route, no database, no auth), built when it has no build,
 * started with `next start` on `port` in its own process group (stop it with stopShop): the same run's measure of what
 * the framework alone costs on this machine, whose speed varies from day to day.
 */
export async function startBareApp(port) {
  const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  if (!existsSync(path.join(bareDir, '.next', 'BUILD_ID'))) {
    const built = spawnSync(process.execPath, [nextBin, 'build', bareDir], {
      cwd: root,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: 'ignore',
    });
    if (built.status !== 0) throw new Error('the bare app (bench/pages/bare) did not build');
  }
  const child = spawn(process.execPath, [nextBin, 'start', bareDir, '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
    detached: true,
  });
  const bare = { child, exited: new Promise((resolve) => child.on('exit', resolve)), base: `http://127.0.0.1:${port}` };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the bare app exited');
    try {
      if ((await fetch(`${bare.base}/json-dynamic`, { signal: AbortSignal.timeout(5000) })).ok) return bare;
    } catch {}
    await sleep(300);
  }
  await stopShop(bare);
  throw new Error('the bare app did not start');
}

/** Stops the whole process group (start.mjs and the server it runs). */
export async function stopShop(shop) {
  try {
    process.kill(-shop.child.pid, 'SIGTERM');
  } catch {}
  await Promise.race([shop.exited, sleep(15_000)]);
  try {
    process.kill(-shop.child.pid, 'SIGKILL');
  } catch {}
}

/** Waits for /_api/health, allowing for a build first. */
export async function waitHealthy(shop) {
  const deadline = Date.now() + 15 * 60_000;
  while (Date.now() < deadline) {
    if (shop.child.exitCode !== null) throw new Error(`the shop exited:\n${shop.logLines.join('\n')}`);
    try {
      const response = await fetch(`${shop.base}/_api/health`, { signal: AbortSignal.timeout(5000) });
      if (response.ok) return;
    } catch {}
    await sleep(500);
  }
  throw new Error(`the shop did not become healthy:\n${shop.logLines.join('\n')}`);
}

/** Replaces what stands between `<!-- bench:name -->` and `<!-- /bench:name -->` in a file of the repository. */
export function writeBetweenMarkers(file, name, content) {
  const target = path.join(root, file);
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const text = readFileSync(target, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const block = `${start}\n${content.trim()}\n${end}`;
  const next =
    from >= 0 && to > from
      ? text.slice(0, from) + block + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(target, next);
}
