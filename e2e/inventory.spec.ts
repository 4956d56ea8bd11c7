import type { APIRequestContext, Page } from '@playwright/test';
import { businessToday } from '../common/business-day';
import { compare, multiply, sumAt } from '../common/decimal';
import { QUINTALS_PER_UNIT, type Crop } from '../common/schemas/crops';
import type { InventoryItem } from '../common/schemas/inventory';
import type { QualityGrade } from '../common/schemas/primitives';
import type { PurchaseInput } from '../common/schemas/purchases';
import { createCrop, createParty, createPurchase, createSale, getJson } from './support/arrange';
import { clickToDownload, readCsv } from './support/downloads';
import { expect, expectAccessible, screenshots, test, unique } from './support/fixtures';
import { displayDate, inr, toast } from './support/screen';
import { chooseByKeyboard, chooseOption } from './support/select';

const quantity = (value: string) =>
  new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 }).format(Number(value));

/**
 * Four buckets under one tag: wheat A 120 q @ ₹2,000 (in stock), wheat B 30 q @ ₹1,800 + ₹300 labour
 * (₹54,300, ₹1,810/q: low), rice 1,000 kg bought and all sold (out of stock), cotton C 6 t @ ₹60,000
 * (60 q: in stock).
 */
async function arrange(api: APIRequestContext) {
  const tag = unique('Inv');
  const today = businessToday();
  const farmer = await createParty(api, { name: `${tag} Farmer`, type: 'farmer' });
  const trader = await createParty(api, { name: `${tag} Trader`, type: 'trader' });
  const wheat = await createCrop(api, { name: `${tag} Wheat`, unit: 'quintal' });
  const rice = await createCrop(api, { name: `${tag} Rice`, unit: 'kg' });
  const cotton = await createCrop(api, { name: `${tag} Cotton`, unit: 'ton' });
  const purchase = (
    cropId: number,
    qty: string,
    rate: string,
    grade?: QualityGrade,
    expenses: PurchaseInput['expenses'] = [],
  ) =>
    createPurchase(api, {
      partyId: farmer.id,
      cropId,
      quantity: qty,
      rate,
      qualityGrade: grade,
      purchaseDate: today,
      expenses,
    });
  await purchase(wheat.id, '120', '2000', 'A');
  await purchase(wheat.id, '30', '1800', 'B', [{ type: 'labor', amount: '300' }]);
  await purchase(rice.id, '1000', '30');
  await purchase(cotton.id, '6', '60000', 'C');
  await createSale(api, {
    partyId: trader.id,
    cropId: rice.id,
    quantity: '1000',
    rate: '35',
    paymentStatus: 'paid',
    saleDate: today,
  });
  return { tag, wheat, rice, cotton };
}

/** The four cards' figures from the API, all items, stock converted to quintals. */
async function expectedCards(api: APIRequestContext) {
  const items = await getJson<InventoryItem[]>(api, '/api/inventory');
  const crops = new Map((await getJson<Crop[]>(api, '/api/crops')).map((c) => [c.id, c]));
  const quintals = items.map((i) =>
    multiply(i.currentStock, QUINTALS_PER_UNIT[crops.get(i.cropId)?.unit ?? 'quintal'], 5),
  );
  return {
    totalStock: `${quantity(sumAt(quintals, 3))} Quintals`,
    cropTypes: String(new Set(items.map((i) => i.cropId)).size),
    lowStock: String(quintals.filter((q) => compare(q, '0') > 0 && compare(q, '50') < 0).length),
    totalValue: inr(
      sumAt(
        items.map((i) => i.totalValue),
        2,
      ),
      0,
    ),
  };
}

async function selectOption(page: Page, label: string, option: string) {
  await chooseOption(page.getByRole('combobox', { name: label }), option);
  await expect(page.getByRole('combobox', { name: label })).toHaveText(option);
}

