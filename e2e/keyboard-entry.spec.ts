// Keyboard-first entry (docs/screens.md#keyboard): the skip link, selects picked by their first letters,
// the one-stop date, the expense rows' focus, a fresh form after each save, and the shortcuts.
import type { Page } from '@playwright/test';
import type { Purchase } from '../common/schemas/purchases';
import { createCrop, createParty, getJson } from './support/arrange';
import { expect, expectAccessible, screenshots, test } from './support/fixtures';
import { isoToday, toast, typedDate } from './support/screen';
import { expectOptionActive } from './support/select';

/** A short tag no other run shares, so that a few typed letters reach this test's farmer and crop. */
function tag(): string {
  return `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 36).toString(36)}`;
}

/**
 * Picks an option the way an operator does when the list may still be filling: open it (↓), type the
 * first letters, Enter. Typing on the closed select alone finds nothing while a save's refresh of the list is
 * still replacing its options.
 */
async function pickByTyping(
  keys: { press(key: string): Promise<void>; type(text: string): Promise<void> },
  page: Page,
  box: ReturnType<Page['getByRole']>,
  letters: string,
  expected: string,
): Promise<void> {
  await keys.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await keys.type(letters);
  // Focused in a Radix select; in the party picker, the search box's active option.
  await expectOptionActive(page, page.getByRole('option', { name: expected }));
  await keys.press('Enter');
  await expect(box).toHaveText(expected);
}

/** Quoted in docs/screens.md#keyboard. */
const KEYS_FOR_THREE_PURCHASES = 133;

