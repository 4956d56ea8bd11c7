import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, businessToday } from '../common/business-day';
import {
  createCrop,
  createParty,
  createPurchase,
  createSale,
  post,
  saveBusinessProfile,
} from './support/arrange';
import { clickToDownload, readCsv } from './support/downloads';
import { expect, expectAccessible, screenshots, TAKE_SCREENSHOTS, test, unique } from './support/fixtures';
import { displayDate, expectNoSidewaysScroll, inr, typedDate } from './support/screen';
import { chooseOption } from './support/select';

/** 1 April of the financial year holding `date`, worked out here independently of the app. */
function financialYearStart(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return `${month >= 4 ? year : year - 1}-04-01`;
}

/**
 * A trader who owed ₹5,000.00 when the paper books moved in (ten days before this financial year), bought
 * 3 q @ ₹2,500.50 (₹7,501.50) on the year's first day and paid ₹4,000.00 today (it settles the opening
 * balance first). This year: opening ₹5,000.00 Dr, debit ₹7,501.50, credit ₹4,000.00, closing ₹8,501.50 Dr.
 */
async function arrangeStatement(api: APIRequestContext) {
  const today = businessToday();
  const fy = financialYearStart(today);
  const crop = await createCrop(api, { name: unique('Basmati'), unit: 'quintal' });
  const farmer = await createParty(api, { name: unique('Suresh'), type: 'farmer' });
  const trader = await createParty(api, { name: unique('Goyal Traders'), type: 'trader' });
  await createPurchase(api, {
    partyId: farmer.id,
    cropId: crop.id,
    quantity: '3',
    rate: '2000',
    purchaseDate: addDays(fy, -40),
    expenses: [],
    amountPaid: '6000',
  });
  const openingDate = addDays(fy, -10);
  await post(api, '/api/ledger/opening-balances', { partyId: trader.id, amount: '5000', date: openingDate });
  const sale = await createSale(api, {
    partyId: trader.id,
    cropId: crop.id,
    quantity: '3',
    rate: '2500.50',
    saleDate: fy,
  });
  await post(api, '/api/payments', {
    partyId: trader.id,
    direction: 'received',
    amount: '4000',
    paymentDate: today,
    mode: 'cash',
  });
  return { today, fy, openingDate, trader, sale };
}

const card = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });

test('the statement opens from the party row: this financial year, its cards, running balance, period in the address', async ({
  signedIn: page,
  api,
}) => {
  test.slow();
  const { today, fy, openingDate, trader, sale } = await arrangeStatement(api);

  await page.goto('/parties');
  const link = page.getByRole('link', { name: `Statement of ${trader.name}` });
  // From the keyboard: the row's middle action is a link.
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/parties/${trader.id}/statement$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Party Statement' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Parties' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('statement-party')).toHaveText(trader.name);
  await expect(page.getByTestId('statement-period')).toHaveText(
    `${displayDate(fy)} to ${displayDate(today)}`,
  );
  // The dates are typed dd-mm-yyyy, whatever the browser's locale (docs/screens.md#filters).
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(typedDate(fy));
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(typedDate(today));

  await expect(card(page, 'Opening Balance')).toContainText(`${inr('5000')}Dr`);
  await expect(card(page, 'Total Debit')).toContainText(inr('7501.50'));
  await expect(card(page, 'Total Credit')).toContainText(inr('4000'));
  await expect(card(page, 'Closing Balance')).toContainText(`${inr('8501.50')}Dr`);

  const table = page.getByRole('table');
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(5); // head, opening, sale, payment, closing
  await expect(rows.nth(1)).toContainText('Opening balance');
  await expect(rows.nth(1)).toContainText(`${inr('5000')}Dr`);
  await expect(rows.nth(2)).toContainText(displayDate(sale.saleDate));
  await expect(rows.nth(2)).toContainText('Sale');
  await expect(rows.nth(2)).toContainText(`${inr('12501.50')}Dr`); // 5,000.00 + 7,501.50
  await expect(rows.nth(3)).toContainText('Payment');
  await expect(rows.nth(3)).toContainText(`${inr('8501.50')}Dr`); // − 4,000.00
  await expect(rows.nth(4)).toContainText('Closing balance');
  await expectAccessible(page);

  // A longer period: the opening balance entry is inside it, so the statement opens at nothing.
  await page.getByLabel('From', { exact: true }).fill(typedDate(addDays(openingDate, -1)));
  await expect(page).toHaveURL(new RegExp(`startDate=${addDays(openingDate, -1)}`));
  await expect(card(page, 'Opening Balance')).toContainText(inr('0'));
  await expect(card(page, 'Total Debit')).toContainText(inr('12501.50'));
  await expect(rows).toHaveCount(6);
  await expect(rows.nth(2)).toContainText('Opening balance');
  // The address keeps the period: a reload (or a bookmark) shows the same statement.
  await page.reload();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(typedDate(addDays(openingDate, -1)));
  await expect(card(page, 'Closing Balance')).toContainText(`${inr('8501.50')}Dr`);

  // A start after the end is refused on the screen.
  await page.getByLabel('From', { exact: true }).fill(typedDate(addDays(today, 1)));
  await expect(page.getByRole('alert')).toHaveText('The start date must be on or before the end date');
});

