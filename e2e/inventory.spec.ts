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
import { displayDate, inr } from './support/screen';
import { chooseOption } from './support/select';

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

  // Crop filter, and the inert buttons change nothing.
  await selectOption(page, 'Crop type', `${tag} Cotton`);
  await expect(rows).toHaveCount(1);
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await page.getByRole('button', { name: 'Adjust Stock' }).click();
  await expect(rows).toHaveCount(1);
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
