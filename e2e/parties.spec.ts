import type { APIRequestContext, Page } from '@playwright/test';
import { createCity, createCrop, createParty, createPurchase, createState } from './support/arrange';
import { expect, expectAccessible, screenshots, test, unique } from './support/fixtures';
import { manyParties, serveParties } from './support/many-parties';
import { rowWithCell, toast } from './support/screen';
import { chooseByKeyboard, chooseOption, openSelectByKeyboard, pickByTyping } from './support/select';

// Party Management (docs/screens.md#masters): add, edit, filter, delete, a refused delete, through the UI.

/** Starts with its random part, so that typing its first letters in a select finds it alone. */
function distinct(suffix: string): string {
  const head = Math.random().toString(36).slice(2, 8);
  return `${head[0]!.toUpperCase()}${head.slice(1)} ${suffix}`;
}

async function makeStateAndCity(api: APIRequestContext) {
  const state = await createState(api, distinct('Pradesh'));
  const city = await createCity(api, { name: distinct('Nagar'), stateId: state.id });
  return { state, city };
}

const EMPTY = 'No parties found. Create your first party to get started.';

async function openParties(page: Page) {
  await page.goto('/parties');
  await expect(page.getByRole('heading', { level: 1, name: 'Party Management' })).toBeVisible();
  // Loaded: the table, or the empty state when no party exists yet.
  await expect(page.getByRole('table').or(page.getByText(EMPTY))).toBeVisible();
}

async function searchFor(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search parties by name' }).fill(text);
}

const filterBy = (page: Page, filter: string, option: string) =>
  chooseOption(page.getByRole('combobox', { name: filter }), option);

test('adds a party from the keyboard only, and Esc closes the dialog', async ({ signedIn: page, api }) => {
  const { state, city } = await makeStateAndCity(api);
  const name = unique('Keyboard Trader');
  await openParties(page);

  // Esc closes the dialog without saving.
  await page.getByRole('button', { name: 'Add Party' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add New Party' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Add Party' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await expect(dialog.getByLabel('Party Name')).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('combobox', { name: 'Type' })).toBeFocused();
  await chooseByKeyboard(page, 'Trader');
  await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveText('Trader');
  await page.keyboard.press('Tab');
  await page.keyboard.type('+91 98765 43210');
  await page.keyboard.press('Tab');
  await page.keyboard.type('trader@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('APMC Yard, Shop 12');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Aadhaar Number')).toHaveAttribute('maxlength', '12');
  await page.keyboard.type('123456789012');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('combobox', { name: 'State' })).toBeFocused();
  await chooseByKeyboard(page, state.name);
  await expect(dialog.getByRole('combobox', { name: 'State' })).toHaveText(state.name);
  await page.keyboard.press('Tab');
  await openSelectByKeyboard(page);
  // Only the chosen state's cities are offered.
  await expect(page.getByRole('option')).toHaveText(['No city', city.name]);
  await pickByTyping(page, city.name);
  await expect(dialog.getByRole('combobox', { name: 'City' })).toHaveText(city.name);
  // Back into a text field (City → State → Aadhaar → Address): Enter there submits the form.
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByLabel('Address')).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(toast(page)).toContainText('Party created successfully');
  await expect(dialog).toBeHidden();
  await searchFor(page, name);
  const created = rowWithCell(page, name);
  await expect(created).toHaveCount(1);
  await expect(created.getByText('Trader', { exact: true })).toBeVisible();
  await expect(created).toContainText('+91 98765 43210');
  await expect(created).toContainText('APMC Yard, Shop 12');
  await expect(created).toContainText(`${city.name}, ${state.name}`);
  const balance = created.getByRole('cell', { name: '₹0.00' });
  await expect(balance).toHaveClass(/text-green-700/);

  // The form starts empty again.
  await page.getByRole('button', { name: 'Add Party' }).click();
  await expect(dialog.getByLabel('Party Name')).toHaveValue('');
  await page.keyboard.press('Escape');
});

