import type { APIRequestContext, Page } from '@playwright/test';
import { businessToday } from '../common/business-day';
import { add, divide, multiply, subtract } from '../common/decimal';
import type {
  DashboardMetrics,
  OutstandingSummary,
  RecentTransaction,
  SalesTrendPoint,
} from '../common/schemas/dashboard';
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

function outstandingSummary(api: APIRequestContext): Promise<OutstandingSummary> {
  return getJson<OutstandingSummary>(api, '/api/dashboard/outstanding');
}

/** The 1st of last month: always inside the "same days of last month" (docs/screens.md#dashboard). */
function firstOfLastMonth(today: string): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12-01` : `${y}-${String(m - 1).padStart(2, '0')}-01`;
}

/** (current − previous) ÷ previous × 100 to 1 decimal, signed as the caption shows it ('+12.5%'). */
/** The caption's change as the screen writes it: one decimal, en-IN grouping (+1,940.0%), a sign when up. */
function changeCaption(current: string, previous: string): string {
  const percent = divide(multiply(subtract(current, previous), '100'), previous, 1);
  const negative = percent.startsWith('-');
  const [whole, tenths] = (negative ? percent.slice(1) : percent).split('.');
  const grouped = `${BigInt(whole!).toLocaleString('en-IN')}.${tenths}`;
  return `${negative ? '-' : percent === '0.0' ? '' : '+'}${grouped}%`;
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
  // 10 q more of it on the 1st of last month, so this month has something to be compared with.
  await createPurchase(api, {
    partyId: farmer.id,
    cropId: wheat.id,
    quantity: '10',
    rate: '2000',
    purchaseDate: firstOfLastMonth(today),
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
  return { rice, wheat, farmer, trader };
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
  const outstandingBefore = await outstandingSummary(api);
  const { farmer, trader } = await arrange(api);
  const expected: DashboardMetrics = {
    totalSales: add(before.totalSales, '20000.00'),
    totalPurchases: add(before.totalPurchases, '52500.00', '160000.00', '20000.00'),
    // 52,500 − 13,125 left of the rice, 1,60,000 + 20,000 of wheat.
    totalInventoryValue: add(before.totalInventoryValue, '39375.00', '160000.00', '20000.00'),
    // 20,000 − 13,125 − 750
    totalProfit: add(before.totalProfit, subtract('20000.00', add('13125.00', '750.00'))),
    lowStockItems: before.lowStockItems + 1,
  };
  const after = await metrics(api);
  expect({ ...after, comparison: undefined }).toEqual({ ...expected, comparison: undefined });
  // This month so far gains today's purchases (52,500 + 1,60,000), last month's same days the 20,000.
  const purchasesNow = add(before.comparison!.totalPurchases.current, '212500.00');
  const purchasesThen = add(before.comparison!.totalPurchases.previous, '20000.00');
  expect(after.comparison!.totalPurchases).toEqual({
    current: purchasesNow,
    previous: purchasesThen,
    changePercent: divide(multiply(subtract(purchasesNow, purchasesThen), '100'), purchasesThen, 1),
  });
  // The party balances: the new farmer is owed 51,000 + 1,60,000 + 20,000, the new trader owes 20,000.
  const outstandingAfter = await outstandingSummary(api);
  expect(outstandingAfter).toMatchObject({
    receivable: add(outstandingBefore.receivable, '20000.00'),
    receivableParties: outstandingBefore.receivableParties + 1,
    payable: add(outstandingBefore.payable, '231000.00'),
    payableParties: outstandingBefore.payableParties + 1,
  });
  const recentEntries = await getJson<RecentTransaction[]>(api, '/api/dashboard/recent-transactions?limit=5');
  expect(recentEntries.slice(0, 3).map((e) => [e.partyName, e.debit, e.credit])).toEqual([
    [trader.name, '20000.00', '0.00'],
    [farmer.name, '0.00', '160000.00'],
    [farmer.name, '0.00', '51000.00'],
  ]);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const sales = after.comparison!.totalSales;
  await expectCard(
    page,
    'metric-total-sales',
    'Total Sales',
    inr(expected.totalSales, 0),
    sales.changePercent === null ? '' : `${changeCaption(sales.current, sales.previous)} from last month`,
  );
  if (sales.changePercent === null) {
    await expect(page.getByTestId('metric-total-sales')).not.toContainText('from last month');
  }
  await expectCard(
    page,
    'metric-total-purchases',
    'Total Purchases',
    inr(expected.totalPurchases, 0),
    `${changeCaption(purchasesNow, purchasesThen)} from last month`,
  );
  await expectCard(
    page,
    'metric-inventory-value',
    'Inventory Value',
    inr(expected.totalInventoryValue, 0),
    `${expected.lowStockItems} low stock item${expected.lowStockItems === 1 ? '' : 's'}`,
  );
  // Net Profit ÷ Total Sales, the spec's '+15.8% margin' computed.
  const margin = divide(multiply(expected.totalProfit, '100'), expected.totalSales, 1);
  await expectCard(
    page,
    'metric-net-profit',
    'Net Profit',
    inr(expected.totalProfit, 0),
    `${margin.startsWith('-') || margin === '0.0' ? '' : '+'}${margin}% margin`,
  );

  // Outstanding Balances: the ledger's real receivable and payable.
  const outstanding = page.getByTestId('outstanding-balances');
  await expect(outstanding.getByRole('heading', { name: 'Outstanding Balances' })).toBeVisible();
  await expect(outstanding.getByTestId('outstanding-receivable-value')).toHaveText(
    inr(outstandingAfter.receivable, 0),
  );
  await expect(outstanding.getByTestId('outstanding-payable-value')).toHaveText(
    inr(outstandingAfter.payable, 0),
  );
  await expect(outstanding).not.toContainText('No outstanding balances');

  // Recent Transactions: the latest ledger entries, today's sale first.
  const recent = page.getByTestId('recent-transactions');
  await expect(recent.getByRole('heading', { name: 'Recent Transactions' })).toBeVisible();
  const rows = recent.getByTestId('recent-transaction');
  await expect(rows).toHaveCount(recentEntries.length);
  await expect(rows.nth(0)).toContainText(trader.name);
  await expect(rows.nth(0)).toContainText(`${inr('20000', 0)}Debit`);
  await expect(rows.nth(1)).toContainText(farmer.name);
  await expect(rows.nth(1)).toContainText(`${inr('160000', 0)}Credit`);

  // The trend: today's point carries the arranged sale and purchases.
  const trend = page.getByTestId('sales-trend');
  await expect(trend.getByRole('heading', { name: 'Sales vs Purchase Trend' })).toBeVisible();
  await expect(trend.getByRole('combobox', { name: 'Period' })).toHaveText('Last 7 days');
  const trendImage = trend.getByRole('img', { name: /^Sales vs Purchase Trend/ });
  await expect(trendImage).toHaveAccessibleName(/^Sales vs Purchase Trend, Last 7 days/);
  await expect(trend.getByTestId('trend-line')).toHaveCount(2);
  await expect(trend.getByText('Sales', { exact: true })).toBeVisible();
  await expect(trend.getByText('Purchases', { exact: true })).toBeVisible();

  // The pie: a percent label (at most one decimal) and our two crops.
  const pie = page.getByTestId('crop-distribution');
  await expect(pie.getByRole('heading', { name: 'Crop Distribution' })).toBeVisible();
  await expect(pie.getByTestId('pie-slice').first()).toBeVisible();
  await expect(pie.getByTestId('pie-label').first()).toHaveText(/^\d{1,3}(\.\d)?%$/);
  // The legend lists the slices in their order and colours, each colour once.
  const sectorColours = await pie
    .getByTestId('pie-slice')
    .evaluateAll((paths) => paths.map((p) => p.getAttribute('fill')));
  const legendColours = await pie
    .getByTestId('crop-legend')
    .locator('li')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-colour')));
  expect(legendColours).toEqual(sectorColours);
  expect(new Set(sectorColours).size).toBe(Math.min(sectorColours.length, 20));
  await expectAccessible(page);
  await screenshots(page, 'dashboard');

  // Hovering today's end of the trend shows its figures in ₹, sales first.
  const points = (await (
    await api.get('/api/dashboard/sales-trend?period=7days')
  ).json()) as SalesTrendPoint[];
  const todayPoint = points.at(-1)!;
  const plot = trend.getByTestId('trend-plot');
  const plotBox = (await plot.boundingBox())!;
  await plot.hover({ position: { x: plotBox.width - 12, y: plotBox.height / 2 } });
  const tooltip = trend.getByTestId('chart-tooltip');
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
  // Three months by week: 13 points, each dated by its Monday.
  const weekly = page.waitForResponse((r) => r.url().endsWith('/api/dashboard/sales-trend?period=3months'));
  await chooseOption(trend.getByRole('combobox', { name: 'Period' }), 'Last 3 months');
  const weeks = (await (await weekly).json()) as SalesTrendPoint[];
  expect(weeks).toHaveLength(13);
  expect(weeks.every((w) => new Date(`${w.date}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
  await expect(trendImage).toHaveAccessibleName(/^Sales vs Purchase Trend, Last 3 months by week/);
  await expect(trend.getByTestId('trend-line')).toHaveCount(2);
  await screenshots(page, 'dashboard-3months');

  await pie.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL('/inventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory Management' })).toBeVisible();
  await page.goBack();
  await recent.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL('/ledger');
  await expect(page.getByRole('heading', { level: 1, name: 'Ledger Management' })).toBeVisible();
  await page.goBack();
  await outstanding.getByRole('link', { name: 'Manage' }).click();
  await expect(page).toHaveURL(/\/outstanding/);
});

