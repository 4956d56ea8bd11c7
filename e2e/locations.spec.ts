import type { Page } from '@playwright/test';
import { createCity, createState, freeCode } from './support/arrange';
import { expect, expectAccessible, screenshots, test, unique } from './support/fixtures';
import { displayDate, rowWithCell, toast } from './support/screen';
import { chooseOption } from './support/select';

// Location Management (docs/screens.md#masters): states and cities, their dialogs, and a refused delete.

const NO_STATES = 'No states found. Add your first state to get started.';
const NO_CITIES = 'No cities found. Add states first, then add cities.';

async function openLocations(page: Page) {
  await page.goto('/locations');
  await expect(page.getByRole('heading', { level: 1, name: 'Location Management' })).toBeVisible();
  await expect(page.getByRole('table').or(page.getByText(NO_STATES))).toBeVisible();
}

const today = displayDate();

test('adds a state (the code typed in lower case appears in capitals), then a city in it', async ({
  signedIn: page,
  api,
}) => {
  const stateName = unique('Vidarbha');
  const cityName = unique('Akola');
  const code = await freeCode(api);
  await openLocations(page);
  await expect(page.getByRole('tab', { name: 'States' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Add State' }).click();
  const stateDialog = page.getByRole('dialog', { name: 'Add New State' });
  await expect(stateDialog).toBeVisible();
  await expectAccessible(page);
  await stateDialog.getByLabel('State Name').fill(stateName);
  await stateDialog.getByLabel('State Code').pressSequentially(`${code}x`);
  await expect(stateDialog.getByLabel('State Code')).toHaveValue(code.toUpperCase());
  await page.keyboard.press('Enter');
  await expect(toast(page)).toContainText('State created successfully');
  await expect(stateDialog).toBeHidden();
  await expect(rowWithCell(page, stateName).getByRole('cell')).toHaveText([
    stateName,
    code.toUpperCase(),
    today,
    '',
  ]);

  await page.getByRole('tab', { name: 'Cities' }).click();
  await page.getByRole('button', { name: 'Add City' }).click();
  const cityDialog = page.getByRole('dialog', { name: 'Add New City' });
  await cityDialog.getByLabel('City Name').fill(cityName);
  const submit = cityDialog.getByRole('button', { name: 'Create City' });
  // No state, no city (docs/screens.md#masters).
  await expect(submit).toBeDisabled();
  await expectAccessible(page);
  await chooseOption(cityDialog.getByRole('combobox', { name: 'State' }), stateName);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(toast(page)).toContainText('City created successfully');
  await expect(cityDialog).toBeHidden();
  await expect(rowWithCell(page, cityName).getByRole('cell')).toHaveText([cityName, stateName, today, '']);

  // The state now has a city: deleting it is refused with the server's reason.
  await page.getByRole('tab', { name: 'States' }).click();
  await rowWithCell(page, stateName)
    .getByRole('button', { name: `Delete ${stateName}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this state?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('Error');
  await expect(toast(page)).toContainText('This state has 1 city and cannot be deleted');
  await expect(rowWithCell(page, stateName)).toHaveCount(1);
});

test('edits a state and a city, and Esc closes their dialogs', async ({ signedIn: page, api }) => {
  const state = await createState(api);
  const other = await createState(api);
  const city = await createCity(api, { name: unique('Wardha'), stateId: state.id });
  const renamed = unique('Renamed State');
  await openLocations(page);

  await rowWithCell(page, state.name)
    .getByRole('button', { name: `Edit ${state.name}` })
    .click();
  const stateDialog = page.getByRole('dialog', { name: 'Edit State' });
  await expect(stateDialog.getByLabel('State Code')).toHaveValue(state.code);
  await page.keyboard.press('Escape');
  await expect(stateDialog).toBeHidden();
  await rowWithCell(page, state.name)
    .getByRole('button', { name: `Edit ${state.name}` })
    .click();
  await stateDialog.getByLabel('State Name').fill(renamed);
  await page.keyboard.press('Enter');
  await expect(toast(page)).toContainText('State updated successfully');
  await expect(rowWithCell(page, renamed)).toHaveCount(1);

  await page.getByRole('tab', { name: 'Cities' }).click();
  await expect(rowWithCell(page, city.name).getByRole('cell').nth(1)).toHaveText(renamed);
  await rowWithCell(page, city.name)
    .getByRole('button', { name: `Edit ${city.name}` })
    .click();
  const cityDialog = page.getByRole('dialog', { name: 'Edit City' });
  await expect(cityDialog.getByRole('combobox', { name: 'State' })).toHaveText(renamed);
  await chooseOption(cityDialog.getByRole('combobox', { name: 'State' }), other.name);
  await cityDialog.getByRole('button', { name: 'Update City' }).click();
  await expect(toast(page)).toContainText('City updated successfully');
  await expect(rowWithCell(page, city.name).getByRole('cell').nth(1)).toHaveText(other.name);

  await rowWithCell(page, city.name)
    .getByRole('button', { name: `Delete ${city.name}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this city?' });
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await rowWithCell(page, city.name)
    .getByRole('button', { name: `Delete ${city.name}` })
    .click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('City deleted successfully');
  await expect(rowWithCell(page, city.name)).toHaveCount(0);
});

test('a duplicate state code is reported on the field', async ({ signedIn: page, api }) => {
  const state = await createState(api);
  await openLocations(page);
  await page.getByRole('button', { name: 'Add State' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New State' });
  await dialog.getByLabel('State Name').fill(unique('Clash'));
  await dialog.getByLabel('State Code').fill(state.code.toLowerCase());
  await page.keyboard.press('Enter');
  const message = `A state with the code "${state.code}" already exists`;
  await expect(toast(page)).toContainText(message);
  await expect(dialog.getByRole('alert')).toHaveText(message);
});

test('a city whose state is missing shows Unknown; empty lists show the spec texts', async ({
  signedIn: page,
}) => {
  await page.route('**/api/states', (route) => route.fulfill({ json: [] }));
  await page.route('**/api/cities', (route) =>
    route.fulfill({
      json: [
        { id: 1, name: 'Orphan Town', stateId: 999999, createdAt: '2026-01-01T00:00:00.000Z', createdBy: 1 },
      ],
    }),
  );
  await openLocations(page);
  await expect(page.getByText(NO_STATES)).toBeVisible();
  await page.getByRole('tab', { name: 'Cities' }).click();
  await expect(rowWithCell(page, 'Orphan Town').getByRole('cell').nth(1)).toHaveText('Unknown');

  await page.unroute('**/api/cities');
  await page.route('**/api/cities', (route) => route.fulfill({ json: [] }));
  await page.reload();
  await page.getByRole('tab', { name: 'Cities' }).click();
  await expect(page.getByText(NO_CITIES)).toBeVisible();
  await page.getByRole('button', { name: 'Add City' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New City' });
  await expect(dialog.getByText('Add a state first on the States tab.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create City' })).toBeDisabled();
  await expectAccessible(page);
});

test('a failed fetch shows the error inline', async ({ signedIn: page }) => {
  await page.route('**/api/states', (route) =>
    route.fulfill({ status: 403, json: { message: 'Forbidden' } }),
  );
  await page.goto('/locations');
  await expect(page.getByRole('alert')).toContainText('Failed to fetch states');
  await expect(page.getByRole('alert')).toContainText('403');

  // The Cities tab needs the state names too: it shows the same failure, not a list of 'Unknown'.
  await page.getByRole('tab', { name: 'Cities' }).click();
  await expect(page.getByRole('alert')).toContainText('Failed to fetch states');
  await expect(page.getByRole('alert')).toContainText('403');
  await expect(page.getByRole('cell', { name: 'Unknown', exact: true })).toHaveCount(0);
});

test('screenshots of both tabs', async ({ signedIn: page, api }) => {
  const state = await createState(api);
  for (const name of ['Nashik', 'Pune', 'Nagpur']) {
    await createCity(api, { name: unique(name), stateId: state.id });
  }
  await openLocations(page);
  await expectAccessible(page);
  await screenshots(page, 'locations-states');
  await page.getByRole('tab', { name: 'Cities' }).click();
  await expect(page.getByRole('button', { name: 'Add City' })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'locations-cities');
  await page.getByRole('button', { name: 'Add City' }).click();
  await expect(page.getByRole('dialog', { name: 'Add New City' })).toBeVisible();
  await screenshots(page, 'locations-city-dialog');
});
