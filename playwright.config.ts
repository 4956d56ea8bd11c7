import { defineConfig } from '@playwright/test';
import { serverFlowsOnly } from './e2e/support/selection';

/**
 * One server and database per worker, on E2E_PORT + its index (the `workerServer` fixture of e2e/support/fixtures.ts,
 * not a `webServer` here); the flows of one spec file run in order on one worker. Two workers: they ran the 170
 * flows in 13.1 minutes instead of 16.7 on one, on the same machine. Which specs share a worker's database then
 * changes from run to run, so a flow reads only its own rows; and a busy machine lays out a frame behind a resize,
 * so the phone checks poll (expectNoSidewaysScroll; docs/decisions/0012-ci-time.md). E2E_WORKERS=1 runs one.
 */
const workers = Number(process.env.E2E_WORKERS) || 2;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers,
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
    viewport: { width: 1440, height: 900 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    // The app honours prefers-reduced-motion (web/styles.css): no dialog, toast or skeleton animation to draw
    // frame by frame in software on a CI machine's two cores, nor to wait out before axe reads colours.
    reducedMotion: 'reduce',
    acceptDownloads: true,
    // A trace's screenshots are a screencast the browser encodes all the time: a quarter of the run's processor
    // (docs/decisions/0012-ci-time.md). Kept on a developer's machine without them; none in CI, whose clone and its
    // test-results are thrown away after the run.
    trace: process.env.CI
      ? 'off'
      : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    launchOptions: {
      // Debian's Chromium in its headless shell (package chromium-headless-shell, the browser Playwright itself runs
      // headless), never a downloaded browser (docs/decisions/0017-browser-for-tests.md); these flags keep it from
      // hanging on the closed network.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
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
});