/** The day before an ISO date. */
function dayBefore(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** page.keyboard, counting every key: a press is one, a typed text one per character. */
function countingKeyboard(page: Page) {
  let count = 0;
  return {
    press: async (key: string) => {
      count += 1;
      await page.keyboard.press(key);
    },
    type: async (text: string) => {
      count += text.length;
      await page.keyboard.type(text);
    },
    get count() {
      return count;
    },
  };
}

test('three purchases in a row from the keyboard alone, counting the keys', async ({
  signedIn: page,
  api,
}) => {
  const t = tag();
  // Names that start with the tag: typing it on the closed select picks them (Radix typeahead).
  const farmer = await createParty(api, { name: `K${t} Ramesh Patel`, type: 'farmer' });
  const crop = await createCrop(api, { name: `K${t} Sharbati Wheat`, unit: 'quintal' });
  const yesterday = dayBefore(isoToday());

  await page.goto('/purchase');
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase Management' })).toBeVisible();
  const farmerBox = page.getByRole('combobox', { name: 'Farmer', exact: true });
  // Wait until the farmer can be picked (the parties have arrived), without touching the page.
  await expect(page.locator('#purchase-farmer')).toBeEnabled();
  await expect
    .poll(async () =>
      (await getJson<Array<{ id: number }>>(api, '/api/parties')).some((p) => p.id === farmer.id),
    )
    .toBe(true);

  const keys = countingKeyboard(page);
  // The skip link is the first Tab stop; it lands on the first field.
  await keys.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await keys.press('Enter');
  await expect(farmerBox).toBeFocused();

  const lots = [
    {
      quantity: '10',
      rate: '2400',
      grade: 'A',
      moisture: '12',
      date: yesterday,
      transport: '500',
      labor: '200',
    },
    { quantity: '7.5', rate: '2380', grade: 'B', moisture: '', date: undefined, transport: '350', labor: '' },
    { quantity: '12', rate: '2425', grade: 'A', moisture: '11.5', date: undefined, transport: '', labor: '' },
  ];
  for (const lot of lots) {
    await expect(farmerBox).toBeFocused();
    await pickByTyping(keys, page, farmerBox, `K${t}`, farmer.name);
    await keys.press('Tab');
    await pickByTyping(
      keys,
      page,
      page.getByRole('combobox', { name: 'Crop', exact: true }),
      `K${t}`,
      crop.name,
    );
    await keys.press('Tab');
    await keys.type(lot.quantity);
    await keys.press('Tab');
    await keys.type(lot.rate);
    await keys.press('Tab');
    // "A" picks "Grade A": the grade's letter is what the select matches.
    await keys.type(lot.grade);
    await expect(page.getByLabel('Quality Grade')).toHaveText(`Grade ${lot.grade}`);
    await keys.press('Tab');
    if (lot.moisture) await keys.type(lot.moisture);
    // The date is one Tab stop; its text is selected on the way in, so typing replaces it.
    await keys.press('Tab');
    await expect(page.getByLabel('Purchase Date')).toBeFocused();
    if (lot.date) await keys.type(typedDate(lot.date));
    await keys.press('Tab');
    await expect(page.getByLabel('Amount paid now (₹)')).toBeFocused();
    if (lot.transport) {
      await keys.press('Tab');
      await expect(page.getByLabel('Expense 1 type')).toBeFocused();
      // "Tr" is Transportation, not Testing.
      await keys.type('Tr');
      await expect(page.getByLabel('Expense 1 type')).toHaveText('Transportation');
      await keys.press('Tab');
      await keys.type(lot.transport);
    }
    if (lot.labor) {
      // The remove button of a single row is disabled, so the next stop is Add Expense.
      await keys.press('Tab');
      await expect(page.getByRole('button', { name: 'Add Expense' })).toBeFocused();
      await keys.press('Enter');
      await expect(page.getByLabel('Expense 2 type')).toBeFocused();
      await keys.type('L');
      await expect(page.getByLabel('Expense 2 type')).toHaveText('Labor');
      await keys.press('Tab');
      await keys.type(lot.labor);
    }
    // Enter in a text field records (from the amount paid when there is no expense row to fill).
    await keys.press('Enter');
    await expect(toast(page, 'Purchase recorded successfully').last()).toBeVisible();
    // A fresh form, its farmer focused: the next lot starts at once.
    await expect(farmerBox).toBeFocused();
    await expect(farmerBox).toHaveText('Select farmer');
    await expect(page.getByLabel('Expense 2 type')).toHaveCount(0);
  }

  const recorded = await getJson<{ items: Purchase[] }>(api, `/api/purchases?partyId=${farmer.id}&limit=10`);
  const mine = [...recorded.items].sort((a, b) => a.id - b.id);
  expect(
    mine.map((p) => ({
      cropId: p.cropId,
      quantity: Number(p.quantity),
      rate: Number(p.rate),
      qualityGrade: p.qualityGrade,
      purchaseDate: p.purchaseDate,
      expenses: p.expenses.map((e) => [e.type, Number(e.amount)]),
    })),
  ).toEqual(
    lots.map((lot) => ({
      cropId: crop.id,
      quantity: Number(lot.quantity),
      rate: Number(lot.rate),
      qualityGrade: lot.grade,
      purchaseDate: lot.date ?? isoToday(),
      expenses: [
        ...(lot.transport ? [['transportation', Number(lot.transport)]] : []),
        ...(lot.labor ? [['labor', Number(lot.labor)]] : []),
      ],
    })),
  );
  // Quoted in docs/screens.md#keyboard: 133 keys for the three purchases, skip link included.
  console.log(`keyboard-entry: ${keys.count} keys for three purchases`);
  test.info().annotations.push({ type: 'keys', description: String(keys.count) });
  expect(keys.count).toBe(KEYS_FOR_THREE_PURCHASES);
});

test('expense rows keep the focus; a typed date is checked; the form is accessible', async ({
  signedIn: page,
  api,
}) => {
  const t = tag();
  const farmer = await createParty(api, { name: `K${t} Suresh`, type: 'farmer' });
  const crop = await createCrop(api, { name: `K${t} Chana`, unit: 'quintal' });
  await page.goto('/purchase');
  const add = page.getByRole('button', { name: 'Add Expense' });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Expense 2 type')).toBeFocused();
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Expense 3 type')).toBeFocused();
  // Removing a row moves the focus to the type of the row before it, or after it for the first one.
  await page.getByRole('button', { name: 'Remove expense 3' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Expense 2 type')).toBeFocused();
  await page.getByRole('button', { name: 'Remove expense 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Expense 1 type')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Remove expense 1' })).toBeDisabled();

  // In the open list, a first "T" is Transportation (not Testing); "T" again moves on to Testing.
  const type = page.getByLabel('Expense 1 type');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'Transportation' })).toBeFocused();
  await page.keyboard.press('t');
  await expect(page.getByRole('option', { name: 'Transportation' })).toBeFocused();
  await page.keyboard.press('t');
  await expect(page.getByRole('option', { name: 'Testing' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(type).toHaveText('Testing');
  await expect(type).toBeFocused();
  // On the closed select, "Tr" is Transportation, from Testing too.
  await page.keyboard.type('Tr');
  await expect(type).toHaveText('Transportation');

  // The date: day first, ISO or compact are read; what is no date is refused on the field.
  const date = page.getByLabel('Purchase Date');
  await expect(date).toHaveValue(typedDate());
  await expect(
    page.getByRole('form', { name: 'New Purchase' }).getByRole('button', { name: 'Open calendar' }),
  ).toHaveAttribute('tabindex', '-1');
  await date.focus();
  await page.keyboard.type('2026-03-05');
  await page.keyboard.press('Tab');
  await expect(date).toHaveValue('05-03-2026');
  await date.focus();
  await page.keyboard.type('15032026');
  await page.keyboard.press('Tab');
  await expect(date).toHaveValue('15-03-2026');

  let posted = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/purchases') && r.method() === 'POST') posted = true;
  });
  await page.getByRole('combobox', { name: 'Farmer', exact: true }).focus();
  // Letters on the closed farmer picker open it searching them; Enter takes the farmer found.
  await page.keyboard.type(`K${t}`);
  await expectOptionActive(page, page.getByRole('option', { name: farmer.name }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Farmer', exact: true })).toHaveText(farmer.name);
  await page.keyboard.press('Tab');
  await page.keyboard.type(`K${t}`);
  await expect(page.getByRole('combobox', { name: 'Crop', exact: true })).toHaveText(crop.name);
  await page.keyboard.press('Tab');
  await page.keyboard.type('5');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2000');
  await date.focus();
  await page.keyboard.type('31-02-2026');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Not a date: type it as dd-mm-yyyy, e.g. 15-03-2026')).toBeVisible();
  await expect(date).toBeFocused();
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await expect(date).toHaveValue('31-02-2026');
  expect(posted).toBe(false);

  await expectAccessible(page);
  await screenshots(page, 'keyboard-purchase-form');
});

test('shortcuts open new entries, search and their help; the skip link on a screen without a form', async ({
  signedIn: page,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  // "?" opens the help; Esc closes it.
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  for (const action of [
    'New purchase',
    'New sale',
    'New payment',
    "Search this screen's list",
    'Show this help',
  ]) {
    await expect(help.getByRole('row').filter({ hasText: action })).toHaveCount(1);
  }
  await expectAccessible(page);
  await screenshots(page, 'keyboard-shortcuts-help');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  // The sidebar's keyboard button opens it too.
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await expect(help).toBeVisible();
  await page.keyboard.press('Escape');

  await page.keyboard.press('Alt+P');
  await expect(page).toHaveURL(/\/purchase$/);
  await expect(page.getByRole('combobox', { name: 'Farmer', exact: true })).toBeFocused();

  await page.keyboard.press('Alt+S');
  await expect(page).toHaveURL(/\/sales$/);
  await expect(page.getByRole('heading', { name: 'Record New Sale' })).toBeVisible();
  await expect(page.getByLabel('Customer')).toBeFocused();

  await page.keyboard.press('Alt+Y');
  await expect(page).toHaveURL(/\/payments$/);
  await expect(page.getByRole('combobox', { name: 'Party', exact: true })).toBeFocused();
  // A reload does not open the form again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Party', exact: true })).toHaveCount(0);

  // "/" focuses the screen's search; typed inside a field it is just a character.
  await page.goto('/expenses');
  await expect(page.getByRole('heading', { level: 1, name: 'Expense Management' })).toBeVisible();
  const search = page.locator('main input[type="search"]').first();
  await expect(search).toBeVisible();
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await page.keyboard.type('a/b');
  await expect(search).toHaveValue('a/b');
});
