import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import { add } from '../common/decimal';
import type { ProfitAndLoss } from '../common/schemas/reports';
import type { Charge } from '../common/schemas/settings';
import { en } from '../web/i18n/en';
import { hi } from '../web/i18n/hi';
import {
  createCrop,
  createExpense,
  createParty,
  createPurchase,
  createSale,
  getJson,
  post,
} from './support/arrange';
import { clickToDownload, readCsv } from './support/downloads';
import { expect, expectAccessible, screenshots, test, unique } from './support/fixtures';
import { inr, typedDate } from './support/screen';

// The profit and loss statement on Reports (docs/screens.md#profit-and-loss, docs/money.md#profit-and-loss):
// the tile, the statement and its crops, print, the CSV and the server's PDF, in English and in Hindi. A
// window of February 2023 that other specs do not record in; the statement's totals are read before this
// spec's records are made and expected to grow by them (a retry adds its own), its crop's row exactly.

const FROM = '2023-02-01';
const TO = '2023-02-28';
const URL = `/reports?type=profit_loss&startDate=${FROM}&endDate=${TO}`;

/**
 * 100 q bought at ₹2,000 (no charges); 30 q sold at ₹2,400 = ₹72,000.00 with a 2 % commission the buyer pays
 * us (₹1,440.00; the charge is named on the sale and kept inactive, so no other spec's lot gets it); transport
 * ₹1,200.50. Net: 72,000 − 60,000 + 1,440 − 1,200.50 = ₹12,239.50.
 */
async function arrange(api: APIRequestContext) {
  const before = await getJson<ProfitAndLoss>(
    api,
    `/api/reports/profit-and-loss?startDate=${FROM}&endDate=${TO}`,
  );
  const crop = await createCrop(api, { name: unique('PnL Wheat'), unit: 'quintal', basePrice: '2000' });
  const farmer = await createParty(api, { name: unique('Ramesh Yadav'), type: 'farmer' });
  const trader = await createParty(api, { name: unique('Agarwal Traders'), type: 'trader' });
  const commission = await post<Charge>(api, '/api/charges', {
    name: unique('PnL commission'),
    appliesTo: 'sale',
    basis: 'percent',
    rate: '2',
    bornBy: 'party',
    kind: 'retained',
    active: false,
  });
  await createPurchase(api, {
    partyId: farmer.id,
    cropId: crop.id,
    quantity: '100',
    rate: '2000',
    purchaseDate: '2023-02-01',
    charges: [],
  });
  await createSale(api, {
    partyId: trader.id,
    cropId: crop.id,
    quantity: '30',
    rate: '2400',
    saleDate: '2023-02-10',
    charges: [{ chargeId: commission.id }],
  });
  await createExpense(api, {
    type: 'transport',
    description: 'Truck to Indore',
    amount: '1200.50',
    expenseDate: '2023-02-11',
  });
  return {
    crop,
    sales: add(before.sales, '72000'),
    cost: add(before.costOfGoods, '60000'),
    gross: add(before.grossProfit, '12000'),
    earned: add(before.chargesEarned, '1440'),
    borne: before.chargesBorne,
    transport: add(before.expenses.transport, '1200.50'),
    expenses: add(before.expenses.total, '1200.50'),
    net: add(before.netProfit, '12239.50'),
  };
}

const line = (page: Page, label: string) =>
  page.getByTestId('pnl-statement').getByRole('row', { name: label, exact: false });

function pdfText(file: string, layout: boolean): string {
  return execFileSync('pdftotext', [...(layout ? ['-layout'] : []), '-enc', 'UTF-8', file, '-'], {
    encoding: 'utf8',
  });
}

