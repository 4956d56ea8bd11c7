import type { Page } from '@playwright/test';
import { budgetFor } from '../scripts/first-load';
import { expect, test } from './support/fixtures';

// Issue 13's budget for a cold load, from the network log of a fresh browser context (no cache): the bytes
// of JavaScript the server actually sent, compressed as served. The build adds up the same from the chunk
// graph (scripts/first-load.ts, docs/decisions/0010-first-load.md).

interface ScriptLoad {
  url: string;
  encoding: string | undefined;
  bytes: number;
}

/** Every script the page fetches from now on, with its transferred body size once it has arrived. */
function recordScripts(page: Page): ScriptLoad[] {
  const scripts: ScriptLoad[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    try {
      const response = await request.response();
      const [sizes, headers] = await Promise.all([request.sizes(), response?.allHeaders()]);
      scripts.push({
        url: request.url(),
        encoding: headers?.['content-encoding'],
        bytes: sizes.responseBodySize,
      });
    } catch (error) {
      // A script that finished as the test closed its page is read after the measurement: nothing to count.
      if (!page.isClosed()) throw error;
    }
  });
  return scripts;
}

async function coldLoad(page: Page, url: string, ready: () => Promise<void>): Promise<ScriptLoad[]> {
  const scripts = recordScripts(page);
  await page.goto(url);
  await ready();
  // Whatever the screen fetches once it shows (its queries, a chart) belongs to the cold load too.
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  return scripts;
}

/** The bytes of all the scripts, also noted on the test for the record (docs/decisions/0005-performance.md). */
function total(scripts: ScriptLoad[]): number {
  const bytes = scripts.reduce((n, s) => n + s.bytes, 0);
  test
    .info()
    .annotations.push({ type: 'first-load JavaScript', description: `${scripts.length} files, ${bytes} B` });
  return bytes;
}

const names = (scripts: ScriptLoad[]) => scripts.map((s) => new URL(s.url).pathname).join(' ');

test('signed out, the sign-in page fetches only sign-in code, brotli-compressed, within 120 kB', async ({
  page,
}) => {
  const scripts = await coldLoad(page, '/purchase', () =>
    expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible(),
  );
  for (const script of scripts) expect(script.encoding, script.url).toBe('br');
  // No router, shell or screen code before anyone has signed in.
  expect(names(scripts)).not.toMatch(/signed-in-app|(?<!login)-page-|dashboard/);
  expect(names(scripts)).toMatch(/login-page-/);
  expect(total(scripts), names(scripts)).toBeLessThanOrEqual(budgetFor('sign-in'));
});

const SCREENS = [
  { route: 'dashboard', path: '/', title: 'Dashboard', charts: true },
  { route: 'parties', path: '/parties', title: 'Party Management' },
  { route: 'crops', path: '/crops', title: 'Crop Master' },
  { route: 'locations', path: '/locations', title: 'Location Management' },
  { route: 'purchases', path: '/purchase', title: 'Purchase Management' },
  { route: 'sales', path: '/sales', title: 'Sales Management' },
  { route: 'expenses', path: '/expenses', title: 'Expense Management' },
  { route: 'payments', path: '/payments', title: 'Payments' },
  { route: 'cash-bank', path: '/cash-bank', title: 'Cash & Bank' },
  { route: 'inventory', path: '/inventory', title: 'Inventory Management' },
  { route: 'ledger', path: '/ledger', title: 'Ledger Management' },
  { route: 'outstanding', path: '/outstanding', title: 'Outstanding' },
  { route: 'audit', path: '/audit', title: 'Audit Trail' },
  { route: 'reports', path: '/reports', title: 'Reports & Analytics' },
  { route: 'users', path: '/users', title: 'Users' },
];

/** Figures for both dashboard charts, whatever the database holds, so that the cold load draws them. */
async function chartFigures(page: Page) {
  await page.route('**/api/dashboard/sales-trend?period=*', (route) =>
    route.fulfill({
      json: ['2026-03-09', '2026-03-10', '2026-03-11'].map((date, i) => ({
        date,
        sales: `${1000 * i}.00`,
        purchases: `${1500 * i}.00`,
      })),
    }),
  );
  await page.route('**/api/dashboard/crop-distribution', (route) =>
    route.fulfill({
      json: [
        { name: 'Wheat', value: '12.500' },
        { name: 'Gram', value: '7.500' },
      ],
    }),
  );
}

for (const screen of SCREENS) {
  test(`signed in, a cold load of ${screen.path} stays within its budget`, async ({ signedIn: page }) => {
    if ('charts' in screen) await chartFigures(page);
    const scripts = await coldLoad(page, screen.path, async () => {
      await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
      // The dashboard counts with its charts drawn.
      if ('charts' in screen) {
        await expect(page.getByTestId('trend-line')).toHaveCount(2);
        await expect(page.getByTestId('pie-slice')).toHaveCount(2);
      }
    });
    for (const script of scripts) expect(script.encoding, script.url).toBe('br');
    expect(total(scripts), names(scripts)).toBeLessThanOrEqual(budgetFor(screen.route));
  });
}
