#!/usr/bin/env node
// `npm start`: builds when the sources are newer than the last build, then serves the shop.
// Migrations, the admin account and demo data happen inside the server at start (src/instrumentation.ts).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const buildId = path.join(root, '.next', 'BUILD_ID');
const inputs = [
  'src',
  'public',
  'drizzle',
  'proxy.ts',
  'next.config.mjs',
  'package.json',
  'tsconfig.json',
  'postcss.config.mjs',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function needsBuild() {
  if (process.env.SKIP_BUILD === '1') return false;
  if (!existsSync(buildId)) return true;
  const builtAt = statSync(buildId).mtimeMs;
  return inputs.some((input) => newestMtime(path.join(root, input)) > builtAt);
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

if (needsBuild()) {
  console.log('[steam-and-grind] Building the shop (first start or changed sources)...');
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = process.env.PORT || '3000';
const url = (process.env.APP_URL || `http://localhost:${port}`).replace(/\/+$/, '');
const server = spawn(process.execPath, [path.join(root, 'scripts', 'server.mjs'), '-p', port], {
  cwd: root,
  env,
  stdio: ['inherit', 'pipe', 'inherit'],
});

let announced = false;
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /Ready in/.test(String(chunk))) {
    announced = true;
    console.log(`\n[steam-and-grind] The shop is running at ${url}\n`);
  }
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
