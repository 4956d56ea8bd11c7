import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addDays, businessToday } from '../common/business-day';
import { divide } from '../common/decimal';
import { arrangeTrades } from './support/arrange';
import { clickToDownload, readXlsx } from './support/downloads';
import { expect, expectAccessible, screenshots, test, unique } from './support/fixtures';
import { inr, typedDate } from './support/screen';
import { MONEY_FORMAT, QUANTITY_FORMAT } from '../server/test/xlsx-formats';
import { chooseOption } from './support/select';

/**
 * Inside the default 30-day window: two purchases from one farmer (10 q @ 2000 and 5 q @ 2100, grade A,
 * 12.5% moisture on the first) and two sales of that stock to one trader (4 q @ 2500 paid, 3 q @ 2600 pending).
 */
async function arrange(api: APIRequestContext) {
  const { crop, farmer, trader } = await arrangeTrades(api, {
    names: {
      crop: unique('Report Soybean'),
      farmer: unique('Suresh Patil'),
      trader: unique('Mehta Exports'),
    },
    daysAgo: [10, 9, 8, 7],
    firstPurchase: { moistureContent: '12.5', expenses: [{ type: 'labor', amount: '300' }] },
  });
  return { cropName: crop.name, farmer, trader };
}

/** Excel's day number of a date (days since 30 Dec 1899). */
const serialOf = (iso: string) => (Date.parse(`${iso}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000;

function resultRows(page: Page): Locator {
  return page.getByRole('region', { name: /Summary$/ }).locator('tbody tr');
}

const choose = (page: Page, label: string, option: string) =>
  chooseOption(page.getByRole('combobox', { name: label, exact: true }), option);

async function expectCard(page: Page, name: string, value: string) {
  await expect(page.getByRole('region', { name, exact: true })).toContainText(value);
}

test('a sales report for one trader: defaults, summary cards, search and status', async ({
  signedIn: page,
  api,
}) => {
  const { cropName, trader } = await arrange(api);
  const today = businessToday();
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports & Analytics' })).toBeVisible();

  // docs/screens.md#reports: sales, over the last 30 days through today.
  // Typed dd-mm-yyyy, whatever the browser's locale (docs/screens.md#filters).
  await expect(page.getByLabel('Date From')).toHaveValue(typedDate(addDays(today, -30)));
  await expect(page.getByLabel('Date To')).toHaveValue(typedDate(today));
  await expect(page.getByRole('combobox', { name: 'Report Type' })).toHaveText('Sales Summary');
  await expect(page.getByRole('button', { name: /Sales Report/ })).toHaveAttribute('aria-pressed', 'true');

  await choose(page, 'Party', trader.name);
  const rows = resultRows(page);
  await expect(rows).toHaveCount(2);
  // Newest first.
  await expect(rows.nth(0)).toContainText(cropName);
  await expect(rows.nth(0)).toContainText(inr('7800'));
  await expect(rows.nth(0)).toContainText('Pending');
  await expect(rows.nth(1)).toContainText(inr('10000'));
  await expect(rows.nth(1)).toContainText('Paid');
  await expectCard(page, 'Total Sales', inr('17800'));
  await expectCard(page, 'Total Quantity', '7');
  await expectCard(page, 'Transactions', '2');
  await expectCard(page, 'Avg. Rate', inr(divide('17800', '7')));
  await expect(page.getByTestId('report-total')).toHaveText(`Total: ${inr('17800')}`);
  await expect(page.getByText(/^Generated on \d{2} \w{3} \d{4}/)).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'reports');

  // The search matches the rate as text too, together with the party filter.
  await page.getByLabel('Search').fill('2600');
  await expect(rows).toHaveCount(1);
  await expectCard(page, 'Avg. Rate', inr('2600'));
  await expectCard(page, 'Transactions', '1');
  // The report is in the URL: a reload (or a bookmark) shows the same one, searched by the server.
  await expect(page).toHaveURL(/[?&]q=2600(&|$)/);
  await page.reload();
  await expect(page.getByLabel('Search')).toHaveValue('2600');
  await expect(rows).toHaveCount(1);
  await expectCard(page, 'Transactions', '1');

  // Crop name, without the party filter: only our two sales use this crop.
  await choose(page, 'Party', 'All Parties');
  await page.getByLabel('Search').fill(cropName.toLowerCase());
  await expect(rows).toHaveCount(2);
  await page.getByLabel('Search').fill('no such party or crop');
  await expect(page.getByText('No data found for the selected filters')).toBeVisible();
  await expectCard(page, 'Avg. Rate', inr('0'));
});

test('the purchase tile switches the report, and a range without rows shows the empty text', async ({
  signedIn: page,
  api,
}) => {
  const { farmer, trader } = await arrange(api);
  const today = businessToday();
  await page.goto('/reports');
  await choose(page, 'Party', trader.name);
  await expect(resultRows(page)).toHaveCount(2);

  await page.getByRole('button', { name: /Purchase Report/ }).click();
  await expect(page.getByRole('combobox', { name: 'Report Type' })).toHaveText('Purchase Summary');
  await expect(page.getByRole('button', { name: /Purchase Report/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /Sales Report/ })).toHaveAttribute('aria-pressed', 'false');
  // A trader sells us nothing: the party filter falls back to all.
  await expect(page.getByRole('combobox', { name: 'Party', exact: true })).toHaveText('All Parties');
  await choose(page, 'Party', farmer.name);
  const rows = resultRows(page);
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('columnheader', { name: 'Status' })).toHaveCount(0);
  await expectCard(page, 'Total Purchases', inr('30500'));
  await expectCard(page, 'Total Quantity', '15');
  await expectCard(page, 'Avg. Rate', inr(divide('30500', '15')));

  // The P&L Statement tile shows the statement (e2e/profit-and-loss.spec.ts); Purchase Report brings the rows
  // back with the party still chosen. There is no Custom Report tile: the generator is the custom report.
  await expect(page.getByRole('button', { name: /Custom Report/ })).toHaveCount(0);
  await page.getByRole('button', { name: /P&L Statement/ }).click();
  await expect(page.getByRole('combobox', { name: 'Report Type' })).toHaveText('Profit & Loss');
  await expect(page.getByTestId('pnl-statement')).toBeVisible();
  await page.getByRole('button', { name: /Purchase Report/ }).click();
  await expect(page.getByRole('combobox', { name: 'Report Type' })).toHaveText('Purchase Summary');
  await expect(rows).toHaveCount(2);

  // Other types fall through to the purchase view.
  await choose(page, 'Report Type', 'Inventory Report');
  await expect(rows).toHaveCount(2);
  await expectCard(page, 'Total Purchases', inr('30500'));
  await choose(page, 'Report Type', 'Purchase Summary');

  // The dates take effect on Generate, through the server's date filter.
  await page.getByLabel('Date From').fill(typedDate(addDays(today, -60)));
  await page.getByLabel('Date To').fill(typedDate(addDays(today, -40)));
  await expect(rows).toHaveCount(2);
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('No data found for the selected filters')).toBeVisible();
  await expectCard(page, 'Transactions', '0');
  await expect(page.getByRole('button', { name: 'Export Excel' })).toBeDisabled();
  await expectAccessible(page);

  // A range that ends before it starts is refused on screen.
  await page.getByLabel('Date From').fill(typedDate(today));
  await page.getByLabel('Date To').fill(typedDate(addDays(today, -1)));
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('Date From must be on or before Date To')).toBeVisible();
  await expect(page.getByLabel('Date To')).toHaveAttribute('aria-invalid', 'true');

  // A text that is no date is the box's own error, and the report stays as it was.
  await page.getByLabel('Date To').fill('31-02-2026');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('Not a date: type it as dd-mm-yyyy, e.g. 15-03-2026')).toBeVisible();
  await expect(page.getByText('Date From must be on or before Date To')).toBeHidden();
  await expect(page.getByLabel('Date To')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(new RegExp(`[?&]endDate=${addDays(today, -40)}(&|$)`));

  // Typed, then Enter at once: the dates as they stand.
  await page.getByLabel('Date From').fill(typedDate(addDays(today, -9)));
  await page.getByLabel('Date To').fill(typedDate(today));
  await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(1);
  await expectCard(page, 'Total Purchases', inr('10500'));
});

test('Export PDF downloads the report as the server prints it: {type}_report_{from}_to_{to}.pdf', async ({
  signedIn: page,
  api,
}) => {
  const { trader } = await arrange(api);
  const today = businessToday();
  const from = addDays(today, -30);
  await page.goto('/reports');
  await choose(page, 'Party', trader.name);
  await expect(resultRows(page)).toHaveCount(2);

  // Export PDF: the server's PDF of the report on screen (docs/documents.md#the-reports-pdf).
  const salesDownload = await clickToDownload(page.getByRole('button', { name: 'Export PDF' }));
  expect(salesDownload.suggestedFilename()).toBe(`sales_report_${from}_to_${today}.pdf`);
  const salesPdf = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', await salesDownload.path(), '-'], {
    encoding: 'utf8',
  });
  expect(salesPdf).toContain('Sales Summary');
  expect(salesPdf).toContain(trader.name);
  expect(salesPdf).toMatch(/3\.000 quintal\s+₹2,600\.00\s+₹7,800\.00\s+Pending/);
  expect(salesPdf).toMatch(/4\.000 quintal\s+₹2,500\.00\s+₹10,000\.00\s+Paid/);
  expect(salesPdf).toMatch(/Total amount\s+₹17,800\.00/);
});

test("Export Excel downloads the server's workbook of the report: every row, amounts and dates typed", async ({
  signedIn: page,
  api,
}) => {
  const { cropName, farmer, trader } = await arrange(api);
  const today = businessToday();
  const from = addDays(today, -30);
  await page.goto('/reports');
  await page.getByRole('button', { name: /Purchase Report/ }).click();
  await choose(page, 'Party', farmer.name);
  await expect(resultRows(page)).toHaveCount(2);

  const download = await clickToDownload(page.getByRole('button', { name: 'Export Excel' }));
  expect(download.suggestedFilename()).toBe(`purchase_report_${from}_to_${today}.xlsx`);
  const workbook = await readXlsx(download);
  expect(workbook.frozenRows).toBe(1);
  const text = (value: string) => ({ type: 'string', value, format: 'General', bold: false });
  const header = (value: string) => ({ ...text(value), bold: true });
  const money = (value: string) => ({ type: 'number', value, format: MONEY_FORMAT, bold: false });
  const quintals = (value: string) => ({ type: 'number', value, format: QUANTITY_FORMAT, bold: false });
  const day = (iso: string) => ({
    type: 'number',
    value: String(serialOf(iso)),
    format: 'dd mmm yyyy',
    bold: false,
  });
  expect(workbook.rows).toEqual([
    [
      'Date',
      'Party',
      'Party Type',
      'Crop',
      'Quantity',
      'Rate',
      'Total Amount',
      'Quality Grade',
      'Moisture Content',
    ].map(header),
    [
      day(addDays(today, -9)),
      text(farmer.name),
      text('Farmer'),
      text(cropName),
      quintals('5.000'),
      money('2100.00'),
      money('10500.00'),
      text('A'),
    ],
    [
      day(addDays(today, -10)),
      text(farmer.name),
      text('Farmer'),
      text(cropName),
      quintals('10.000'),
      money('2000.00'),
      money('20000.00'),
      text('A'),
      { type: 'number', value: '12.5', format: 'General', bold: false },
    ],
  ]);

  // The sales view's workbook: the trader's two sales with their payment status.
  await page.getByRole('button', { name: /Sales Report/ }).click();
  await choose(page, 'Party', trader.name);
  await expect(resultRows(page)).toHaveCount(2);
  const sales = await readXlsx(await clickToDownload(page.getByRole('button', { name: 'Export Excel' })));
  expect(sales.rows.map((row) => row.map((cell) => cell?.value))).toEqual([
    ['Date', 'Party', 'Party Type', 'Crop', 'Quantity', 'Rate', 'Total Amount', 'Payment Status'],
    [
      String(serialOf(addDays(today, -7))),
      trader.name,
      'Trader',
      cropName,
      '3.000',
      '2600.00',
      '7800.00',
      'Pending',
    ],
    [
      String(serialOf(addDays(today, -8))),
      trader.name,
      'Trader',
      cropName,
      '4.000',
      '2500.00',
      '10000.00',
      'Paid',
    ],
  ]);
  await expect(page.getByRole('button', { name: 'Export Excel' })).toBeEnabled();
});
