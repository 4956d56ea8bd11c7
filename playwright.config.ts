import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * On a PostgreSQL server (TEST_DATABASE_URL) only the flows tagged `@postgresql` run, unless E2E_ALL=1: the
 * whole suite runs on PGlite, and the API suite runs on both databases, so what a second browser pass would add
 * is the server's own paths under real use (docs/decisions/0012-ci-time.md).
 */
const serverFlowsOnly = !!process.env.TEST_DATABASE_URL && process.env.E2E_ALL !== '1';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  grep: serverFlowsOnly ? /@postgresql/ : undefined,
  // A guard against a hung flow, not a speed check: a busy or slow CI machine runs flows two to three times as
  // long as a quiet one (docs/decisions/0012-ci-time.md), and a flow cut off half-way proves nothing.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    viewport: { width: 1440, height: 900 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    acceptDownloads: true,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium, never a downloaded browser; these flags keep it from hanging on the closed network.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
        // Native date inputs follow the browser's language: show dd/mm/yyyy as an Indian user sees it.
        '--lang=en-IN',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: String(port) },
  },
});
