import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/env';

describe('configuration', () => {
  it('has working defaults for a fresh machine', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './.data',
      APP_URL: 'http://localhost:3000',
      SEED_DEMO: '1',
      STORAGE: 'local',
      isLocalMode: true,
    });
  });

  it('derives APP_URL from PORT and strips a trailing slash', () => {
    expect(parseEnv({ PORT: '4100' }).APP_URL).toBe('http://localhost:4100');
    expect(parseEnv({ APP_URL: 'https://shop.example.com/' }).APP_URL).toBe('https://shop.example.com');
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid configuration: PORT /],
    [{ PORT: '70000' }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL must start with postgres/],
    [{ APP_URL: 'not a url' }, /^Invalid configuration: APP_URL /],
    [{ SEED_DEMO: 'yes' }, /^Invalid configuration: SEED_DEMO /],
    [{ STORAGE: 's3' }, /^Invalid configuration: STORAGE /],
    [
      { ADMIN_EMAIL: 'boss@example.com' },
      /^Invalid configuration: ADMIN_PASSWORD ADMIN_EMAIL and ADMIN_PASSWORD must be set together/,
    ],
    [{ ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'long-enough-1' }, /^Invalid configuration: ADMIN_EMAIL /],
    [{ DATABASE_URL: 'postgres://db/shop' }, /^Invalid configuration: AUTH_SECRET is required/],
    [{ AUTH_SECRET: 'short' }, /^Invalid configuration: AUTH_SECRET must be at least 32 characters/],
    [{ STORAGE: 'uploadthing' }, /^Invalid configuration: UPLOADTHING_TOKEN /],
  ])('stops with one line naming the variable for %j', (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
    try {
      parseEnv(source);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });
});
