// The party picker (web/components/party-picker.tsx, docs/screens.md#party-picker): with thousands of parties
// the screens ask the server for the few they show or search, never for the whole list.
import { expect, expectAccessible, test } from './support/fixtures';
import { manyParties, serveParties } from './support/many-parties';
import { expectOptionActive } from './support/select';

const many = manyParties(5000, 2_000_000);

test('with 5,000 parties the farmer is found by typing, and no screen asks for the whole party list', async ({
  signedIn: page,
}) => {
  const requests = await serveParties(page, many);

  await page.goto('/purchase');
  const farmer = page.getByRole('combobox', { name: 'Farmer', exact: true });
  await farmer.focus();
  // A letter on the closed picker opens it with the search started; the server finds the one farmer.
  await page.keyboard.type('4998');
  const wanted = page.getByRole('option', { name: 'Bulk Party 4998', exact: true });
  await expect(page.getByRole('option')).toHaveText(['Bulk Party 4998']);
  await expectOptionActive(page, wanted);
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(farmer).toHaveText('Bulk Party 4998');
  await expect(farmer).toBeFocused();
  const searched = requests.filter((u) => u.searchParams.get('q') === '4998');
  expect(searched.length).toBeGreaterThan(0);
  expect(
    searched.every((u) => u.searchParams.get('role') === 'farmer' && u.searchParams.get('limit') === '20'),
  ).toBe(true);

  // Opened empty, it lists the first 20 farmers by name and says there are more; Esc closes it.
  await farmer.press('ArrowDown');
  await expect(page.getByRole('option')).toHaveCount(20);
  await expect(page.getByRole('option').first()).toHaveText('Bulk Party 0000');
  await expect(page.getByText('Type more of the name to see other parties')).toBeVisible();
  await page.keyboard.type('no such name');
  await expect(page.getByText('No parties found')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(farmer).toBeFocused();

  // A filter read from the address is named through GET /api/parties/:id.
  await page.goto('/sales?partyId=2000001');
  await expect(page.getByRole('combobox', { name: 'Filter by party' })).toHaveText('Bulk Party 0001');
  await page.goto('/payments');
  await expect(page.getByRole('combobox', { name: 'Filter by party' })).toHaveText('All Parties');
  await page.goto('/ledger');
  await expect(page.getByRole('combobox', { name: 'Party', exact: true })).toHaveText('All Parties');
  await page.goto('/reports');
  await expect(page.getByRole('combobox', { name: 'Party', exact: true })).toHaveText('All Parties');

  const unpaged = requests.filter((u) => u.pathname === '/api/parties' && !u.searchParams.has('limit'));
  expect(unpaged.map((u) => u.toString())).toEqual([]);
});

test('on a phone the open picker fits the screen', async ({ signedIn: page }) => {
  await serveParties(page, many);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/purchase');
  await page.getByRole('combobox', { name: 'Filter by farmer' }).click();
  // "All Farmers", then the first 20 farmers.
  await expect(page.getByRole('option')).toHaveCount(21);
  const box = await page.getByRole('listbox').boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await page.getByRole('option', { name: 'Bulk Party 0003', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Filter by farmer' })).toHaveText('Bulk Party 0003');
  await expect(page).toHaveURL(/partyId=2000003/);
  await expectAccessible(page);
});
