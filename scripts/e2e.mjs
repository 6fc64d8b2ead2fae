#!/usr/bin/env node
// `npm run test:e2e`: a fresh production build, then the Playwright suite against it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const run = (args) => spawnSync(process.execPath, args, { cwd: root, env, stdio: 'inherit' }).status ?? 1;

if (!process.env.BASE_URL) {
  const built = run([path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build']);
  if (built !== 0) process.exit(built);
}
process.exit(run([path.join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', ...process.argv.slice(2)]));
