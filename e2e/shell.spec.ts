import type { Page } from '@playwright/test';
import { ADMIN, expect, expectAccessible, ON_POSTGRESQL, screenshots, test } from './support/fixtures';
import { typedDate } from './support/screen';

const ROUTES = [
  { nav: 'Dashboard', path: '/dashboard', title: 'Dashboard' },
  { nav: 'Parties', path: '/parties', title: 'Party Management' },
  { nav: 'Crops', path: '/crops', title: 'Crop Master' },
  { nav: 'Locations', path: '/locations', title: 'Location Management' },
  { nav: 'Purchase', path: '/purchase', title: 'Purchase Management' },
  { nav: 'Sales', path: '/sales', title: 'Sales Management' },
  { nav: 'Expenses', path: '/expenses', title: 'Expense Management' },
  { nav: 'Payments', path: '/payments', title: 'Payments' },
  { nav: 'Cash & Bank', path: '/cash-bank', title: 'Cash & Bank' },
  { nav: 'Inventory', path: '/inventory', title: 'Inventory Management' },
  { nav: 'Ledger', path: '/ledger', title: 'Ledger Management' },
  { nav: 'Outstanding', path: '/outstanding', title: 'Outstanding' },
  { nav: 'Audit Trail', path: '/audit', title: 'Audit Trail' },
  { nav: 'Reports', path: '/reports', title: 'Reports & Analytics' },
  { nav: 'Users', path: '/users', title: 'Users' },
];

test('the login screen shows the emblem, product name and prompt, and passes axe', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('MandiBook');
  await expect(page.getByRole('heading', { name: 'MandiBook' })).toBeVisible();
  await expect(page.getByText('Sign in to your account')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password');
  await expect(page.getByLabel('Remember me')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await expectAccessible(page);
  await screenshots(page, 'login');
});

test('a wrong password shows the server message in an error toast', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Error' });
  await expect(toast).toContainText('Invalid email or password');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
});

test(
  'signing in from the keyboard, using every route, reloading and signing out',
  ON_POSTGRESQL,
  async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(ADMIN.password);
    await page.keyboard.press('Enter');

    // The shell first (the sign-in itself), then its toast, found in the notifications region as the test of
    // the busy state finds it.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeVisible({ timeout: 30_000 });
    await expect(shownToast(page, 'Successfully logged in')).toBeVisible();
    await expect(page.getByTestId('sidebar-username')).toHaveText(ADMIN.username);
    await expect(page.getByTestId('sidebar-role')).toHaveText('Admin');
    // '/' counts as the dashboard.
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    for (const route of ROUTES) {
      await nav.getByRole('link', { name: route.nav, exact: true }).click();
      await expect(page).toHaveURL(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.title })).toBeVisible();
      await expect(nav.getByRole('link', { name: route.nav, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: ROUTES.at(-1)!.title })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? '{}'));
    expect(stored.state.isAuthenticated).toBe(true);
    expect(stored.state.businessTimezone).toBe('Asia/Kolkata');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Sign in to your account')).toBeVisible();
    const cleared = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? '{}'));
    expect(cleared.state).toMatchObject({ user: null, token: null, isAuthenticated: false });
  },
);