test('the P&L Statement tile shows the statement of a range, by crop, and prints and exports it', async ({
  signedIn: page,
  api,
}) => {
  const expected = await arrange(api);
  const { crop } = expected;
  await page.goto('/reports');
  await page.getByRole('button', { name: /P&L Statement/ }).click();
  await expect(page.getByRole('button', { name: /P&L Statement/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('combobox', { name: 'Report Type' })).toHaveText('Profit & Loss');
  // The statement is of the whole business: no search, party or crop to choose.
  await expect(page.getByLabel('Search')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Party', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Custom Report' })).toHaveCount(0);

  // The range from the keyboard: typed dates, then Enter.
  await page.getByLabel('Date From').fill(typedDate(FROM));
  await page.getByLabel('Date To').fill(typedDate(TO));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`type=profit_loss.*startDate=${FROM}.*endDate=${TO}`));

  await expect(line(page, 'Sales')).toContainText(inr(expected.sales));
  await expect(line(page, 'Less: cost of goods sold')).toContainText(`− ${inr(expected.cost)}`);
  await expect(line(page, 'Gross profit')).toContainText(inr(expected.gross));
  await expect(line(page, 'Charges earned')).toContainText(inr(expected.earned));
  await expect(line(page, 'Less: charges we bore')).toContainText(inr(expected.borne));
  await expect(line(page, 'Transport')).toContainText(`− ${inr(expected.transport)}`);
  await expect(line(page, 'Total expenses')).toContainText(`− ${inr(expected.expenses)}`);
  await expect(page.getByTestId('pnl-net')).toHaveText(inr(expected.net));
  const crops = page.getByRole('region', { name: 'By crop' });
  const row = crops.getByRole('row', { name: new RegExp(crop.name) });
  await expect(row).toContainText('30 Quintals');
  await expect(row).toContainText(inr('72000'));
  await expect(row).toContainText(inr('60000'));
  await expect(row).toContainText(inr('12000'));
  await expectAccessible(page);
  await screenshots(page, 'reports-profit-loss');

  // A bookmark shows the same statement.
  await page.goto(URL);
  await expect(page.getByTestId('pnl-net')).toHaveText(inr(expected.net));

  // On paper: the statement alone.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Generate' })).toBeHidden();
  await expect(page.getByTestId('pnl-statement')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  const csv = await readCsv(await clickToDownload(page.getByRole('button', { name: 'Export CSV' })));
  expect(csv.rows).toContainEqual(['Net profit', expected.net, '', '', '', '']);
  expect(csv.rows).toContainEqual([crop.name, '30.000', 'Quintals', '72000.00', '60000.00', '12000.00']);

  // The PDF is the server's, downloaded: the same figures.
  const download = await clickToDownload(page.getByRole('button', { name: 'Export PDF' }));
  expect(download.suggestedFilename()).toBe(`profit_loss_report_${FROM}_to_${TO}.pdf`);
  const text = pdfText(await download.path(), true);
  expect(text).toContain('Profit & Loss Statement');
  expect(text).toContain(`Net profit`);
  expect(text).toContain(inr(expected.net));
  expect(text).toContain(inr(expected.earned));
});

test('the statement in Hindi, and its PDF in Hindi', async ({ hindiPage: page, api }) => {
  const expected = await arrange(api);
  await page.goto(URL);
  await expect(page.getByRole('heading', { name: hi.reports.profitLoss.title })).toBeVisible();
  await expect(line(page, hi.reports.profitLoss.netProfit)).toBeVisible();
  await expect(page.getByTestId('pnl-net')).toHaveText(inr(expected.net));
  await expect(line(page, hi.reports.profitLoss.expenseTypes.transport)).toContainText(
    inr(expected.transport),
  );
  await expect(page.getByText(en.reports.profitLoss.title)).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, 'hindi-reports-profit-loss');
  const download = await clickToDownload(page.getByRole('button', { name: hi.reports.result.exportPdf }));
  const text = pdfText(await download.path(), false);
  expect(text).toContain('नफ़ा-नुकसान का विवरण');
  expect(text).toContain('शुद्ध मुनाफ़ा');
  expect(text).toContain(inr(expected.net));
});
