#!/usr/bin/env node
// Starts the production server for Playwright on a fresh embedded database (DATA_DIR is wiped first).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data/e2e');
if (!dataDir.startsWith(path.join(root, '.data'))) throw new Error(`Refusing to wipe ${dataDir}: not under .data/`);
rmSync(dataDir, { recursive: true, force: true });

const server = spawn(
  process.execPath,
  [path.join(root, 'scripts', 'server.mjs'), '-p', process.env.PORT ?? '3200', '-H', '127.0.0.1'],
  {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
