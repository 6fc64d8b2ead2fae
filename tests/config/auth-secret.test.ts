import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetEnvForTests } from '@/env';

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
  vi.resetModules();
});

describe('auth secret', () => {
  it('uses AUTH_SECRET when it is set', async () => {
    vi.stubEnv('AUTH_SECRET', 'x'.repeat(40));
    resetEnvForTests();
    const { getAuthSecret } = await import('@/server/auth/secret');
    expect(getAuthSecret()).toBe('x'.repeat(40));
  });

  it('generates one in local mode, keeps it in DATA_DIR privately, and reuses it after a restart', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sg-secret-'));
    vi.stubEnv('AUTH_SECRET', '');
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('DATA_DIR', dir);
    resetEnvForTests();
    const first = (await import('@/server/auth/secret')).getAuthSecret();
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(path.join(dir, 'auth-secret')).mode & 0o077).toBe(0);
    vi.resetModules();
    const again = (await import('@/server/auth/secret')).getAuthSecret();
    expect(again).toBe(first);
  });
});
