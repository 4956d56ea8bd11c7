import { ADMIN, expect, expectAccessible, screenshots, test } from './support/fixtures';

const ROUTES = [
  { nav: 'Dashboard', path: '/dashboard', title: 'Dashboard' },
  { nav: 'Parties', path: '/parties', title: 'Party Management' },
  { nav: 'Crops', path: '/crops', title: 'Crop Master' },
  { nav: 'Locations', path: '/locations', title: 'Location Management' },
  { nav: 'Purchase', path: '/purchase', title: 'Purchase Management' },
  { nav: 'Sales', path: '/sales', title: 'Sales Management' },
  { nav: 'Expenses', path: '/expenses', title: 'Expense Management' },
  { nav: 'Inventory', path: '/inventory', title: 'Inventory Management' },
  { nav: 'Ledger', path: '/ledger', title: 'Ledger Management' },
  { nav: 'Reports', path: '/reports', title: 'Reports & Analytics' },
];

test('the login screen shows the emblem, product name and prompt, and passes axe', async ({ page }) => {
  await page.goto('/');
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

test('signing in from the keyboard, using every route, reloading and signing out', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('status').filter({ hasText: 'Successfully logged in' })).toBeVisible({
    timeout: 30_000,
  });
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeVisible();
  await expect(page.getByTestId('sidebar-username')).toHaveText(ADMIN.username);
  await expect(page.getByTestId('sidebar-role')).toHaveText('admin');
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
  await expect(page.getByRole('heading', { level: 1, name: 'Reports & Analytics' })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? '{}'));
  expect(stored.state.isAuthenticated).toBe(true);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Sign in to your account')).toBeVisible();
  const cleared = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? '{}'));
  expect(cleared.state).toMatchObject({ user: null, token: null, isAuthenticated: false });
});

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
  await expect(page.getByRole('img', { name: 'Notifications' })).toBeVisible();
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
