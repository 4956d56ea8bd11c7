import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_BASE_PORT, startWorkerServer, type WorkerServer } from './worker-server';

export const ADMIN = { email: 'admin@mandibook.test', password: 'e2e-admin-password', username: 'admin' };

interface Fixtures {
  /** A page already signed in as the e2e admin (token placed in auth-storage before the app loads). */
  signedIn: Page;
  /** An API client with the admin's bearer token, for arranging test data. */
  api: APIRequestContext;
  /** A page signed in as an admin of the test's own whose language is Hindi (the shared admin stays English). */
  hindiPage: Page;
  failOnConsoleError: void;
}

interface WorkerFixtures {
  /** This worker's own server and database (worker-server.ts); every page and API client talks to it. */
  workerServer: WorkerServer;
}

interface Options {
  /** Console errors a test provokes on purpose beyond 4xx responses (a 500 it stages, say). */
  expectedConsoleError: RegExp | null;
}

let cachedLogin: { user: unknown; token: string } | undefined;

async function adminLogin(request: APIRequestContext) {
  if (cachedLogin) return cachedLogin;
  const res = await request.post('/api/auth/login', {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  cachedLogin = (await res.json()) as { user: unknown; token: string };
  return cachedLogin;
}

/**
 * Collects a page's console errors: an unexpected one fails the test (docs/code-conventions.md#tests), and so does
 * any Content-Security-Policy violation, even one the app caught (zod's `new Function` probe was one). Answers
 * the errors that were neither a 4xx the test provoked nor `expected`.
 */
async function watchConsole(page: Page, expected: RegExp | null): Promise<() => string[]> {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} (${e.blockedURI || 'inline'})`),
    );
  });
  // Failed responses the test provoked on purpose (401, 409 …) are logged by Chromium as resource errors.
  return () =>
    errors.filter(
      (e) =>
        !/Failed to load resource: the server responded with a status of (4\d\d)/.test(e) &&
        !expected?.test(e),
    );
}

export const test = base.extend<Fixtures & Options, WorkerFixtures>({
  workerServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
    async ({}, use, workerInfo) => {
      const server = await startWorkerServer(E2E_BASE_PORT + workerInfo.parallelIndex);
      await use(server);
      await server.stop();
    },
    // A fresh cluster and its migrations under tsx: minutes on a machine busy with other work.
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ workerServer }, use) => {
    await use(workerServer.baseURL);
  },
  expectedConsoleError: [null, { option: true }],
  failOnConsoleError: [
    async ({ page, expectedConsoleError }, use) => {
      const unexpected = await watchConsole(page, expectedConsoleError);
      await use();
      expect(unexpected(), 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  signedIn: async ({ page, request }, use) => {
    const { user, token } = await adminLogin(request);
    await page.addInitScript(
      ([u, t]) => {
        if (!window.localStorage.getItem('auth-storage')) {
          window.localStorage.setItem(
            'auth-storage',
            JSON.stringify({ state: { user: u, token: t, isAuthenticated: true }, version: 0 }),
          );
        }
      },
      [user, token] as const,
    );
    await use(page);
  },
  hindiPage: async ({ browser, baseURL, api, expectedConsoleError }, use) => {
    const email = `${unique('hindi').replace(/\s+/g, '-').toLowerCase()}@mandibook.test`;
    const password = 'hindi-e2e-password';
    const made = await api.post('/api/users', {
      data: { email, username: unique('Munim'), password, role: 'admin' },
    });
    expect(made.status(), await made.text()).toBe(201);
    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    const login = await context.request.post('/api/auth/login', { data: { email, password } });
    const { token } = (await login.json()) as { token: string };
    const set = await context.request.put('/api/auth/language', {
      data: { language: 'hi' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(set.status(), await set.text()).toBe(200);
    const user = (await set.json()) as unknown;
    await context.addInitScript(
      ([u, t]) =>
        window.localStorage.setItem(
          'auth-storage',
          JSON.stringify({ state: { user: u, token: t, isAuthenticated: true }, version: 0 }),
        ),
      [user, token] as const,
    );
    const page = await context.newPage();
    const unexpected = await watchConsole(page, expectedConsoleError);
    await use(page);
    expect(unexpected(), 'console errors').toEqual([]);
    await context.close();
  },
  api: async ({ playwright, baseURL }, use) => {
    const anon = await playwright.request.newContext({ baseURL });
    const { token } = await adminLogin(anon);
    const ctx = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Authorization: `Bearer ${token}` },
    });
    await use(ctx);
    await ctx.dispose();
    await anon.dispose();
  },
});

export { expect };

/**
 * Marks a flow that also runs when the suite runs on a PostgreSQL server (playwright.config.ts): one that goes
 * through the server's own paths (row locks, cursors, paging plans, a retried create) or every screen's queries.
 */
export const ON_POSTGRESQL = { tag: '@postgresql' } as const;

/** No serious or critical axe-core violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  let bad = await seriousViolations(page);
  // A toast may begin to fade out while axe reads the page (its display time ends mid-analysis); its blended
  // colour then reads as low contrast. Only then is the page read again, once the fade has ended: a toast
  // whose colours are truly too pale fails both times.
  if (
    bad.length > 0 &&
    bad.every((v) =>
      v.nodes.every((n) => n.startsWith('div[data-slot="toast-') || n.startsWith('li[data-slot="toast"')),
    )
  ) {
    bad = await seriousViolations(page);
  }
  expect(bad).toEqual([]);
}

async function seriousViolations(page: Page) {
  // A toast fading in or out has a blended colour for a moment; axe would read that as low contrast.
  // Wait for every finite animation (entries, exits) to end; endless ones (skeleton pulse) are left.
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => {
      const end = a.effect?.getComputedTiming().endTime;
      return typeof end === 'number' && Number.isFinite(end);
    });
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
  // The rows of one list are one component: the first ten are read, the rest of a long page left out. On a page
  // of 25 or 50 rows axe spent about half of the flow's time re-reading the same markup (ADR 0012, session 27).
  // Legacy mode runs axe in the page in one call; the default opens a blank page per check to merge the results of
  // frames (the app has none), which doubled each check's time. Only violations are returned in full: the passes'
  // nodes are never read (ADR 0012, session 28).
  // axe-core (half a megabyte) is put into a page once, not twice per check as the builder would: a page checked
  // again after a click keeps it, and a new document gets it anew (ADR 0012, 2026-12-07).
  const present = await page.evaluate(
    () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
  );
  if (!present) await page.evaluate(axe.source);
  const results = await new AxeBuilder({ page, axeSource: ';' })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .exclude('tbody > tr:nth-child(n+11)')
    .exclude('[data-slot="card-list"] > li:nth-child(n+11)')
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
}

/**
 * Screenshots are for a person to look at (docs/decisions/0012-ci-time.md): taken on a developer's run, left out of
 * CI, where nobody looks at them and they cost minutes, unless E2E_SCREENSHOTS=1 asks for them.
 */
export const TAKE_SCREENSHOTS = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

/** Screenshots at desktop (1440×900) and phone (390×844) sizes into e2e/screenshots (not committed). */
export async function screenshots(page: Page, name: string): Promise<void> {
  if (!TAKE_SCREENSHOTS) return;
  const original = page.viewportSize();
  for (const [label, size] of [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await page.screenshot({ path: `e2e/screenshots/${name}-${label}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** A name no other test run has used (the e2e database lives for one run, specs share it). */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}