test('the statement exports CSV, prints only itself on A4, opens from the ledger, and fits a phone', async ({
  signedIn: page,
  api,
}) => {
  test.slow();
  const { today, fy, trader, sale } = await arrangeStatement(api);
  const business = await saveBusinessProfile(api);

  // From the ledger: a party chosen in the filter offers its statement.
  await page.goto('/ledger');
  await chooseOption(page.getByRole('combobox', { name: 'Party' }), trader.name);
  await page.getByRole('link', { name: `Statement of ${trader.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/parties/${trader.id}/statement$`));
  await expect(card(page, 'Closing Balance')).toContainText(`${inr('8501.50')}Dr`);

  // Export from the keyboard.
  const exportButton = page.getByRole('button', { name: 'Export CSV' });
  await exportButton.focus();
  const download = await clickToDownload(exportButton);
  expect(download.suggestedFilename()).toBe(`statement_party_${trader.id}_${fy}_to_${today}.csv`);
  const csv = await readCsv(download);
  expect(csv.raw.startsWith('\uFEFF')).toBe(true);
  expect(csv.rows).toEqual([
    ['Date', 'Type', 'Description', 'Debit', 'Credit', 'Balance', 'Dr/Cr'],
    [fy, 'Opening balance', '', '', '', '5000.00', 'Dr'],
    [sale.saleDate, 'Sale', expect.stringContaining(`#${sale.id}`), '7501.50', '0.00', '12501.50', 'Dr'],
    [today, 'Payment', expect.any(String), '0.00', '4000.00', '8501.50', 'Dr'],
    [today, 'Closing balance', '', '7501.50', '4000.00', '8501.50', 'Dr'],
  ]);

  await screenshots(page, 'statement');

  // Printed: the statement alone, without the sidebar, the header or its buttons.
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 794, height: 1123 }); // A4 at 96 dpi
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Party Statement' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByLabel('From', { exact: true })).toBeHidden();
  await expect(page.getByTestId('statement-party')).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  // The business profile on top, as on the PDF; on screen it is not shown.
  const printedBusiness = page.getByTestId('print-business');
  await expect(printedBusiness).toBeVisible();
  await expect(printedBusiness).toContainText(business.name);
  await expect(printedBusiness).toContainText(business.address);
  await expect(printedBusiness).toContainText(`Phone: ${business.phone}`);
  await expect(printedBusiness).toContainText(`GSTIN: ${business.gstin}`);
  if (TAKE_SCREENSHOTS)
    await page.screenshot({ path: 'e2e/screenshots/statement-print.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await expect(printedBusiness).toBeHidden();

  // A phone: one card per entry, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('statement-card')).toHaveCount(2);
  await expect(page.getByTestId('statement-card').first()).toContainText(`Dr ${inr('7501.50')}`);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});

test('an unknown party shows that it does not exist', async ({ signedIn: page }) => {
  await page.goto('/parties/999999/statement');
  await expect(page.getByText('This party does not exist')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
});
