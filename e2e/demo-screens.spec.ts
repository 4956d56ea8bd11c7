// Every screen of the demo (a year of generated trading) at desktop and phone sizes: screenshots for a
// person to look at (e2e/screenshots/demo-*), plus checks that charts render, nothing overflows the
// phone's width and axe finds no serious violation. Runs its own demo server on its own data directory.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, expectAccessible, test } from './support/fixtures';

const port = Number(process.env.E2E_PORT ?? 3100) + 50;
const demoURL = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;
let dataDir = '';

const SCREENS = [
  { path: '/dashboard', title: 'Dashboard' },
  { path: '/parties', title: 'Party Management' },
  { path: '/crops', title: 'Crop Master' },
  { path: '/locations', title: 'Location Management' },
  { path: '/purchase', title: 'Purchase Management' },
  { path: '/sales', title: 'Sales Management' },
  { path: '/expenses', title: 'Expense Management' },
  { path: '/inventory', title: 'Inventory Management' },
  { path: '/ledger', title: 'Ledger Management' },
  { path: '/reports', title: 'Reports & Analytics' },
];

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
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
  const deadline = Date.now() + 200_000;
  while (Date.now() < deadline) {
    if (output.includes('MandiBook demo:')) return;
    if (server.exitCode !== null) throw new Error(`demo server exited: ${output}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`demo server did not start: ${output}`);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('every demo screen renders real data at desktop and phone sizes', async ({ page }) => {
  await page.goto(demoURL);
  await page.getByLabel('Email').fill('demo@mandibook.in');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  for (const screen of SCREENS) {
    for (const [label, size] of [
      ['desktop', { width: 1440, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(size);
      await page.goto(`${demoURL}${screen.path}`);
      await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
      // Wait for data, not skeletons.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
      if (screen.path === '/dashboard') {
        await expect(page.locator('.recharts-line-curve').first()).toBeVisible();
        await expect(page.locator('.recharts-pie-sector').first()).toBeVisible();
      }
      await page.waitForTimeout(300);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${screen.path} is wider than the ${label} screen`).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: `e2e/screenshots/demo${screen.path.replace('/', '-')}-${label}.png`,
        fullPage: label === 'desktop',
      });
      if (label === 'desktop') await expectAccessible(page);
    }
  }
});
