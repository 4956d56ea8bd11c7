// Every screen of the demo (a year of generated trading) at desktop and phone sizes: screenshots for a
// person to look at (e2e/screenshots/demo-*), plus checks that charts render, nothing overflows the
// phone's width and axe finds no serious violation. Runs its own demo server on its own data directory.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { expect, expectAccessible, TAKE_SCREENSHOTS, test } from './support/fixtures';

const port = Number(process.env.E2E_PORT ?? 3100) + 50;
const demoURL = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;
let dataDir = '';
let auth: { user: unknown; token: string } | undefined;

const SCREENS = [
  { path: '/dashboard', title: 'Dashboard' },
  { path: '/parties', title: 'Party Management' },
  { path: '/crops', title: 'Crop Master' },
  { path: '/locations', title: 'Location Management' },
  { path: '/purchase', title: 'Purchase Management' },
  { path: '/sales', title: 'Sales Management' },
  { path: '/expenses', title: 'Expense Management' },
  { path: '/cash-bank', title: 'Cash & Bank' },
  { path: '/inventory', title: 'Inventory Management' },
  { path: '/ledger', title: 'Ledger Management' },
  { path: '/reports', title: 'Reports & Analytics' },
];

const SIZES = [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

// Generating the year takes a while on a busy machine; each screen then has its own test and time.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandibook-demo-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DEMO_DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    WEB_DIST: process.env.E2E_WEB_DIST ?? 'dist/web',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  server = spawn(process.execPath, ['--import', 'tsx', 'server/cli/demo.ts'], { env, stdio: 'pipe' });
  let output = '';
  server.stdout?.on('data', (d) => (output += String(d)));
  server.stderr?.on('data', (d) => (output += String(d)));
  const deadline = Date.now() + 280_000;
  while (!output.includes('MandiBook demo:')) {
    if (server.exitCode !== null) throw new Error(`demo server exited: ${output}`);
    if (Date.now() > deadline) throw new Error(`demo server did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  const anon = await playwrightRequest.newContext({ baseURL: demoURL });
  const res = await anon.post('/api/auth/login', {
    data: { email: 'demo@mandibook.in', password: 'demo-password' },
  });
  expect(res.status(), await res.text()).toBe(200);
  auth = (await res.json()) as { user: unknown; token: string };
  await anon.dispose();
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('the demo sign-in works from the login screen', async ({ page }) => {
  await page.goto(demoURL);
  await page.getByLabel('Email').fill('demo@mandibook.in');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

async function signIn(page: Page): Promise<void> {
  await page.addInitScript(
    ([user, token]) => {
      window.localStorage.setItem(
        'auth-storage',
        JSON.stringify({ state: { user, token, isAuthenticated: true }, version: 0 }),
      );
    },
    [auth?.user, auth?.token] as const,
  );
}

for (const screen of SCREENS) {
  test(`${screen.title} renders the demo's data at desktop and phone sizes`, async ({ page }) => {
    await signIn(page);
    for (const [label, size] of SIZES) {
      await page.setViewportSize(size);
      await page.goto(`${demoURL}${screen.path}`);
      await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
      // Wait for data, not skeletons.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
      if (screen.path === '/dashboard') {
        await expect(page.getByTestId('trend-line').first()).toBeVisible();
        await expect(page.getByTestId('pie-slice').first()).toBeVisible();
      }
      await page.waitForTimeout(300);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${screen.path} is wider than the ${label} screen`).toBeLessThanOrEqual(0);
      if (TAKE_SCREENSHOTS) {
        await page.screenshot({
          path: `e2e/screenshots/demo${screen.path.replace('/', '-')}-${label}.png`,
          fullPage: true,
        });
      }
      await expectAccessible(page);
    }
  });
}

test('a year of sales and ledger entries is shown a hundred rows at a time', async ({ page }) => {
  await signIn(page);
  for (const [screen, pages, table] of [
    ['/sales', 'Sales pages', () => page.getByRole('table')],
    [
      '/ledger',
      'Ledger entry pages',
      () => page.getByRole('region', { name: 'Ledger Entries' }).getByRole('table'),
    ],
  ] as const) {
    await page.goto(`${demoURL}${screen}`);
    const nav = page.getByRole('navigation', { name: pages });
    await expect(nav).toContainText(/Showing 1–100 of [\d,]+/);
    const rows = table().locator('tbody tr');
    await expect(rows).toHaveCount(100);
    const first = await rows.first().textContent();
    await nav.getByRole('button', { name: 'Next' }).click();
    await expect(nav).toContainText(/Showing 101–200 of [\d,]+/);
    await expect(rows.first()).not.toHaveText(first ?? '');
    await nav.getByRole('button', { name: 'Previous' }).click();
    await expect(nav).toContainText(/Showing 1–100 of/);
  }
});
