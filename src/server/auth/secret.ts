import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getEnv } from '@/env';

let cached: string | undefined;

/**
 * The secret that signs session cookies. In local mode without AUTH_SECRET it is generated once and
 * kept in DATA_DIR/auth-secret, so sessions survive restarts; a shared deployment must set AUTH_SECRET
 * (the configuration module refuses to start without it).
 */
export function getAuthSecret(): string {
  const env = getEnv();
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (cached) return cached;
  const file = path.join(/*turbopackIgnore: true*/ env.DATA_DIR, 'auth-secret');
  try {
    cached = readFileSync(file, 'utf8').trim();
    if (cached.length >= 32) return cached;
  } catch {
    // Not there yet: generated below.
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  cached = randomBytes(48).toString('base64url');
  writeFileSync(file, `${cached}\n`, { mode: 0o600 });
  return cached;
}

/**
 * Every secret a session cookie or signed link may carry: the current one first (the only one that signs), then
 * AUTH_SECRET_PREVIOUS, so rotating AUTH_SECRET ends no session and breaks no link while the old one is listed.
 */
export function getAuthSecrets(): string[] {
  const current = getAuthSecret();
  return [current, ...getEnv().AUTH_SECRET_PREVIOUS.filter((secret) => secret !== current)];
}
