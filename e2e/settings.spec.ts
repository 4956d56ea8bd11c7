import type { Page } from '@playwright/test';
import type { Charge } from '../common/schemas/settings';
import { getJson, post } from './support/arrange';
import { expect, expectAccessible, screenshots, test, unique } from './support/fixtures';
import { toast } from './support/screen';
import { chooseByKeyboard } from './support/select';

// Business & Charges (docs/settings-and-charges.md): admins edit the business profile and the charge
// schedule from the keyboard; staff read them.

const PROFILE = {
  name: 'Shri Balaji Trading Company',
  address: 'Shop 27, Krishi Upaj Mandi, Chhawni, Indore, Madhya Pradesh 452001',
  phone: '+91 731 246 5810',
  gstin: '23AAKFB4721K1ZK',
  apmcLicence: 'KUMS/IND/A-1187',
};

async function openSettings(page: Page, heading = 'Business & Charges') {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

const chargeRow = (page: Page, name: string) =>
  page.getByTestId('charge-row').filter({ has: page.getByRole('cell', { name: new RegExp(`^${name}`) }) });

/** Types into the focused field what it should hold, replacing what was there. */
async function typeOver(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

test('an admin edits the business profile and adds and edits a charge from the keyboard', async ({
  signedIn: page,
}) => {
  const name = unique('Tulai');
  await openSettings(page);
  await expect(
    page.getByRole('navigation').getByRole('link', { name: 'Business & Charges' }),
  ).toHaveAttribute('aria-current', 'page');

  // The profile: Edit, then every field from the keyboard; a wrong GSTIN is refused in the dialog first.
  await page.getByRole('button', { name: 'Edit profile' }).focus();
  await page.keyboard.press('Enter');
  const profile = page.getByRole('dialog', { name: 'Edit business profile' });
  await expect(profile.getByLabel('Business name')).toBeFocused();
  await typeOver(page, PROFILE.name);
  await page.keyboard.press('Tab');
  await typeOver(page, PROFILE.address);
  await page.keyboard.press('Tab');
  await typeOver(page, PROFILE.phone);
  await page.keyboard.press('Tab');
  await typeOver(page, '23AAKFB4721K1XK');
  await page.keyboard.press('Tab');
  await typeOver(page, PROFILE.apmcLicence);
  await page.keyboard.press('Tab');
  await expect(profile.getByRole('combobox', { name: 'Documents printed in' })).toBeFocused();
  await chooseByKeyboard(page, 'Hindi');
  await profile.getByLabel('APMC licence').focus();
  await page.keyboard.press('Enter');
  await expect(profile.getByLabel('GSTIN')).toHaveAttribute('aria-invalid', 'true');
  await expect(profile).toContainText('GSTIN must be 15 characters');
  await expectAccessible(page);
  await profile.getByLabel('GSTIN').focus();
  await typeOver(page, PROFILE.gstin.toLowerCase());
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Business profile saved')).toBeVisible();
  await expect(profile).toBeHidden();
  await expect(page.locator('dl dd')).toHaveText([...Object.values(PROFILE), 'Hindi']);

  // A charge: Add Charge, typed and chosen from the keyboard.
  await page.getByRole('button', { name: 'Add Charge' }).focus();
  await page.keyboard.press('Enter');
  const add = page.getByRole('dialog', { name: 'Add Charge' });
  await expect(add.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await page.keyboard.type('तुलाई');
  await page.keyboard.press('Tab');
  await expect(add.getByRole('combobox', { name: 'Applies to' })).toHaveText('Purchases');
  await page.keyboard.press('Tab');
  await chooseByKeyboard(page, 'Per quintal');
  await page.keyboard.press('Tab');
  await expect(add.getByLabel('Rate (₹)')).toBeFocused();
  await page.keyboard.type('3');
  await page.keyboard.press('Tab');
  await chooseByKeyboard(page, 'Us (the business)');
  await page.keyboard.press('Tab');
  // Retained but borne by us: the shared schema refuses it before anything is sent.
  await chooseByKeyboard(page, 'Retained');
  await add.getByLabel('Rate (₹)').focus();
  await page.keyboard.press('Enter');
  await expect(add).toContainText('A retained charge (such as commission) must be borne by the party');
  await expectAccessible(page);
  await add.getByRole('combobox', { name: 'Kind' }).focus();
  await chooseByKeyboard(page, 'Paid out');
  await add.getByLabel('Rate (₹)').focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Charge added')).toBeVisible();
  await expect(add).toBeHidden();

  const row = chargeRow(page, name);
  await expect(row.getByRole('cell')).toHaveText([
    `${name}तुलाई`,
    'Purchases',
    '₹3.00 / quintal',
    'Us',
    'Paid out',
    'Active',
    '',
  ]);

  // Edit its rate from the keyboard; then deactivate it with its row's button.
  await row.getByRole('button', { name: `Edit ${name}` }).focus();
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'Edit Charge' });
  await edit.getByLabel('Rate (₹)').focus();
  await typeOver(page, '3.50');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Charge updated')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row.getByRole('cell').nth(2)).toHaveText('₹3.50 / quintal');
  await expect(row.getByRole('button', { name: `Edit ${name}` })).toBeFocused();

  await row.getByRole('button', { name: `Deactivate ${name}` }).focus();
  await page.keyboard.press('Enter');
  await expect(row.getByRole('cell').nth(5)).toHaveText('Inactive');
  await expect(row.getByRole('button', { name: `Activate ${name}` })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'settings');
});

test('a duplicate name on the same side is refused with the server’s message, and delete asks first', async ({
  signedIn: page,
  api,
}) => {
  const name = unique('Hamali');
  await post<Charge>(api, '/api/charges', {
    name,
    appliesTo: 'purchase',
    basis: 'per_bag',
    rate: '12',
    bornBy: 'party',
    kind: 'paid_out',
  });
  await openSettings(page);

  await page.getByRole('button', { name: 'Add Charge' }).click();
  const add = page.getByRole('dialog', { name: 'Add Charge' });
  await expect(add.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await page.keyboard.type(name.toUpperCase());
  await add.getByLabel('Rate (%)').fill('1');
  await page.keyboard.press('Enter');
  await expect(add.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(toast(page, `A purchase charge named "${name}" already exists`)).toBeVisible();
  await add.getByRole('button', { name: 'Cancel' }).click();
  await expect(add).toBeHidden();

  const row = chargeRow(page, name);
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Lots already recorded keep it with their rates');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Charge deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
  const left = await getJson<Charge[]>(api, '/api/charges');
  expect(left.map((c) => c.name)).not.toContain(name);
});

test('staff read the profile and the schedule, with nothing to change', async ({ page, api, baseURL }) => {
  const email = `${unique('staff').replace(/\s+/g, '-').toLowerCase()}@mandibook.test`;
  const password = 'staff-e2e-password';
  await post(api, '/api/users', { email, username: unique('Clerk'), password, role: 'staff' });
  // An active sale charge so the schedule has a row; taken off after (specs share the database, and it would
  // land on every later sale).
  const fee = await post<Charge>(api, '/api/charges', {
    name: unique('Market fee'),
    nameHi: 'मंडी शुल्क',
    appliesTo: 'sale',
    basis: 'percent',
    rate: '1',
    bornBy: 'party',
    kind: 'paid_out',
  });
  const login = await page.request.post(`${baseURL}/api/auth/login`, { data: { email, password } });
  const { user, token } = (await login.json()) as { user: unknown; token: string };
  await page.addInitScript(
    ([u, t]) =>
      window.localStorage.setItem(
        'auth-storage',
        JSON.stringify({ state: { user: u, token: t, isAuthenticated: true }, version: 0 }),
      ),
    [user, token] as const,
  );

  await openSettings(page);
  await expect(page.getByText('Only an admin can change these settings; you can see them.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Business profile' })).toBeVisible();
  await expect(page.getByTestId('charge-row').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit profile' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Charge' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Delete|Deactivate|Activate) / })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  // Users and the audit trail stay admins' only; this screen is in the staff's Settings group.
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Business & Charges' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, 'settings-staff');
  expect((await api.delete(`/api/charges/${fee.id}`)).status()).toBe(204);
});

test('the screen in Hindi, on a laptop and a phone', async ({ hindiPage: page }) => {
  await openSettings(page, 'कारोबार और ख़र्चे');
  await expect(page.getByRole('heading', { name: 'कारोबार की जानकारी' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ख़र्चों की सूची' })).toBeVisible();
  await page.getByRole('button', { name: 'ख़र्चा जोड़ें' }).click();
  const add = page.getByRole('dialog', { name: 'ख़र्चा जोड़ें' });
  await expect(add.getByLabel('हिन्दी में नाम')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(add).toBeHidden();
  await expectAccessible(page);
  await screenshots(page, 'settings-hi');
});