test('an unknown path shows Page Not Found inside the shell', async ({ signedIn: page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expectAccessible(page);
});

test('the shell passes axe and the page header shows today in en-IN', async ({ signedIn: page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const today = new Intl.DateTimeFormat('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date());
  await expect(page.locator('header time')).toHaveText(today);
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await expectAccessible(page);
});

test('on a phone the sidebar becomes a menu', async ({ signedIn: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Crops' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crop Master' })).toBeVisible();
  await expect(nav).toBeHidden();
  await expectAccessible(page);
});

test('a revoked or expired token sends the user back to the login screen', async ({ signedIn: page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.evaluate(() => {
    const s = JSON.parse(localStorage.getItem('auth-storage') ?? '{}');
    s.state.token = 'revoked-token-that-the-server-does-not-know';
    localStorage.setItem('auth-storage', JSON.stringify(s));
  });
  await page.reload();
  // The app checks the stored token on load; the server answers 401 and the app signs the user out.
  await expect(page.getByText('Sign in to your account')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? '{}'));
  expect(stored.state.isAuthenticated).toBe(false);
});

/** The toast on screen holding `text`, to read its title and description apart. */
function shownToast(page: Page, text: string) {
  return page
    .getByRole('region', { name: 'Notifications (F8)' })
    .getByRole('listitem')
    .filter({ hasText: text });
}

async function fillLogin(page: Page) {
  await page.goto('/');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
}

test('while the sign-in request runs the button reads "Signing in..." and is disabled; then a Success toast', async ({
  page,
}) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/login', async (route) => {
    await gate;
    await route.continue();
  });
  await fillLogin(page);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  const busy = page.getByRole('button', { name: 'Signing in...', exact: true });
  await expect(busy).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toHaveCount(0);

  release();
  const success = shownToast(page, 'Successfully logged in');
  await expect(success.getByText('Success', { exact: true })).toBeVisible();
  await expect(success.getByText('Successfully logged in', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test.describe('when the server fails', () => {
  test.use({ expectedConsoleError: /status of 500|net::ERR_FAILED/ });

  test('a 500 with an empty body, or no answer at all, shows the "Login failed" fallback', async ({
    page,
  }) => {
    await page.route('**/api/auth/login', (route) => route.fulfill({ status: 500, body: '' }));
    await fillLogin(page);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const failed = shownToast(page, 'Login failed');
    await expect(failed.getByText('Error', { exact: true })).toBeVisible();
    await expect(failed.getByText('Login failed', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();

    await failed.getByRole('button', { name: 'Close' }).click();
    await expect(failed).toHaveCount(0);

    await page.unroute('**/api/auth/login');
    await page.route('**/api/auth/login', (route) => route.abort('failed'));
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(failed.getByText('Login failed', { exact: true })).toBeVisible();
    await expect(page.getByText('Sign in to your account')).toBeVisible();
  });
});

/** Answers `url` as the server would, but with `businessTimezone` set to `timeZone`. */
async function serveTimezone(page: Page, url: string, timeZone: string) {
  await page.route(url, async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, json: { ...(await res.json()), businessTimezone: timeZone } });
  });
}

// UTC+14. The browser's clock is fixed at 12:00 UTC, when it is already tomorrow there but still today in
// India, so a screen that ignored the server's zone would show another date.
const KIRITIMATI = 'Pacific/Kiritimati';
const NOON_UTC = new Date('2026-03-05T12:00:00Z');
const longDate = (timeZone: string) =>
  new Intl.DateTimeFormat('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(NOON_UTC);
const isoDate = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(NOON_UTC);

test('the fixed clock puts Kiritimati and India on different dates', () => {
  expect(isoDate(KIRITIMATI)).toBe('2026-03-06');
  expect(isoDate('Asia/Kolkata')).toBe('2026-03-05');
});

test('"today" follows the server\'s business time zone: /api/auth/me updates a session stored without it', async ({
  signedIn: page,
}) => {
  await page.clock.setFixedTime(NOON_UTC);
  await serveTimezone(page, '**/api/auth/me', KIRITIMATI);
  await page.goto('/purchase');
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase Management' })).toBeVisible();
  await expect(page.locator('header time')).toHaveText(longDate(KIRITIMATI));
  await expect(page.getByLabel('Purchase Date')).toHaveValue(typedDate(isoDate(KIRITIMATI)));
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? '{}'));
  expect(stored.state.businessTimezone).toBe(KIRITIMATI);
});

test('the sign-in answer sets the business time zone', async ({ page }) => {
  await page.clock.setFixedTime(NOON_UTC);
  await serveTimezone(page, '**/api/auth/login', KIRITIMATI);
  // /api/auth/me keeps quiet, so only the sign-in answer can have set the zone.
  await page.route('**/api/auth/me', () => undefined);
  await fillLogin(page);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('header time')).toHaveText(longDate(KIRITIMATI));
});

test('a 401 signs out with a "session ended" toast and forgets the cached lists', async ({
  signedIn: page,
}) => {
  // The Parties screen asks for a page (/api/parties?limit=…), not the whole list.
  const partiesCall = (r: { url(): string; method(): string }) =>
    new URL(r.url()).pathname === '/api/parties' && r.method() === 'GET';
  const fetched = page.waitForRequest(partiesCall);
  await page.goto('/parties');
  await fetched;
  await expect(page.getByRole('heading', { level: 1, name: 'Party Management' })).toBeVisible();

  // The server stops knowing the token: the next call answers 401.
  await page.route('**/api/crops', (route) =>
    route.fulfill({ status: 401, json: { message: 'Not signed in' } }),
  );
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Crops', exact: true }).click();
  await expect(page.getByText('Sign in to your account')).toBeVisible();
  const ended = shownToast(page, 'Your session has ended. Please sign in again.');
  await expect(ended.getByText('Error', { exact: true })).toBeVisible();
  await page.unroute('**/api/crops');

  // Signing in again fetches the parties afresh instead of showing the previous session's list.
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crop Master' })).toBeVisible();
  const refetched = page.waitForRequest(partiesCall, { timeout: 10_000 });
  await nav.getByRole('link', { name: 'Parties', exact: true }).click();
  await refetched;
  await expect(page.getByRole('heading', { level: 1, name: 'Party Management' })).toBeVisible();
});

test('signing out with a token the server no longer knows just signs out, without a "session ended" toast', async ({
  signedIn: page,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const logoutCall = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
  await page.route('**/api/auth/logout', (route) =>
    route.fulfill({ status: 401, json: { message: 'Not signed in' } }),
  );

  await page.getByRole('button', { name: 'Logout' }).click();

  expect((await logoutCall).status()).toBe(401);
  await expect(page.getByText('Sign in to your account')).toBeVisible();
  // A toast would come with the sign-out; give it time to show before asserting there is none.
  await page.waitForTimeout(1500);
  // Counted once, not awaited: a toast would be gone again after its 5 s, so a retrying check would pass.
  expect(await shownToast(page, 'Your session has ended').count()).toBe(0);
});
