// A write that cannot reach the server says so (docs/operations.md#no-connection), and a page loaded without a
// connection shows the app's own offline page from the service worker (docs/decisions/0004-web-client.md#offline).
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { en } from '../web/i18n/en';
import { hi } from '../web/i18n/hi';
import { getJson, post } from './support/arrange';
import { expect, expectAccessible, screenshots, test, unique } from './support/fixtures';
import { chooseOption } from './support/select';
import { toast } from './support/screen';

// Chromium logs every call the emulated offline network refuses.
test.use({ expectedConsoleError: /ERR_INTERNET_DISCONNECTED/ });

const LANGUAGES = [
  { code: 'en', texts: en },
  { code: 'hi', texts: hi },
] as const;

interface Signed {
  user: unknown;
  token: string;
}

/** A user of the test's own, in `language`: the shared e2e admin stays English for the other specs. */
async function userIn(
  api: APIRequestContext,
  newContext: () => Promise<APIRequestContext>,
  language: 'en' | 'hi',
): Promise<Signed> {
  const email = `${unique('offline').replace(/\s+/g, '-').toLowerCase()}@mandibook.test`;
  const password = 'offline-e2e-password';
  await post(api, '/api/users', { email, username: unique('Munim'), password, role: 'admin' });
  const own = await newContext();
  const login = await own.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as Signed;
  const set = await own.put('/api/auth/language', {
    data: { language },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(set.status(), await set.text()).toBe(200);
  // The language call answers the user as it now is.
  const user: unknown = await set.json();
  await own.dispose();
  return { user, token };
}

async function signInAs(page: Page, signed: Signed, language: 'en' | 'hi'): Promise<void> {
  await page.addInitScript(
    ([u, t, l]) => {
      if (!window.localStorage.getItem('auth-storage')) {
        window.localStorage.setItem(
          'auth-storage',
          JSON.stringify({ state: { user: u, token: t, isAuthenticated: true }, version: 0 }),
        );
        window.localStorage.setItem('language', l);
      }
    },
    [signed.user, signed.token, language] as const,
  );
}

/** Waits until the service worker has kept the shell and controls the page (after one more load). */
async function workerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

for (const { code, texts } of LANGUAGES) {
  test(`offline (${code}): a save says so within 3 s, keeps the form, saves once when back; a reload shows the app's page`, async ({
    page,
    context,
    api,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const t = texts;
    const user = await userIn(api, () => playwright.request.newContext({ baseURL }), code);
    await signInAs(page, user, code);
    await page.goto('/expenses');
    // A cold load on a busy machine (the worker keeps the shell meanwhile) may take a while.
    const heading = page.getByRole('heading', { level: 1, name: t.expenses.title });
    await expect(heading).toBeVisible({ timeout: 30_000 });
    await workerReady(page);
    await expect(heading).toBeVisible({ timeout: 30_000 });

    // The entry, typed while online.
    const description = unique(code === 'hi' ? 'ट्रक भाड़ा' : 'Truck hire');
    await page.getByRole('button', { name: t.expenses.addExpense }).click();
    await chooseOption(page.getByLabel(t.expenses.form.type), t.expenses.types.transport);
    const descriptionBox = page.getByRole('textbox', { name: t.expenses.form.descriptionLabel, exact: true });
    await descriptionBox.fill(description);
    await page.getByLabel(t.expenses.form.amount).fill('875.50');

    // Every attempt to save it, with the key it carried.
    const attempts: Request[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/expenses') attempts.push(r);
    });

    await context.setOffline(true);
    const clicked = Date.now();
    await page.getByRole('button', { name: t.expenses.form.submit }).click();
    const banner = page.getByTestId('connection-banner');
    await expect(banner).toContainText(t.common.connection.waiting, { timeout: 3_000 });
    expect(Date.now() - clicked).toBeLessThan(3_000);
    if (code === 'en') await expect(banner).toContainText('No connection: not saved yet, retrying');
    // The form keeps what was typed, and says it is saving rather than spinning without a word.
    await expect(descriptionBox).toHaveValue(description);
    await expect(page.getByLabel(t.expenses.form.amount)).toHaveValue('875.50');
    await expect(page.getByLabel(t.expenses.form.type)).toHaveText(t.expenses.types.transport);
    await expect(page.getByRole('button', { name: t.expenses.form.submitting })).toBeDisabled();
    // It keeps trying (1 s, then 2 s later), each time with the same key.
    await expect.poll(() => attempts.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await expectAccessible(page);
    await screenshots(page, `offline-save-${code}`);

    await context.setOffline(false);
    await expect(toast(page, t.expenses.toast.success)).toBeVisible({ timeout: 15_000 });
    await expect(banner).toBeHidden();
    const keys = new Set(attempts.map((r) => r.headers()['idempotency-key']));
    expect(keys.size, 'one key for every attempt').toBe(1);
    expect([...keys][0]).toMatch(/^[0-9a-f]{32}$/);
    // Saved once: one expense with this description, whatever the number of attempts.
    await page.waitForTimeout(1_500);
    const found = await getJson<unknown>(api, `/api/expenses?q=${encodeURIComponent(description)}`);
    const rows = (Array.isArray(found) ? found : (found as { rows: unknown[] }).rows) as Array<{
      description: string;
      amount: string;
    }>;
    expect(rows.filter((r) => r.description === description)).toEqual([
      expect.objectContaining({ description, amount: '875.50' }),
    ]);

    // The worker never keeps an API answer, though the page has just made many calls through it.
    const cached = await cachedUrls(page);
    expect(cached).toContain('/');
    expect(cached.some((u) => u.startsWith('/assets/'))).toBe(true);
    expect(cached.filter((u) => u.startsWith('/api'))).toEqual([]);

    // A reload without a connection: the app's own page, in the stored language.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: t.offline.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.getByText(t.offline.body)).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, `offline-page-${code}`);

    // "Try again" checks first: still offline, it says so and stays.
    const tryAgain = page.getByRole('button', { name: t.offline.retry });
    await tryAgain.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: t.offline.still })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: t.offline.title })).toBeVisible();

    // Back online, it loads the app.
    await context.setOffline(false);
    await tryAgain.click();
    await expect(page.getByRole('heading', { level: 1, name: t.expenses.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: t.offline.title })).toBeHidden();
  });
}

