import type { APIRequestContext } from '@playwright/test';
import type { Party, PartyType } from '../common/schemas/parties';
import { add } from '../common/decimal';
import { createCrop, createParty, createPurchase } from './support/arrange';
import { expect, expectAccessible, screenshots, test, unique } from './support/fixtures';
import { toast, typedDate } from './support/screen';
import { chooseByKeyboard, chooseOption } from './support/select';

/** A party as GET /api/parties lists it, for answering that request with made-up rows. */
function listedParty(id: number, name: string, type: PartyType): Party {
  return {
    id,
    name,
    type,
    contactNumber: null,
    email: null,
    address: null,
    aadharMasked: null,
    stateId: null,
    cityId: null,
    bankAccountNumber: null,
    ifsc: null,
    upiId: null,
    balance: '0.00',
    createdAt: '2026-01-01T00:00:00Z',
    createdBy: null,
  };
}

async function arrange(api: APIRequestContext) {
  const crop = await createCrop(api, { name: unique('Wheat'), unit: 'quintal' });
  const farmer = await createParty(api, { name: unique('Ramesh'), type: 'farmer' });
  return { crop, farmer };
}

test('a purchase entered from the keyboard previews its totals, is recorded and appears in Recent Purchases', async ({
  signedIn: page,
  api,
}) => {
  // Many keystrokes, the picker's searches and two screenshots: over a minute on a loaded 2-core machine.
  test.slow();
  const { crop, farmer } = await arrange(api);
  await page.goto('/purchase');
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase Management' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New Purchase' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Purchases' })).toBeVisible();
  await expect(page.getByLabel('Purchase Date')).toHaveValue(typedDate());
  // One expense row: it cannot be removed.
  await expect(page.getByRole('button', { name: 'Remove expense 1' })).toBeDisabled();
  await expectAccessible(page);

  // Keyboard only from here.
  await page.getByRole('combobox', { name: 'Farmer', exact: true }).focus();
  await chooseByKeyboard(page, farmer.name);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Crop', exact: true })).toBeFocused();
  await chooseByKeyboard(page, crop.name);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Quantity (Quintals)')).toBeFocused();
  await page.keyboard.type('10');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Rate (₹ per Quintal)')).toBeFocused();
  await page.keyboard.type('2150');
  await expect(page.getByTestId('purchase-subtotal')).toHaveText('₹21,500.00');
  await expect(page.getByTestId('purchase-final')).toHaveText('₹21,500.00');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Quality Grade')).toBeFocused();
  await chooseByKeyboard(page, 'Grade A');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Moisture Content (%)')).toBeFocused();
  await page.keyboard.type('12.5');
  // The date keeps today; Tab past it and the amount paid to the first expense row.
  const expenseType = page.getByLabel('Expense 1 type');
  for (let i = 0; i < 6 && !(await expenseType.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(expenseType).toBeFocused();
  await chooseByKeyboard(page, 'Transportation');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Expense 1 amount (₹)')).toBeFocused();
  await page.keyboard.type('150');
  await expect(page.getByTestId('purchase-subtotal')).toHaveText('₹21,500.00');
  await expect(page.getByTestId('purchase-expenses')).toHaveText('₹150.00');
  await expect(page.getByTestId('purchase-final')).toHaveText('₹21,650.00');

  // Hold the answer back to see the button while the request runs.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/purchases', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  const request = page.waitForRequest((r) => r.url().endsWith('/api/purchases') && r.method() === 'POST');
  await page.keyboard.press('Enter');
  const sent = (await request).postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({
    partyId: farmer.id,
    cropId: crop.id,
    quantity: '10',
    rate: '2150',
    qualityGrade: 'A',
    moistureContent: '12.5',
    expenses: [{ type: 'transportation', amount: '150' }],
  });
  // The body is the schema's input and no more: the server works out every amount, so no totals go.
  for (const total of ['totalAmount', 'expenseAmount', 'finalAmount']) expect(sent).not.toHaveProperty(total);
  await expect(page.getByRole('button', { name: 'Recording...' })).toBeDisabled();
  release();

  await expect(toast(page, 'Purchase recorded successfully')).toBeVisible();
  // The form starts over.
  await expect(page.getByLabel('Quantity')).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Farmer', exact: true })).toHaveText('Select farmer');
  await expect(page.getByTestId('purchase-final')).toHaveText('₹0.00');
  await expect(page.getByRole('button', { name: 'Record Purchase' })).toBeEnabled();

  const item = page.getByTestId('recent-purchase').filter({ hasText: farmer.name });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(crop.name);
  await expect(item).toContainText('10 Quintals');
  await expect(item).toContainText('₹2,150.00/Quintal');
  // The headline is the total amount (quantity × rate); the final amount with expenses is a second line.
  await expect(item.getByTestId('recent-purchase-total')).toHaveText('₹21,500.00');
  await expect(item).toContainText('Total amount');
  await expect(item.getByTestId('recent-purchase-final')).toHaveText(
    'Final amount ₹21,650.00 (incl. ₹150.00 expenses)',
  );
  await expect(item).toContainText('Grade A');
  await expectAccessible(page);
  await screenshots(page, 'purchases');
});

test('missing required fields show the toast and send nothing', async ({ signedIn: page }) => {
  let posted = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/purchases') && r.method() === 'POST') posted = true;
  });
  await page.goto('/purchase');
  await page.getByLabel('Quantity').fill('5');
  await page.getByRole('button', { name: 'Record Purchase' }).click();
  await expect(toast(page, 'Please fill in all required fields')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Farmer', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByLabel('Rate (₹ per unit)')).toHaveAttribute('aria-invalid', 'true');
  expect(posted).toBe(false);
  await expectAccessible(page);

  // Cancel resets the form.
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByLabel('Quantity')).toHaveValue('');
});

