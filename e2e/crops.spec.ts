import type { Page } from '@playwright/test';
import { createCrop, createParty, createPurchase } from './support/arrange';
import { expect, expectAccessible, screenshots, test, unique } from './support/fixtures';
import { displayDate, rowWithCell, toast } from './support/screen';
import { chooseOption } from './support/select';

// Crop Master (docs/screens.md#masters): add, edit, delete, '-' for a missing base price, a duplicate name.

const EMPTY = 'No crops found. Create your first crop to get started.';

async function openCrops(page: Page) {
  await page.goto('/crops');
  await expect(page.getByRole('heading', { level: 1, name: 'Crop Master' })).toBeVisible();
  await expect(page.getByRole('table').or(page.getByText(EMPTY))).toBeVisible();
}

const today = displayDate();

test('adds a crop without a base price: Quintals, "-" and today', async ({ signedIn: page }) => {
  const name = unique('Bajra');
  await openCrops(page);
  await page.getByRole('button', { name: 'Add Crop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Crop' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Unit' })).toHaveText('Quintal');
  await expect(dialog.getByLabel('Base Price (₹)')).toHaveAttribute('step', '0.01');
  await expectAccessible(page);

  // Esc closes the dialog; reopened, it is empty again.
  await dialog.getByLabel('Crop Name').fill('Discarded');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Add Crop' }).click();
  await expect(dialog.getByLabel('Crop Name')).toHaveValue('');

  await dialog.getByLabel('Crop Name').fill(name);
  await page.keyboard.press('Enter');
  await expect(toast(page)).toContainText('Crop created successfully');
  await expect(dialog).toBeHidden();

  const created = rowWithCell(page, name);
  await expect(created.getByRole('cell')).toHaveText([name, 'Quintals', '-', today, '']);
});

test('adds a crop in kg with a base price, then edits it to tons', async ({ signedIn: page, api }) => {
  const name = unique('Moong');
  await openCrops(page);
  await page.getByRole('button', { name: 'Add Crop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Crop' });
  await dialog.getByLabel('Crop Name').fill(name);
  await chooseOption(dialog.getByRole('combobox', { name: 'Unit' }), 'Kg');
  await dialog.getByLabel('Base Price (₹)').fill('7550.5');
  await dialog.getByRole('button', { name: 'Create Crop' }).click();
  await expect(toast(page)).toContainText('Crop created successfully');
  await expect(rowWithCell(page, name).getByRole('cell')).toHaveText([name, 'Kg', '₹7,550.50', today, '']);

  await rowWithCell(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Crop' });
  await expect(edit.getByLabel('Crop Name')).toHaveValue(name);
  await expect(edit.getByLabel('Base Price (₹)')).toHaveValue('7550.50');
  await chooseOption(edit.getByRole('combobox', { name: 'Unit' }), 'Ton');
  await edit.getByLabel('Base Price (₹)').fill('');
  await edit.getByRole('button', { name: 'Update Crop' }).click();
  await expect(toast(page)).toContainText('Crop updated successfully');
  await expect(edit).toBeHidden();
  await expect(rowWithCell(page, name).getByRole('cell')).toHaveText([name, 'Tons', '-', today, '']);

  const stored = (await (await api.get('/api/crops')).json()) as Array<{
    name: string;
    basePrice: string | null;
  }>;
  expect(stored.find((c) => c.name === name)?.basePrice).toBeNull();
});

test('a duplicate name shows the server message and keeps the dialog open', async ({
  signedIn: page,
  api,
}) => {
  const existing = await createCrop(api, { name: unique('Jowar'), unit: 'quintal' });
  await openCrops(page);
  await page.getByRole('button', { name: 'Add Crop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Crop' });
  await dialog.getByLabel('Crop Name').fill(existing.name.toUpperCase());
  await page.keyboard.press('Enter');

  const message = `A crop named "${existing.name}" already exists`;
  await expect(toast(page)).toContainText('Error');
  await expect(toast(page)).toContainText(message);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText(message);
  await expectAccessible(page);
  // The typed name stays for correcting; Cancel closes the dialog without saving.
  await expect(dialog.getByLabel('Crop Name')).toHaveValue(existing.name.toUpperCase());
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowWithCell(page, existing.name.toUpperCase())).toHaveCount(0);
});

test('searches by name and deletes a crop after the confirmation', async ({ signedIn: page, api }) => {
  const crop = await createCrop(api, { name: unique('Kulthi'), unit: 'kg', basePrice: '45' });
  await openCrops(page);
  await page.getByRole('searchbox', { name: 'Search crops by name' }).fill(crop.name.toLowerCase());
  await expect(page.locator('tbody tr')).toHaveCount(1);

  await rowWithCell(page, crop.name)
    .getByRole('button', { name: `Delete ${crop.name}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this crop?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('Crop deleted successfully');
  await expect(page.getByText(EMPTY)).toBeVisible();
});

test('a crop with a purchase cannot be deleted: the toast gives the server reason', async ({
  signedIn: page,
  api,
}) => {
  const crop = await createCrop(api, { name: unique('Guarded Tur'), unit: 'quintal' });
  const farmer = await createParty(api, { name: unique('Tur Farmer'), type: 'farmer' });
  await createPurchase(api, {
    partyId: farmer.id,
    cropId: crop.id,
    quantity: '5',
    rate: '6500',
    purchaseDate: '2026-02-01',
    expenses: [],
  });

  await openCrops(page);
  await rowWithCell(page, crop.name)
    .getByRole('button', { name: `Delete ${crop.name}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText(/This crop is used by .*cannot be deleted/);
  await expect(rowWithCell(page, crop.name)).toHaveCount(1);
});

test('a failed fetch shows the error inline, and an empty list shows the spec text', async ({
  signedIn: page,
}) => {
  await page.route('**/api/crops', (route) => route.fulfill({ status: 403, json: { message: 'Forbidden' } }));
  await page.goto('/crops');
  await expect(page.getByRole('alert')).toContainText('Failed to fetch crops');
  await page.unroute('**/api/crops');
  await page.route('**/api/crops', (route) => route.fulfill({ json: [] }));
  await page.reload();
  await expect(page.getByText(EMPTY)).toBeVisible();
  await expectAccessible(page);
});

test('screenshots of the crop list and its dialog', async ({ signedIn: page, api }) => {
  await createCrop(api, { name: unique('Wheat Lokwan'), unit: 'quintal', basePrice: '2425' });
  await createCrop(api, { name: unique('Turmeric Salem'), unit: 'kg', basePrice: '142.75' });
  await createCrop(api, { name: unique('Soybean'), unit: 'ton' });
  await openCrops(page);
  await expectAccessible(page);
  await screenshots(page, 'crops');
  await page.getByRole('button', { name: 'Add Crop' }).click();
  await expect(page.getByRole('dialog', { name: 'Add New Crop' })).toBeVisible();
  await screenshots(page, 'crops-add-dialog');
});