test('the charts render on a phone', async ({ signedIn: page, api }) => {
  await arrange(api);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  for (const id of ['sales-trend', 'crop-distribution']) {
    const svg = page.getByTestId(id).getByTestId(id === 'sales-trend' ? 'trend-plot' : 'pie-plot');
    await expect(svg).toBeVisible();
    const box = await svg.boundingBox();
    expect(box?.width).toBeGreaterThan(250);
    expect(box?.width).toBeLessThanOrEqual(390);
  }
  // Nothing wider than the screen: every amount of the ledger cards is whole and inside it.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const amounts = page
    .getByTestId('outstanding-balances')
    .locator('dd.font-bold')
    .or(page.getByTestId('recent-transaction').locator('p.font-semibold'));
  await expect(amounts.first()).toBeVisible();
  for (const amount of await amounts.all()) {
    const box = (await amount.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await amount.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
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
  await page.route('**/api/dashboard/outstanding', async (route) => {
    await gate;
    await route.fulfill({
      json: {
        receivable: '0.00',
        receivableParties: 0,
        payable: '0.00',
        payableParties: 0,
        receivableFromFarmers: '0.00',
        receivableFromFarmersParties: 0,
        payableToCustomers: '0.00',
        payableToCustomersParties: 0,
      },
    });
  });
  await page.route('**/api/dashboard/recent-transactions?*', async (route) => {
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
  // Without last month's figures the captions are hidden, not made up.
  await expect(page.getByRole('region', { name: 'Business summary' })).not.toContainText('from last month');
  await expect(page.getByRole('region', { name: 'Business summary' })).not.toContainText('margin');
  await expect(page.getByTestId('recent-transactions')).toContainText('No recent transactions');
  await expect(page.getByTestId('outstanding-balances')).toContainText('No outstanding balances');
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
  await expect(pie.getByTestId('pie-label')).toHaveText(['61.7%', '38.3%']);

  await pie.getByTestId('pie-slice').nth(1).hover();
  await expect(pie.getByTestId('chart-tooltip')).toContainText('Decimal Gram: 7.7 Quintals (38.3%)');
});