test('expense rows: add and remove (one always stays), only complete rows are sent', async ({
  signedIn: page,
  api,
}) => {
  // Many keystrokes, the picker's searches and two screenshots: over a minute on a loaded 2-core machine.
  test.slow();
  const { crop, farmer } = await arrange(api);
  await page.goto('/purchase');
  const remove1 = page.getByRole('button', { name: 'Remove expense 1' });
  await expect(remove1).toBeDisabled();
  await page.getByRole('button', { name: 'Add Expense' }).click();
  await page.getByRole('button', { name: 'Add Expense' }).click();
  await expect(page.getByRole('button', { name: /^Remove expense/ })).toHaveCount(3);
  await expect(remove1).toBeEnabled();

  await chooseOption(page.getByRole('combobox', { name: 'Farmer', exact: true }), farmer.name);
  await chooseOption(page.getByRole('combobox', { name: 'Crop', exact: true }), crop.name);
  await page.getByLabel('Quantity (Quintals)').fill('2.5');
  await page.getByLabel('Rate (₹ per Quintal)').fill('1999.99');
  await chooseOption(page.getByLabel('Expense 1 type'), 'Labor');
  await page.getByLabel('Expense 1 amount (₹)').fill('200');
  // Row 2 has an amount but no type, row 3 a type but no amount: neither is sent nor counted.
  await page.getByLabel('Expense 2 amount (₹)').fill('75');
  await chooseOption(page.getByLabel('Expense 3 type'), 'Testing');
  await expect(page.getByTestId('purchase-subtotal')).toHaveText('₹4,999.98'); // 2.5 × 1999.99 = 4999.975, half-up
  await expect(page.getByTestId('purchase-expenses')).toHaveText('₹200.00');
  await expect(page.getByTestId('purchase-final')).toHaveText('₹5,199.98');
  await expectAccessible(page);

  const request = page.waitForRequest((r) => r.url().endsWith('/api/purchases') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Record Purchase' }).click();
  const sent = (await request).postDataJSON() as { expenses: unknown; qualityGrade?: unknown };
  expect(sent.expenses).toEqual([{ type: 'labor', amount: '200' }]);
  expect(sent.qualityGrade).toBeUndefined();
  await expect(toast(page, 'Purchase recorded successfully')).toBeVisible();
  // Back to a single row after the reset.
  await expect(page.getByRole('button', { name: /^Remove expense/ })).toHaveCount(1);
  await expect(remove1).toBeDisabled();

  // Removing a middle row keeps the others.
  await page.getByRole('button', { name: 'Add Expense' }).click();
  await page.getByLabel('Expense 2 amount (₹)').fill('42');
  await page.getByRole('button', { name: 'Remove expense 1' }).click();
  await expect(page.getByLabel('Expense 1 amount (₹)')).toHaveValue('42');
  await expect(page.getByRole('button', { name: 'Remove expense 1' })).toBeDisabled();
});

test('a value the server would refuse is shown on its field', async ({ signedIn: page, api }) => {
  const { crop, farmer } = await arrange(api);
  await page.goto('/purchase');
  await chooseOption(page.getByRole('combobox', { name: 'Farmer', exact: true }), farmer.name);
  await chooseOption(page.getByRole('combobox', { name: 'Crop', exact: true }), crop.name);
  await page.getByLabel('Quantity (Quintals)').fill('0');
  await page.getByLabel('Rate (₹ per Quintal)').fill('10');
  await page.getByLabel('Moisture Content (%)').fill('120');
  await page.getByRole('button', { name: 'Record Purchase' }).click();
  await expect(page.getByText('Must be greater than 0')).toBeVisible();
  await expect(page.getByText('Must be at most 100')).toBeVisible();
  await expect(page.getByLabel('Quantity (Quintals)')).toBeFocused();
});

test('Recent Purchases shows the latest 10 in a list that scrolls after 384px', async ({
  signedIn: page,
  api,
}) => {
  const { crop, farmer } = await arrange(api);
  for (let i = 1; i <= 11; i++) {
    await createPurchase(api, {
      partyId: farmer.id,
      cropId: crop.id,
      quantity: String(i),
      rate: '100',
      purchaseDate: '2026-01-01',
      expenses: [],
    });
  }
  await page.goto('/purchase');
  const list = page.getByRole('region', { name: 'Recent purchases list' });
  await expect(list.getByTestId('recent-purchase')).toHaveCount(10);
  const box = await list.evaluate((el) => ({
    maxHeight: getComputedStyle(el).maxHeight,
    overflowY: getComputedStyle(el).overflowY,
    scrolls: el.scrollHeight > el.clientHeight,
  }));
  expect(box).toEqual({ maxHeight: '384px', overflowY: 'auto', scrolls: true });
  await expectAccessible(page);
  await screenshots(page, 'purchases-list');
});

test('with no purchases the list says so, and a failed request shows the server message', async ({
  signedIn: page,
}) => {
  // The lists read pages (?limit=); the create posts to the bare path.
  await page.route(/\/api\/purchases(\?.*)?$/, async (route) => {
    if (route.request().method() === 'GET')
      return route.fulfill({ json: { items: [], total: 0, nextCursor: null } });
    return route.fulfill({ status: 400, json: { message: 'The party must be a farmer' } });
  });
  // The farmer picker asks the server for farmers (?role=farmer); the server answers only those.
  await page.route(/\/api\/parties(\?.*)?$/, (route) => {
    const parties = [listedParty(1, 'Only Farmer', 'farmer'), listedParty(2, 'Some Trader', 'trader')];
    const role = new URL(route.request().url()).searchParams.get('role');
    const items = parties.filter((p) => role !== 'farmer' || p.type === 'farmer');
    return route.fulfill({ json: { items, total: items.length, nextCursor: null } });
  });
  await page.route('**/api/crops', (route) =>
    route.fulfill({
      json: [
        {
          id: 1,
          name: 'Rice',
          unit: 'ton',
          basePrice: null,
          createdAt: '2026-01-01T00:00:00Z',
          createdBy: null,
        },
      ],
    }),
  );
  await page.goto('/purchase');
  await expect(page.getByText('No recent purchases')).toBeVisible();
  // The farmer list holds farmers only.
  await page.getByRole('combobox', { name: 'Farmer', exact: true }).click();
  await expect(page.getByRole('option')).toHaveText(['Only Farmer']);
  await page.keyboard.press('Escape');
  await chooseOption(page.getByRole('combobox', { name: 'Farmer', exact: true }), 'Only Farmer');
  await chooseOption(page.getByRole('combobox', { name: 'Crop', exact: true }), 'Rice');
  await expect(page.getByLabel('Quantity (Tons)')).toBeVisible();
  await page.getByLabel('Quantity (Tons)').fill('1');
  await page.getByLabel('Rate (₹ per Ton)').fill('30000');
  await page.getByRole('button', { name: 'Record Purchase' }).click();
  await expect(toast(page, 'The party must be a farmer')).toBeVisible();
  // The form keeps what was typed.
  await expect(page.getByLabel('Quantity (Tons)')).toHaveValue('1');
  await expectAccessible(page);
  await screenshots(page, 'purchases-empty');
});

test('each recent purchase leads with its total amount; the final amount shows only when expenses add to it', async ({
  signedIn: page,
}) => {
  const listed = (
    id: number,
    quantity: string,
    rate: string,
    totalAmount: string,
    expenseAmount: string,
  ) => ({
    id,
    partyId: 1,
    cropId: 1,
    quantity,
    rate,
    totalAmount,
    expenseAmount,
    finalAmount: add(totalAmount, expenseAmount),
    paidAmount: '0.00',
    outstanding: totalAmount,
    paymentStatus: 'pending',
    qualityGrade: null,
    moistureContent: null,
    purchaseDate: '2026-03-05',
    expenses: [],
    status: 'active',
    cancelledAt: null,
    cancelledBy: null,
    cancelReason: null,
    amends: null,
    amendedBy: null,
    createdAt: '2026-03-05T06:00:00Z',
    createdBy: 1,
  });
  const items = [
    listed(2, '12.5', '2000.00', '25000.00', '350.00'),
    listed(1, '4', '1999.99', '7999.96', '0.00'),
  ];
  // The Recent card and All purchases read pages (?limit=).
  await page.route(/\/api\/purchases\?/, (route) =>
    route.fulfill({ json: { items, total: items.length, nextCursor: null } }),
  );
  // The rows' farmers, asked for by id (?ids=).
  await page.route(/\/api\/parties\?/, (route) =>
    route.fulfill({
      json: { items: [listedParty(1, 'Listed Farmer', 'farmer')], total: 1, nextCursor: null },
    }),
  );
  await page.goto('/purchase');
  const recent = page.getByTestId('recent-purchase');
  await expect(recent).toHaveCount(2);
  await expect(recent.getByTestId('recent-purchase-total')).toHaveText(['₹25,000.00', '₹7,999.96']);
  await expect(recent.nth(0)).toContainText('Total amount');
  await expect(recent.nth(0).getByTestId('recent-purchase-final')).toHaveText(
    'Final amount ₹25,350.00 (incl. ₹350.00 expenses)',
  );
  await expect(recent.nth(1).getByTestId('recent-purchase-final')).toHaveCount(0);
});
