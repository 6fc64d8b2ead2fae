import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/*
 * Page tests run against the production build (`next start`) on a fresh embedded database with demo data,
 * or against a deployed preview when BASE_URL is set.
 */
const port = Number(process.env.E2E_PORT ?? 3200);
const baseURL = process.env.BASE_URL ?? `http://127.0.0.1:${port}`;
const chromiumPath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'E2e-admin-password-1' };

const launchOptions = {
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // No retries, in CI too: a test that passes only on its second try is a bug in the product or the test.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: { baseURL, trace: 'on-first-retry', launchOptions },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions } },
  ],
  webServer: process.env.BASE_URL
    ? undefined
    : {
        command: `node scripts/e2e-server.mjs`,
        url: `${baseURL}/_api/health`,
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        env: {
          PORT: String(port),
          APP_URL: baseURL,
          DATA_DIR: '.data/e2e',
          AUTH_SECRET: 'e2e-secret-that-is-long-enough-0123456789abcdef',
          ADMIN_EMAIL: E2E_ADMIN.email,
          ADMIN_PASSWORD: E2E_ADMIN.password,
          SEED_DEMO: '1',
          // Every page test writes from 127.0.0.1; each contact message still uses its own sender address.
          CONTACT_MESSAGES_PER_HOUR_PER_ADDRESS: '1000',
          REGISTRATIONS_PER_HOUR_PER_ADDRESS: '1000',
        },
      },
});