test('required fields are reported in the dialog', async ({ signedIn: page }) => {
  await openParties(page);
  await page.getByRole('button', { name: 'Add Party' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Party' });
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Create Party' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(['Required', 'Required', 'Invalid email']);
  await expect(dialog.getByLabel('Party Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expectAccessible(page);
  await screenshots(page, 'parties-dialog-errors');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('edits a party: the Aadhaar stays on file when left empty', async ({ signedIn: page, api }) => {
  const party = await createParty(api, {
    name: unique('Edit Farmer'),
    type: 'farmer',
    contactNumber: '98000 11111',
    aadharNumber: '111122223333',
  });
  const renamed = unique('Renamed Farmer');
  await openParties(page);
  await searchFor(page, party.name);
  await rowWithCell(page, party.name)
    .getByRole('button', { name: `Edit ${party.name}` })
    .click();

  const dialog = page.getByRole('dialog', { name: 'Edit Party' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Party Name')).toHaveValue(party.name);
  await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveText('Farmer');
  await expect(dialog.getByLabel('Aadhaar Number')).toHaveValue('');
  await expect(dialog.getByText('On file: XXXX XXXX 3333. Leave empty to keep it.')).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'parties-edit-dialog');

  await dialog.getByLabel('Party Name').fill(renamed);
  await page.keyboard.press('Enter');
  await expect(toast(page)).toContainText('Party updated successfully');
  await expect(dialog).toBeHidden();
  await searchFor(page, renamed);
  await expect(rowWithCell(page, renamed)).toHaveCount(1);

  const stored = (await (await api.get('/api/parties')).json()) as Array<{
    id: number;
    aadharMasked: string | null;
  }>;
  expect(stored.find((p) => p.id === party.id)?.aadharMasked).toBe('XXXX XXXX 3333');
});

test('filters by name, type and state', async ({ signedIn: page, api }) => {
  const prefix = unique('Filter');
  const west = await createState(api, unique('West State'));
  const east = await createState(api, unique('East State'));
  await createParty(api, { name: `${prefix} Farmer`, type: 'farmer', stateId: west.id });
  await createParty(api, { name: `${prefix} Trader`, type: 'trader', stateId: east.id });
  await createParty(api, { name: `${prefix} Exporter`, type: 'exporter', stateId: west.id });
  const names = (suffixes: string[]) => suffixes.map((s) => `${prefix} ${s}`);
  const nameCells = page.locator('tbody tr td:first-child');

  await openParties(page);
  await searchFor(page, prefix.toUpperCase());
  await expect(nameCells).toHaveText(names(['Exporter', 'Farmer', 'Trader']));

  await filterBy(page, 'Filter by type', 'Trader');
  await expect(nameCells).toHaveText(names(['Trader']));
  await filterBy(page, 'Filter by type', 'All Types');
  await filterBy(page, 'Filter by state', west.name);
  await expect(nameCells).toHaveText(names(['Exporter', 'Farmer']));
  await filterBy(page, 'Filter by type', 'Farmer');
  await expect(nameCells).toHaveText(names(['Farmer']));
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();

  await filterBy(page, 'Filter by type', 'Trader');
  await expect(page.getByText(EMPTY)).toBeVisible();
  await expectAccessible(page);

  await filterBy(page, 'Filter by state', 'All States');
  await filterBy(page, 'Filter by type', 'All Types');
  await expect(nameCells).toHaveText(names(['Exporter', 'Farmer', 'Trader']));
  await screenshots(page, 'parties-filtered');
});

test('deletes a party after the confirmation', async ({ signedIn: page, api }) => {
  const party = await createParty(api, { name: unique('Delete Exporter'), type: 'exporter' });
  await openParties(page);
  await searchFor(page, party.name);
  const deleteButton = rowWithCell(page, party.name).getByRole('button', { name: `Delete ${party.name}` });

  await deleteButton.click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this party?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(rowWithCell(page, party.name)).toHaveCount(1);

  await deleteButton.click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('Party deleted successfully');
  await expect(rowWithCell(page, party.name)).toHaveCount(0);
  await expect(page.getByText(EMPTY)).toBeVisible();
});

test('a party with a purchase cannot be deleted: the toast gives the server reason', async ({
  signedIn: page,
  api,
}) => {
  const crop = await createCrop(api, { name: unique('Delete Guard Crop'), unit: 'quintal' });
  const farmer = await createParty(api, { name: unique('Busy Farmer'), type: 'farmer' });
  await createPurchase(api, {
    partyId: farmer.id,
    cropId: crop.id,
    quantity: '10',
    rate: '2000',
    purchaseDate: '2026-01-15',
    expenses: [],
  });

  await openParties(page);
  await searchFor(page, farmer.name);
  const farmerRow = rowWithCell(page, farmer.name);
  // We owe the farmer for the purchase: a payable, in red.
  await expect(farmerRow.getByRole('cell', { name: '-₹20,000.00' })).toHaveClass(/text-red-700/);
  await farmerRow.getByRole('button', { name: `Delete ${farmer.name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();

  const error = toast(page);
  await expect(error).toContainText('Error');
  await expect(error).toContainText(/This party has 1 purchase.*cannot be deleted/);
  await expect(farmerRow).toHaveCount(1);
});

/** The Parties screen's own calls (GET /api/parties with any query), not the states' or cities'. */
const partiesCall = (url: URL) => url.pathname === '/api/parties';

test('with 5,000 parties the list asks the server for 100 rows a page and its filters', async ({
  signedIn: page,
}) => {
  // The server's contract (docs/api-conventions.md#lists), over the 5,000: filtered, a page of `limit` after the
  // cursor, with the total. Every query the screen sends is kept.
  const requests = await serveParties(page, manyParties(5000, 1_000_000));
  const queries = () => requests.filter(partiesCall).map((url) => url.searchParams);

  await openParties(page);
  await expect(page.getByText('Showing 1–100 of 5,000')).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(100);
  expect(queries().every((query) => query.get('limit') === '100')).toBe(true);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Showing 101–200 of 5,000')).toBeVisible();
  await expect(page.locator('tbody tr').first()).toContainText('Bulk Party 0100');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.locator('tbody tr').first()).toContainText('Bulk Party 0000');

  // Typing is sent once it pauses (about 300 ms), not once per key; the filters land in the URL.
  const before = queries().length;
  await page
    .getByRole('searchbox', { name: 'Search parties by name' })
    .pressSequentially('party 4', { delay: 30 });
  await expect(page.getByText('Showing 1–100 of 1,000')).toBeVisible();
  const searches = queries()
    .slice(before)
    .map((query) => query.get('q'));
  // Once, on a quiet machine; a loaded one can stall between two keys past the pause, so a partial search may
  // go too, but never one per key, and the last one sent is the whole text.
  expect(searches.at(-1)).toBe('party 4');
  expect(searches.length).toBeLessThanOrEqual(3);
  await filterBy(page, 'Filter by type', 'Exporter');
  await expect(page.getByText('Showing 1–100 of 333')).toBeVisible();
  await expect(page.locator('tbody tr').first()).toContainText('Bulk Party 4001');
  expect(queries().at(-1)?.get('type')).toBe('exporter');
  expect(queries().at(-1)?.get('q')).toBe('party 4');
  await expect(page).toHaveURL(/[?&]q=party(\+|%20)4/);
  await expect(page).toHaveURL(/[?&]type=exporter/);
});

test('a failed fetch shows the error inline, and an empty list shows the spec text', async ({
  signedIn: page,
}) => {
  await page.route(partiesCall, (route) => route.fulfill({ status: 403, json: { message: 'Forbidden' } }));
  await openPartiesWithoutTable(page);
  await expect(page.getByRole('alert')).toContainText('Failed to fetch parties');
  await expect(page.getByRole('alert')).toContainText('403');

  await page.unroute(partiesCall);
  await page.route(partiesCall, (route) =>
    route.fulfill({ json: { items: [], total: 0, nextCursor: null } }),
  );
  await page.reload();
  await expect(page.getByText(EMPTY)).toBeVisible();
  await expectAccessible(page);
});

async function openPartiesWithoutTable(page: Page) {
  await page.goto('/parties');
  await expect(page.getByRole('heading', { level: 1, name: 'Party Management' })).toBeVisible();
}

test('screenshots of the party list and its dialogs', async ({ signedIn: page, api }) => {
  const { state, city } = await makeStateAndCity(api);
  await createParty(api, {
    name: 'Ramesh Patel',
    type: 'farmer',
    contactNumber: '+91 98765 43210',
    address: 'At post Pimpalgaon, Niphad taluka',
    stateId: state.id,
    cityId: city.id,
  });
  await createParty(api, {
    name: 'Shree Ganesh Traders',
    type: 'trader',
    contactNumber: '0253 2345678',
    email: 'accounts@ganeshtraders.in',
    address: 'Shop 14, APMC Market Yard',
    stateId: state.id,
  });
  await createParty(api, {
    name: 'Deccan Agro Exports Pvt Ltd',
    type: 'exporter',
    email: 'ops@deccanagro.in',
  });

  await openParties(page);
  await expectAccessible(page);
  await screenshots(page, 'parties');
  await page.getByRole('button', { name: 'Add Party' }).click();
  await expect(page.getByRole('dialog', { name: 'Add New Party' })).toBeVisible();
  await screenshots(page, 'parties-add-dialog');
  await page.keyboard.press('Escape');
});
