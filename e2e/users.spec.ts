import type { APIRequestContext, Page } from '@playwright/test';
import { english, msg } from '../common/messages';
import type { UserRecord } from '../common/schemas/users';
import { getJson, post } from './support/arrange';
import { ADMIN, expect, expectAccessible, screenshots, test, unique } from './support/fixtures';
import { toast } from './support/screen';
import { chooseOption } from './support/select';

// The API's text, from its catalogue (common/messages).
const LAST_ADMIN_MESSAGE = english(msg('users.lastAdmin'));

// Users and roles (docs/screens.md#users): admins add and deactivate users, the last admin stays one,
// everyone changes their own password.

const slug = () =>
  unique('u')
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase();

async function openUsers(page: Page) {
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
}

/** A session of its own for `email`, as another browser would hold it. */
async function tokenFor(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function statusWith(request: APIRequestContext, token: string, url = '/api/parties') {
  return (await request.get(url, { headers: { authorization: `Bearer ${token}` } })).status();
}

const userRow = (page: Page, email: string) =>
  page.getByTestId('user-row').filter({ has: page.getByRole('cell', { name: email, exact: true }) });

test('an admin adds a staff user and deactivates them: their session ends at once', async ({
  signedIn: page,
  request,
}) => {
  const name = slug();
  const email = `${name}@mandibook.test`;
  const password = 'staff-password-1';
  await openUsers(page);
  await expect(page.getByRole('navigation').getByText('Settings')).toBeVisible();
  await expect(userRow(page, ADMIN.email)).toContainText('(You)');
  // One's own password is changed from the sidebar, which keeps this session.
  await expect(userRow(page, ADMIN.email).getByRole('button', { name: /^Set password/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add User' }).click();
  const add = page.getByRole('dialog', { name: 'Add User' });
  await expect(add.getByRole('combobox', { name: 'Role' })).toHaveText('Staff');
  // A short password is refused in the dialog, before anything is sent.
  await add.getByLabel('Email').fill(email);
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('Password').fill('short');
  await page.keyboard.press('Enter');
  await expect(add.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(toast(page, 'User added')).toHaveCount(0);
  await expectAccessible(page);
  await add.getByLabel('Password').fill(password);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'User added')).toBeVisible();
  await expect(add).toBeHidden();

  const row = userRow(page, email);
  await expect(row.getByRole('cell')).toHaveText([name, email, 'Staff', 'Active', /\d{4}$/, '']);
  const first = await tokenFor(request, email, password);
  expect(await statusWith(request, first)).toBe(200);

  // An admin sets a new password: the user's session ends, only the new password signs in.
  await row.getByRole('button', { name: `Set password of ${name}` }).click();
  const setPassword = page.getByRole('dialog', { name: 'Set Password' });
  await expect(setPassword.getByLabel('New password')).toBeFocused();
  await page.keyboard.type('reset-password-2');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Password set')).toBeVisible();
  await expect(setPassword).toBeHidden();
  expect(await statusWith(request, first)).toBe(401);
  const token = await tokenFor(request, email, 'reset-password-2');

  // Deactivate from the keyboard: Space toggles the box, Enter in the name field saves.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  const active = edit.getByRole('checkbox', { name: 'Active (can sign in)' });
  await expect(active).toBeChecked();
  await active.focus();
  await page.keyboard.press('Space');
  await expect(active).not.toBeChecked();
  await expectAccessible(page);
  await edit.getByLabel('Name').focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'User updated')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row.getByRole('cell').nth(3)).toHaveText('Inactive');

  expect(await statusWith(request, token)).toBe(401);
  const again = await request.post('/api/auth/login', { data: { email, password: 'reset-password-2' } });
  expect(again.status()).toBe(401);
  await expectAccessible(page);
  await screenshots(page, 'users');
});

test('the last active admin cannot be made staff; the message is shown and nothing changes', async ({
  signedIn: page,
  api,
}) => {
  // Other specs make admins of their own (the Hindi walk signs one in): deactivate them, so that the e2e
  // admin is the last active one.
  for (const other of (await getJson<UserRecord[]>(api, '/api/users')).filter(
    (u) => u.role === 'admin' && u.active && u.email !== ADMIN.email,
  )) {
    const res = await api.put(`/api/users/${other.id}`, {
      data: { username: other.username, role: 'admin', active: false },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const admins = (await getJson<UserRecord[]>(api, '/api/users')).filter(
    (u) => u.role === 'admin' && u.active,
  );
  expect(
    admins.map((u) => u.email),
    'the e2e admin is the only active admin',
  ).toEqual([ADMIN.email]);
  await openUsers(page);
  await userRow(page, ADMIN.email)
    .getByRole('button', { name: `Edit ${ADMIN.username}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await chooseOption(edit.getByRole('combobox', { name: 'Role' }), 'Staff');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, LAST_ADMIN_MESSAGE)).toBeVisible();
  await expect(edit).toBeVisible();
  await screenshots(page, 'users-last-admin');
  // Esc first dismisses the error toast (Radix toasts listen for it), then closes the dialog.
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(userRow(page, ADMIN.email).getByRole('cell').nth(2)).toHaveText('Admin');
  expect((await getJson<UserRecord[]>(api, '/api/users')).find((u) => u.email === ADMIN.email)?.role).toBe(
    'admin',
  );
});

test('a staff user changes their own password from the keyboard and sees no admin screens', async ({
  page,
  api,
  request,
}) => {
  const name = slug();
  const email = `${name}@mandibook.test`;
  await post(api, '/api/users', { email, username: name, password: 'first-password', role: 'staff' });
  const otherSession = await tokenFor(request, email, 'first-password');

  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('first-password');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Audit Trail' })).toHaveCount(0);
  // Everyone reads the business profile and the charge schedule (docs/settings-and-charges.md); only admins edit.
  await expect(nav.getByRole('link', { name: 'Business & Charges' })).toBeVisible();

  await page.getByRole('button', { name: 'Change password' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Change Your Password' });
  await expect(dialog.getByLabel('Current password')).toBeFocused();
  await page.keyboard.type('not-my-password');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('New password')).toBeFocused();
  await page.keyboard.type('second-password');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('The current password is wrong', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Current password')).toBeFocused();
  await expectAccessible(page);
  await screenshots(page, 'change-password');

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('first-password');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Password changed')).toBeVisible();
  await expect(dialog).toBeHidden();

  // This session stays; the other one ended; only the new password signs in.
  expect(await statusWith(request, otherSession)).toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(
    (await request.post('/api/auth/login', { data: { email, password: 'first-password' } })).status(),
  ).toBe(401);
  await tokenFor(request, email, 'second-password');

  // Opened by its address, the Users screen tells staff it is an admin's.
  await page.goto('/users');
  await expect(page.getByText('Only admins manage users')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add User' })).toHaveCount(0);
  await expectAccessible(page);

  // Esc closes the dialog.
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
