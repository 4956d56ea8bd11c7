import type { APIRequestContext, Page } from '@playwright/test';
import { businessToday } from '../common/business-day';
import { add, subtract } from '../common/decimal';
import type { DashboardMetrics, SalesTrendPoint } from '../common/schemas/dashboard';
import {
  createCrop,
  createExpense,
  createParty,
  createPurchase,
  createSale,
  getJson,
} from './support/arrange';
import { expect, expectAccessible, screenshots, test, unique } from './support/fixtures';
import { inr } from './support/screen';
import { chooseOption } from './support/select';

// The e2e database is shared by every spec of a run, so expected figures are what was there before
// plus what this test arranged.

function metrics(api: APIRequestContext): Promise<DashboardMetrics> {
  return getJson<DashboardMetrics>(api, '/api/dashboard/metrics');
}

/**
 * Bought 2,000 kg of a kg crop @ ₹25.50 with ₹1,500 transport (landed ₹52,500, ₹26.25/kg) and sold
 * 500 kg of it @ ₹40 (₹20,000, cost ₹13,125), leaving 1,500 kg = 15 q: a low-stock bucket. Bought 80 q
 * of a quintal crop @ ₹2,000 (₹1,60,000; 80 q is not low). One ₹750 expense.
 */
async function arrange(api: APIRequestContext) {
  const today = businessToday();
  const farmer = await createParty(api, { name: unique('Dash Farmer'), type: 'farmer' });
  const trader = await createParty(api, { name: unique('Dash Trader'), type: 'trader' });
  const rice = await createCrop(api, { name: unique('Dash Rice'), unit: 'kg' });
  const wheat = await createCrop(api, { name: unique('Dash Wheat'), unit: 'quintal' });
  await createPurchase(api, {
    partyId: farmer.id,
    cropId: rice.id,
    quantity: '2000',
    rate: '25.50',
    qualityGrade: 'A',
    purchaseDate: today,
    expenses: [{ type: 'transportation', amount: '1500' }],
  });
  await createPurchase(api, {
    partyId: farmer.id,
    cropId: wheat.id,
    quantity: '80',
    rate: '2000',
    purchaseDate: today,
    expenses: [],
  });
  await createSale(api, {
    partyId: trader.id,
    cropId: rice.id,
    quantity: '500',
    rate: '40',
    qualityGrade: 'A',
    paymentStatus: 'pending',
    saleDate: today,
  });
  await createExpense(api, {
    type: 'other',
    description: unique('Dash market fee'),
    amount: '750',
    expenseDate: today,
  });
  return { rice, wheat };
}

async function expectCard(page: Page, testId: string, title: string, value: string, caption: string) {
  const card = page.getByTestId(testId);
  await expect(card.getByRole('heading', { name: title })).toBeVisible();
  await expect(card.getByTestId(`${testId}-value`)).toHaveText(value);
  await expect(card).toContainText(caption);
}

test('the dashboard shows the arranged figures, both charts and working links', async ({
  signedIn: page,
  api,
}) => {
  const before = await metrics(api);
  await arrange(api);
  const expected: DashboardMetrics = {
    totalSales: add(before.totalSales, '20000.00'),
    totalPurchases: add(before.totalPurchases, '52500.00', '160000.00'),
    // 52,500 − 13,125 left of the rice, 1,60,000 of wheat.
    totalInventoryValue: add(before.totalInventoryValue, '39375.00', '160000.00'),
    // 20,000 − 13,125 − 750
    totalProfit: add(before.totalProfit, subtract('20000.00', add('13125.00', '750.00'))),
    lowStockItems: before.lowStockItems + 1,
  };
  expect(await metrics(api)).toEqual(expected);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expectCard(
    page,
    'metric-total-sales',
    'Total Sales',
    inr(expected.totalSales, 0),
    '+12.5% from last month',
  );
  await expectCard(
    page,
    'metric-total-purchases',
    'Total Purchases',
    inr(expected.totalPurchases, 0),
    '+8.2% from last month',
  );
  await expectCard(
    page,
    'metric-inventory-value',
    'Inventory Value',
    inr(expected.totalInventoryValue, 0),
    `${expected.lowStockItems} low stock item${expected.lowStockItems === 1 ? '' : 's'}`,
  );
  await expectCard(page, 'metric-net-profit', 'Net Profit', inr(expected.totalProfit, 0), '+15.8% margin');

  // The trend: today's point carries the arranged sale and purchases.
  const trend = page.getByTestId('sales-trend');
  await expect(trend.getByRole('heading', { name: 'Sales vs Purchase Trend' })).toBeVisible();
  await expect(trend.getByRole('combobox', { name: 'Period' })).toHaveText('Last 7 days');
  const trendImage = trend.getByRole('img', { name: /^Sales vs Purchase Trend/ });
  await expect(trendImage).toHaveAccessibleName(/^Sales vs Purchase Trend, Last 7 days/);
  await expect(trend.locator('.recharts-line')).toHaveCount(2);
  await expect(trend.getByText('Sales', { exact: true })).toBeVisible();
  await expect(trend.getByText('Purchases', { exact: true })).toBeVisible();

  // The pie: a percent label (at most one decimal) and our two crops.
  const pie = page.getByTestId('crop-distribution');
  await expect(pie.getByRole('heading', { name: 'Crop Distribution' })).toBeVisible();
  await expect(pie.locator('.recharts-pie-sector').first()).toBeVisible();
  await expect(pie.locator('.recharts-pie-label-text').first()).toHaveText(/^\d{1,3}(\.\d)?%$/);
  await expectAccessible(page);
  await screenshots(page, 'dashboard');

  // Hovering today's end of the trend shows its figures in ₹, sales first.
  const points = (await (
    await api.get('/api/dashboard/sales-trend?period=7days')
  ).json()) as SalesTrendPoint[];
  const todayPoint = points.at(-1)!;
  const plot = trend.locator('.recharts-wrapper');
  const plotBox = (await plot.boundingBox())!;
  await plot.hover({ position: { x: plotBox.width - 12, y: plotBox.height / 2 } });
  const tooltip = trend.locator('.recharts-tooltip-wrapper');
  await expect(tooltip).toContainText(
    `Sales: ${inr(todayPoint.sales, 0)}Purchases: ${inr(todayPoint.purchases, 0)}`,
  );
  await page.mouse.move(0, 0);

  // Switching the period asks for 30 days.
  const thirty = page.waitForResponse((r) => r.url().endsWith('/api/dashboard/sales-trend?period=30days'));
  await trend.getByRole('combobox', { name: 'Period' }).click();
  await expect(page.getByRole('option')).toHaveText(['Last 7 days', 'Last 30 days', 'Last 3 months']);
  await chooseOption(trend.getByRole('combobox', { name: 'Period' }), 'Last 30 days');
  expect((await thirty).status()).toBe(200);
  await expect(trend.getByRole('combobox', { name: 'Period' })).toHaveText('Last 30 days');
  await expect(trendImage).toHaveAccessibleName(/^Sales vs Purchase Trend, Last 30 days/);
  await chooseOption(trend.getByRole('combobox', { name: 'Period' }), 'Last 3 months');
  await expect(trendImage).toHaveAccessibleName(/^Sales vs Purchase Trend, Last 3 months/);
  await expect(trend.locator('.recharts-line')).toHaveCount(2);
  await screenshots(page, 'dashboard-3months');

  // The static cards are fixed at ₹0 with their empty texts.
  const recent = page.getByTestId('recent-transactions');
  await expect(recent.getByRole('heading', { name: 'Recent Transactions' })).toBeVisible();
  await expect(recent).toContainText('₹0');
  await expect(recent).toContainText('No recent transactions');
  const outstanding = page.getByTestId('outstanding-balances');
  await expect(outstanding.getByRole('heading', { name: 'Outstanding Balances' })).toBeVisible();
  await expect(outstanding).toContainText('₹0');
  await expect(outstanding).toContainText('No outstanding balances');

  await pie.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL('/inventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory Management' })).toBeVisible();
  await page.goBack();
  await recent.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL('/sales');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales Management' })).toBeVisible();
  await page.goBack();
  await outstanding.getByRole('link', { name: 'Manage' }).click();
  await expect(page).toHaveURL('/ledger');
  await expect(page.getByRole('heading', { level: 1, name: 'Ledger Management' })).toBeVisible();
});