test('inventory lists stock by crop and grade with status, cards, filters and a CSV export', async ({
  signedIn: page,
  api,
}) => {
  const { tag, cotton } = await arrange(api);
  const cards = await expectedCards(api);
  const today = businessToday();

  await page.goto('/inventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory Management' })).toBeVisible();
  await expect(page.getByTestId('inventory-total-stock-value')).toHaveText(cards.totalStock);
  await expect(page.getByTestId('inventory-crop-types-value')).toHaveText(cards.cropTypes);
  await expect(page.getByTestId('inventory-low-stock-value')).toHaveText(cards.lowStock);
  await expect(page.getByTestId('inventory-total-value-value')).toHaveText(cards.totalValue);
  for (const title of ['Total Stock', 'Crop Types', 'Low Stock Alert', 'Total Value']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(page.getByRole('columnheader')).toHaveText([
    'Crop Name',
    'Grade',
    'Current Stock',
    'Unit',
    'Avg. Cost',
    'Total Value',
    'Status',
    'Last Updated',
  ]);

  await page.getByLabel('Search by crop name').fill(tag.toUpperCase());
  const rows = page.getByRole('row').filter({ hasText: tag });
  await expect(rows).toHaveCount(4);
  const items = (await getJson<InventoryItem[]>(api, '/api/inventory')).filter((i) =>
    [cotton.id].includes(i.cropId),
  );
  const updated = displayDate(items[0]!.lastUpdated);
  await expect(rows.nth(0).getByRole('cell')).toHaveText([
    `${tag} Cotton`,
    'C',
    '6',
    'Tons',
    '₹60,000',
    '₹3,60,000',
    'In Stock',
    updated,
  ]);
  await expect(rows.nth(1).getByRole('cell')).toHaveText([
    `${tag} Rice`,
    '-',
    '0',
    'Kg',
    '₹0',
    '₹0',
    'Out of Stock',
    updated,
  ]);
  await expect(rows.nth(2).getByRole('cell')).toHaveText([
    `${tag} Wheat`,
    'A',
    '120',
    'Quintals',
    '₹2,000',
    '₹2,40,000',
    'In Stock',
    updated,
  ]);
  await expect(rows.nth(3).getByRole('cell')).toHaveText([
    `${tag} Wheat`,
    'B',
    '30',
    'Quintals',
    '₹1,810',
    '₹54,300',
    'Low Stock',
    updated,
  ]);
  await expect(rows.nth(0).getByText('In Stock')).toHaveClass(/bg-green-100/);
  await expect(rows.nth(1).getByText('Out of Stock')).toHaveClass(/bg-red-100/);
  await expect(rows.nth(3).getByText('Low Stock')).toHaveClass(/bg-amber-100/);
  // The cards describe all stock, not the filtered rows.
  await expect(page.getByTestId('inventory-total-value-value')).toHaveText(cards.totalValue);
  await expectAccessible(page);
  await screenshots(page, 'inventory');

  // The CSV holds the rows shown.
  const download = await clickToDownload(page.getByRole('button', { name: 'Export' }));
  expect(download.suggestedFilename()).toBe(`inventory_report_${today}.csv`);
  const csv = await readCsv(download);
  expect(csv.raw.startsWith('\uFEFF')).toBe(true);
  expect(csv.lines).toEqual([
    '"Crop Name","Quality Grade","Current Stock","Unit","Average Cost","Total Value","Stock Status","Last Updated"',
    `"${tag} Cotton","C","6.000","Tons","60000.00","360000.00","In Stock","${today}"`,
    `"${tag} Rice","","0.000","Kg","0.00","0.00","Out of Stock","${today}"`,
    `"${tag} Wheat","A","120.000","Quintals","2000.00","240000.00","In Stock","${today}"`,
    `"${tag} Wheat","B","30.000","Quintals","1810.00","54300.00","Low Stock","${today}"`,
    '',
  ]);

  // Status filter.
  await selectOption(page, 'Stock status', 'Low Stock');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Low Stock');
  await selectOption(page, 'Stock status', 'Out of Stock');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${tag} Rice`);
  await selectOption(page, 'Stock status', 'In Stock');
  await expect(rows).toHaveCount(2);
  await selectOption(page, 'Stock status', 'All Stock');
  await expect(rows).toHaveCount(4);

  // Crop filter: it applies as it changes, so there is no Apply Filters button.
  await selectOption(page, 'Crop type', `${tag} Cotton`);
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Apply Filters' })).toHaveCount(0);
  await expect(rows.first()).toContainText(`${tag} Cotton`);
  await expectAccessible(page);
  await selectOption(page, 'Crop type', 'All Crops');

  await page.getByLabel('Search by crop name').fill(`${tag} no such crop`);
  await expect(page.getByText('No inventory items found')).toBeVisible();
  await expect(page.getByText('No inventory items match these filters')).toBeVisible();
});

test('with no stock at all the screen shows the empty state', async ({ signedIn: page }) => {
  await page.route('**/api/inventory', (route) => route.fulfill({ json: [] }));
  await page.goto('/inventory');
  await expect(page.getByText('No inventory items found')).toBeVisible();
  await expect(page.getByText('Start recording purchases to build your inventory')).toBeVisible();
  await expect(page.getByTestId('inventory-total-stock-value')).toHaveText('0 Quintals');
  await expect(page.getByTestId('inventory-total-value-value')).toHaveText('₹0');
  await expectAccessible(page);
});

test('Adjust Stock from the keyboard: a loss at the average cost, a refusal, a find into an empty bucket, a cancel', async ({
  signedIn: page,
  api,
}) => {
  // Two entries, a refusal of each kind and a cancel, each checked with axe: a long flow (docs/decisions/0012-ci-time.md).
  test.setTimeout(240_000);
  const tag = unique('Adj');
  const today = businessToday();
  const farmer = await createParty(api, { name: `${tag} Farmer`, type: 'farmer' });
  const wheat = await createCrop(api, { name: `${tag} Wheat`, unit: 'quintal' });
  await createCrop(api, { name: `${tag} Moong`, unit: 'quintal' });
  // 10 q at ₹2,000.00 = ₹20,000.00 in Wheat A.
  await createPurchase(api, {
    partyId: farmer.id,
    cropId: wheat.id,
    quantity: '10',
    rate: '2000',
    qualityGrade: 'A',
    purchaseDate: today,
  });

  await page.goto('/inventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory Management' })).toBeVisible();
  const adjustButton = page.getByRole('button', { name: 'Adjust Stock' });
  await expect(adjustButton).toBeEnabled();
  await adjustButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Adjust Stock' });
  await expect(dialog).toBeVisible();
  // The crop has the focus; Tab walks the fields in screen order.
  await expect(dialog.getByRole('combobox', { name: 'Crop' })).toBeFocused();
  await chooseByKeyboard(page, `${tag} Wheat`);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('combobox', { name: 'Quality grade' })).toBeFocused();
  await chooseByKeyboard(page, 'Grade A');
  await expect(dialog.getByTestId('adjust-holds')).toHaveText(
    'In stock: 10 Quintals worth ₹20,000.00, average cost ₹2,000.00',
  );
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('combobox', { name: 'Change' })).toHaveText('Stock lost (decrease)');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Quantity (Quintals)')).toBeFocused();
  await page.keyboard.type('12');
  await expect(dialog.getByText('More than the 10 Quintals in stock')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  await page.keyboard.type('Dried in the godown');
  // More than the bucket holds: the server's 409 names what it holds, in the dialog and on the quantity.
  await page.keyboard.press('Enter');
  const refusal = `Not enough stock of ${tag} Wheat (Grade A): 10.000 Quintals available`;
  await expect(dialog.getByTestId('adjust-refusal')).toHaveText(refusal);
  await expect(dialog.locator('#adjust-quantity-error')).toHaveText(refusal);
  await expect(dialog.getByLabel('Quantity (Quintals)')).toBeFocused();
  await expectAccessible(page);

  // 2.5 q at the average ₹2,000.00 is −₹5,000.00, previewed as it is typed.
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2.5');
  await expect(dialog.getByTestId('adjust-preview-value')).toHaveText(`-${inr(5000)}`);
  await expect(dialog.getByText(`at ${inr(2000)} per quintal`)).toBeVisible();
  // The refusal answered 12 q: with the quantity changed it no longer holds, and is gone.
  await expect(dialog.getByTestId('adjust-refusal')).toHaveCount(0);
  await screenshots(page, 'inventory-adjust-dialog');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(toast(page, /Stock adjustment #\d+ recorded/)).toBeVisible();
  await expect(adjustButton).toBeFocused();

  const stockRow = page
    .getByRole('row')
    .filter({ hasText: `${tag} Wheat` })
    .first();
  await expect(stockRow.getByRole('cell')).toHaveText([
    `${tag} Wheat`,
    'A',
    '7.5',
    'Quintals',
    '₹2,000',
    '₹15,000',
    'Low Stock',
    displayDate(),
  ]);
  const adjustments = page.getByTestId('adjustment-row');
  const lost = adjustments.filter({ hasText: 'Dried in the godown' });
  await expect(lost.getByRole('cell')).toHaveText([
    displayDate(),
    `${tag} Wheat`,
    'A',
    '-2.5 Quintals',
    `-${inr(5000)}`,
    'Dried in the godown',
    '',
  ]);

  // Stock found in an empty bucket needs a rate: the server's 400 lands on the rate, then a rate saves it.
  await adjustButton.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('combobox', { name: 'Crop' })).toBeFocused();
  await chooseByKeyboard(page, `${tag} Moong`);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('combobox', { name: 'Change' })).toBeFocused();
  await chooseByKeyboard(page, 'Stock found (increase)');
  await expect(dialog.getByTestId('adjust-holds')).toHaveText('Nothing in stock');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2');
  await expect(dialog.getByText('Give the rate to see its value')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Rate (₹ per quintal)')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Recount found two bags');
  await page.keyboard.press('Enter');
  await expect(dialog.locator('#adjust-rate-error')).toHaveText(
    `The stock of ${tag} Moong is empty: give the rate it comes in at`,
  );
  await expect(dialog.getByLabel('Rate (₹ per quintal)')).toBeFocused();
  await page.keyboard.type('150');
  await expect(dialog.getByTestId('adjust-preview-value')).toHaveText(inr(300));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const found = adjustments.filter({ hasText: 'Recount found two bags' });
  await expect(found.getByRole('cell').nth(3)).toHaveText('+2 Quintals');
  await expect(found.getByRole('cell').nth(4)).toHaveText(inr(300));
  await expectAccessible(page);
  await screenshots(page, 'inventory-adjustments');

  // Cancel the loss: the reason dialog of every record; the stock goes back to 10 q / ₹20,000.
  const cancelButton = lost.getByRole('button', { name: /^Cancel Stock adjustment #\d+$/ });
  await cancelButton.focus();
  await page.keyboard.press('Enter');
  const cancelDialog = page.getByRole('dialog', { name: /^Cancel Stock adjustment #\d+$/ });
  await expect(cancelDialog).toBeVisible();
  await page.keyboard.type('Counted wrong');
  await page.keyboard.press('Enter');
  await expect(cancelDialog).toBeHidden();
  await expect(lost).toHaveCount(0);
  await expect(stockRow.getByRole('cell').nth(2)).toHaveText('10');
  await expect(stockRow.getByRole('cell').nth(5)).toHaveText('₹20,000');
  await expectAccessible(page);
});

test('Adjust Stock in Hindi, on a laptop and a phone: the rate and the value per quintal', async ({
  hindiPage: page,
  api,
}) => {
  const tag = unique('HiAdj');
  const farmer = await createParty(api, { name: `${tag} किसान`, type: 'farmer' });
  const wheat = await createCrop(api, { name: `${tag} गेहूँ`, unit: 'quintal' });
  await createPurchase(api, {
    partyId: farmer.id,
    cropId: wheat.id,
    quantity: '10',
    rate: '2000',
    purchaseDate: businessToday(),
  });

  await page.goto('/inventory');
  const adjustButton = page.getByRole('button', { name: 'स्टॉक ठीक करें' });
  await expect(adjustButton).toBeEnabled();
  await adjustButton.click();
  const dialog = page.getByRole('dialog', { name: 'स्टॉक ठीक करें' });
  await expect(dialog.getByRole('combobox', { name: 'फसल' })).toBeFocused();
  await chooseByKeyboard(page, `${tag} गेहूँ`);
  // A lot of no grade: the grade box starts there.
  await expect(dialog.getByRole('combobox', { name: 'ग्रेड' })).toHaveText('बिना ग्रेड');
  await expect(dialog.getByTestId('adjust-holds')).toHaveText(
    `स्टॉक में: 10 क्विंटल, कीमत ${inr(20000)}, औसत लागत ${inr(2000)}`,
  );
  await dialog.getByRole('combobox', { name: 'बदलाव' }).focus();
  await chooseByKeyboard(page, 'माल मिला (बढ़त)');
  await dialog.getByLabel('मात्रा (क्विंटल)').fill('2');
  // Left empty, the rate is the average cost: said per the crop's unit, in Hindi.
  await expect(dialog.getByLabel('भाव (₹ प्रति क्विंटल)')).toBeVisible();
  await expect(dialog.getByTestId('adjust-preview-value')).toHaveText(inr(4000));
  await expect(dialog.getByText(`${inr(2000)} प्रति क्विंटल पर`)).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'hindi-inventory-adjust-dialog');
  // Nothing is recorded: the dialog closes on Esc.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
