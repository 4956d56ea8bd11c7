// Every screen of the demo (five months of generated trading, e2e/support/demo-server.ts) at desktop and phone sizes: screenshots for a
// person to look at (e2e/screenshots/demo-*), plus checks that charts render, nothing overflows the
// phone's width and axe finds no serious violation. The demo runs on a server and data directory of its own.
import { request as playwrightRequest, type Page } from '@playwright/test';
import { expect, expectAccessible, TAKE_SCREENSHOTS, test } from './support/fixtures';
import { spawnDemoServer, waitForDemo, type DemoServer } from './support/demo-server';
import { E2E_EXTRA_PORT } from './support/worker-server';
import { expectNoSidewaysScroll } from './support/screen';

let demoURL = '';
let own: DemoServer | undefined;
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

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
test.beforeAll(async ({}, workerInfo) => {
  test.setTimeout(300_000);
  // Started by global setup in a whole run, or here when this spec runs alone (e2e/support/demo-server.ts).
  const early = process.env.E2E_DEMO_URL;
  if (!early) own = spawnDemoServer(E2E_EXTRA_PORT + workerInfo.parallelIndex);
  demoURL = early ?? own!.url;
  await waitForDemo(demoURL, process.env.E2E_DEMO_LOG ?? own!.log, 280_000);
  const anon = await playwrightRequest.newContext({ baseURL: demoURL });
  const res = await anon.post('/api/auth/login', {
    data: { email: 'demo@mandibook.in', password: 'demo-password' },
  });
  expect(res.status(), await res.text()).toBe(200);
  auth = (await res.json()) as { user: unknown; token: string };
  await anon.dispose();
});

test.afterAll(async () => {
  await own?.stop();
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
      // Loaded once, at the first size; the app's layout is CSS alone (no script reads the width), so the next
      // size is the same page resized, as a phone turned or a window narrowed (ADR 0012, 2026-12-07).
      if (label === SIZES[0][0]) await page.goto(`${demoURL}${screen.path}`);
      await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
      // Wait for data, not skeletons.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
      if (screen.path === '/dashboard') {
        await expect(page.getByTestId('trend-line').first()).toBeVisible();
        await expect(page.getByTestId('pie-slice').first()).toBeVisible();
      }
      await page.waitForTimeout(300);
      await expectNoSidewaysScroll(page, `${screen.path} at ${label}`);
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

test('months of sales and ledger entries are shown a hundred rows at a time', async ({ page }) => {
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
    await expect(nav).toContainText(/Showing 101–\d+ of [\d,]+/);
    await expect(rows.first()).not.toHaveText(first ?? '');
    await nav.getByRole('button', { name: 'Previous' }).click();
    await expect(nav).toContainText(/Showing 1–100 of/);
  }
});