test('the charts render on a phone', async ({ signedIn: page, api }) => {
  await arrange(api);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  for (const id of ['sales-trend', 'crop-distribution']) {
    const svg = page.getByTestId(id).locator('.recharts-wrapper > svg.recharts-surface');
    await expect(svg).toBeVisible();
    const box = await svg.boundingBox();
    expect(box?.width).toBeGreaterThan(250);
    expect(box?.width).toBeLessThanOrEqual(390);
  }
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});

test('loading and empty states: skeletons, "Loading chart data...", then the empty texts', async ({
  signedIn: page,
}) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const zeros: DashboardMetrics = {
    totalSales: '0.00',
    totalPurchases: '0.00',
    totalInventoryValue: '0.00',
    totalProfit: '0.00',
    lowStockItems: 0,
  };
  const days = [
    '2026-03-05',
    '2026-03-06',
    '2026-03-07',
    '2026-03-08',
    '2026-03-09',
    '2026-03-10',
    '2026-03-11',
  ];
  await page.route('**/api/dashboard/metrics', async (route) => {
    await gate;
    await route.fulfill({ json: zeros });
  });
  await page.route('**/api/dashboard/sales-trend?period=*', async (route) => {
    await gate;
    await route.fulfill({ json: days.map((date) => ({ date, sales: '0.00', purchases: '0.00' })) });
  });
  await page.route('**/api/dashboard/crop-distribution', async (route) => {
    await gate;
    await route.fulfill({ json: [] });
  });

  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Business summary' })).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByText('Loading chart data...')).toHaveCount(2);
  await expectAccessible(page);

  release();
  await expect(page.getByTestId('metric-total-sales-value')).toHaveText('₹0');
  await expect(page.getByTestId('metric-inventory-value')).toContainText('0 low stock items');
  await expect(page.getByTestId('sales-trend')).toContainText('No data available');
  await expect(page.getByTestId('crop-distribution')).toContainText('No inventory data');
  await expectAccessible(page);
});

test('crop-distribution figures have at most 1 decimal: labels, tooltip and the screen-reader summary', async ({
  signedIn: page,
}) => {
  await page.route('**/api/dashboard/crop-distribution', (route) =>
    route.fulfill({
      json: [
        { name: 'Decimal Wheat', value: '12.345' },
        { name: 'Decimal Gram', value: '7.655' },
      ],
    }),
  );
  await page.goto('/dashboard');
  const pie = page.getByTestId('crop-distribution');
  await expect(pie.getByRole('img', { name: /^Crop Distribution by stock/ })).toHaveAccessibleName(
    'Crop Distribution by stock in quintals: Decimal Wheat 61.7% (12.3 quintals); Decimal Gram 38.3% (7.7 quintals).',
  );
  await expect(pie.locator('.recharts-pie-label-text')).toHaveText(['61.7%', '38.3%']);

  await pie.locator('.recharts-pie-sector').nth(1).hover();
  await expect(pie.locator('.recharts-tooltip-wrapper')).toContainText('7.7 Quintals (38.3%)');
});