test('a save stopped while offline is not sent again, and the form still holds the entry', async ({
  signedIn: page,
  context,
  api,
}) => {
  await page.goto('/expenses');
  await page.getByRole('button', { name: en.expenses.addExpense }).click();
  await chooseOption(page.getByLabel(en.expenses.form.type), en.expenses.types.storage);
  const description = unique('Godown rent');
  await page.getByRole('textbox', { name: en.expenses.form.descriptionLabel, exact: true }).fill(description);
  await page.getByLabel(en.expenses.form.amount).fill('400');
  let attempts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/expenses') attempts++;
  });

  await context.setOffline(true);
  await page.getByRole('button', { name: en.expenses.form.submit }).click();
  const banner = page.getByTestId('connection-banner');
  await expect(banner).toBeVisible({ timeout: 3_000 });
  await banner.getByRole('button', { name: en.common.connection.stop }).click();
  await expect(toast(page, en.common.connection.stopped)).toBeVisible();
  await expect(banner).toBeHidden();
  // The form is as typed and can be saved again.
  await expect(
    page.getByRole('textbox', { name: en.expenses.form.descriptionLabel, exact: true }),
  ).toHaveValue(description);
  await expect(page.getByRole('button', { name: en.expenses.form.submit })).toBeEnabled();

  const sent = attempts;
  await context.setOffline(false);
  await page.waitForTimeout(3_000);
  expect(attempts, 'nothing sent once stopped').toBe(sent);
  const found = await getJson<unknown>(api, `/api/expenses?q=${encodeURIComponent(description)}`);
  const rows = (Array.isArray(found) ? found : (found as { rows: unknown[] }).rows) as unknown[];
  expect(rows).toEqual([]);

  // Saved again, online: recorded once.
  await page.getByRole('button', { name: en.expenses.form.submit }).click();
  await expect(toast(page, en.expenses.toast.success)).toBeVisible();
  const after = await getJson<unknown>(api, `/api/expenses?q=${encodeURIComponent(description)}`);
  expect((Array.isArray(after) ? after : (after as { rows: unknown[] }).rows).length).toBe(1);
});

test('in a dialog too: the dialog says so, and the crop is created once when the connection returns', async ({
  signedIn: page,
  context,
  api,
}) => {
  await page.goto('/crops');
  await page.getByRole('button', { name: 'Add Crop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Crop' });
  const name = unique('Chana');
  await dialog.getByLabel('Crop Name').fill(name);
  await dialog.getByLabel('Base Price (₹)').fill('5400');

  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Create Crop' }).click();
  // Behind the modal dialog the shell's banner cannot be read or clicked: the dialog has its own.
  const banner = dialog.getByTestId('connection-banner');
  await expect(banner).toContainText(en.common.connection.waiting, { timeout: 3_000 });
  await expect(banner.getByRole('button', { name: en.common.connection.stop })).toBeEnabled();
  await expect(dialog.getByLabel('Crop Name')).toHaveValue(name);
  await expectAccessible(page);

  await context.setOffline(false);
  await expect(toast(page, 'Crop created successfully')).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toBeHidden();
  const crops = await getJson<Array<{ name: string }>>(api, '/api/crops');
  expect(crops.filter((c) => c.name === name)).toHaveLength(1);
});
