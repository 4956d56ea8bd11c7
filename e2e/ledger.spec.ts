import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addDays, businessToday } from '../common/business-day';
import { compare, subtract, sumAt } from '../common/decimal';
import type { LedgerEntry } from '../common/schemas/ledger';
import type { Party } from '../common/schemas/parties';
import { arrangeTrades, createParty, getJson } from './support/arrange';
import { clickToDownload, readCsv } from './support/downloads';
import { expect, expectAccessible, screenshots, test, unique } from './support/fixtures';
import { inr, typedDate } from './support/screen';
import { chooseOption } from './support/select';

/**
 * A farmer sold us 10 q @ 2000 and 5 q @ 2100 (we owe ₹30,500); a trader bought 4 q @ 2500 and paid,
 * then 3 q @ 2600 on credit (owes ₹7,800). The idle exporter has no entries.
 */
async function arrange(api: APIRequestContext) {
  const { farmer, trader } = await arrangeTrades(api, {
    names: { crop: unique('Ledger Wheat'), farmer: unique('Ramesh Farmer'), trader: unique('Agro Traders') },
    daysAgo: [5, 4, 3, 2],
    // A purchase's own expenses raise its landed cost, not what we owe the farmer.
    firstPurchase: { expenses: [{ type: 'transportation', amount: '500' }] },
  });
  const idle = await createParty(api, { name: unique('Idle Exports'), type: 'exporter' });
  return { farmer, trader, idle };
}

/** The figures the cards should show, from every party's balance (the e2e database is shared). */
async function expectedTotals(api: APIRequestContext) {
  const parties = await getJson<Party[]>(api, '/api/parties');
  const debit = sumAt(
    parties.filter((p) => compare(p.balance, '0') > 0).map((p) => p.balance),
    2,
  );
  const credit = sumAt(
    parties.filter((p) => compare(p.balance, '0') < 0).map((p) => subtract('0', p.balance)),
    2,
  );
  return {
    debit,
    credit,
    net: subtract(debit, credit),
    active: parties.filter((p) => compare(p.balance, '0') !== 0).length,
  };
}

function entriesTable(page: Page): Locator {
  return page.getByRole('region', { name: 'Ledger Entries' }).getByRole('table');
}

const chooseParty = (page: Page, name: string) =>
  chooseOption(page.getByRole('combobox', { name: 'Party' }), name);

const CSV_HEADER = [
  'Date',
  'Party',
  'Party Type',
  'Transaction Type',
  'Description',
  'Debit',
  'Credit',
  'Balance',
  'Balance Type',
];

test('the cards and the receivable and payable lists sum the party balances', async ({
  signedIn: page,
  api,
}) => {
  const { farmer, trader } = await arrange(api);
  const totals = await expectedTotals(api);

  await page.goto('/ledger');
  await expect(page.getByRole('heading', { level: 1, name: 'Ledger Management' })).toBeVisible();

  const debitCard = page.getByRole('region', { name: 'Total Debit' });
  await expect(debitCard).toContainText(inr(totals.debit));
  await expect(debitCard).toContainText('Money owed to us');
  const creditCard = page.getByRole('region', { name: 'Total Credit' });
  await expect(creditCard).toContainText(inr(totals.credit));
  await expect(creditCard).toContainText('Money we owe');
  const netCard = page.getByRole('region', { name: 'Net Balance' });
  const receivable = compare(totals.net, '0') >= 0;
  await expect(netCard).toContainText(inr(receivable ? totals.net : subtract('0', totals.net)));
  await expect(netCard).toContainText(receivable ? 'Receivable' : 'Payable');
  await expect(page.getByRole('region', { name: 'Active Parties' })).toContainText(String(totals.active));

  // The trader owes ₹7,800 (the paid sale is settled); we owe the farmer ₹30,500, shown without a sign.
  const receivables = page.getByRole('region', { name: 'Receivables' });
  await expect(receivables.getByRole('listitem').filter({ hasText: trader.name })).toContainText(inr('7800'));
  await expect(receivables).not.toContainText(farmer.name);
  const payables = page.getByRole('region', { name: 'Payables' });
  const farmerRow = payables.getByRole('listitem').filter({ hasText: farmer.name });
  await expect(farmerRow).toContainText(inr('30500'));
  await expect(farmerRow).toContainText('Farmer');
  await expect(farmerRow).not.toContainText('-');
  await expect(payables).not.toContainText(trader.name);

  await expectAccessible(page);
  await screenshots(page, 'ledger');
});

test('the party filter narrows the entries, which carry the running balance', async ({
  signedIn: page,
  api,
}) => {
  const { farmer, trader, idle } = await arrange(api);
  await page.goto('/ledger');

  // All parties by default: both of ours are listed.
  await expect(page.getByRole('combobox', { name: 'Party' })).toHaveText('All Parties');
  const table = entriesTable(page);
  await expect(table.getByRole('row').filter({ hasText: farmer.name })).toHaveCount(2);
  await expect(table.getByRole('row').filter({ hasText: trader.name })).toHaveCount(3);

  await chooseParty(page, trader.name);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Sale');
  await expect(rows.nth(0)).toContainText(trader.name);
  await expect(rows.nth(0)).toContainText('Trader');
  await expect(rows.nth(0).locator('td').nth(4)).toHaveText(inr('10000'));
  await expect(rows.nth(0).locator('td').nth(6)).toContainText(`${inr('10000')}Dr`);
  await expect(rows.nth(1)).toContainText('Payment');
  await expect(rows.nth(1).locator('td').nth(5)).toHaveText(inr('10000'));
  await expect(rows.nth(1).locator('td').nth(6)).toHaveText(inr('0'));
  await expect(rows.nth(2).locator('td').nth(4)).toHaveText(inr('7800'));
  await expect(rows.nth(2).locator('td').nth(6)).toContainText(`${inr('7800')}Dr`);
  await expect(rows.nth(2).locator('td').nth(6)).toHaveClass(/text-green-700/);
  await expectAccessible(page);

  await chooseParty(page, farmer.name);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Purchase');
  await expect(rows.nth(0).locator('td').nth(5)).toHaveText(inr('20000'));
  await expect(rows.nth(0).locator('td').nth(6)).toContainText(`${inr('20000')}Cr`);
  await expect(rows.nth(1).locator('td').nth(6)).toContainText(`${inr('30500')}Cr`);
  await expect(rows.nth(1).locator('td').nth(6)).toHaveClass(/text-red-700/);

  // From a day, typed dd-mm-yyyy (docs/screens.md#filters): its entries on, the balance still counting the
  // earlier ones; emptied, every date again.
  const from = page.getByLabel('From', { exact: true });
  const fourDaysAgo = addDays(businessToday(), -4);
  await from.fill(typedDate(fourDaysAgo));
  await expect(page).toHaveURL(new RegExp(`[?&]startDate=${fourDaysAgo}(&|$)`));
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0).locator('td').nth(6)).toContainText(`${inr('30500')}Cr`);
  await from.fill('');
  await expect(page).not.toHaveURL(/[?&]startDate=/);
  await expect(rows).toHaveCount(2);

  await chooseParty(page, idle.name);
  await expect(page.getByText('No ledger entries found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export' })).toBeDisabled();
  await expectAccessible(page);
});

test('the export holds every entry of the filter (the server file), with absolute balances and their type', async ({
  signedIn: page,
  api,
}) => {
  const { farmer, trader } = await arrange(api);
  const today = businessToday();
  await page.goto('/ledger');
  await expect(entriesTable(page)).toBeVisible();

  const allDownload = await clickToDownload(page.getByRole('button', { name: 'Export' }));
  expect(allDownload.suggestedFilename()).toBe(`ledger_report_all_parties_${today}.csv`);
  const all = await readCsv(allDownload);
  expect(all.raw.startsWith('\uFEFF')).toBe(true);
  expect(all.rows[0]).toEqual(CSV_HEADER);
  expect(all.rows.filter((r) => r[1] === farmer.name)).toHaveLength(2);

  await chooseParty(page, farmer.name);
  await expect(entriesTable(page).locator('tbody tr')).toHaveCount(2);
  const farmerDownload = await clickToDownload(page.getByRole('button', { name: 'Export' }));
  expect(farmerDownload.suggestedFilename()).toBe(`ledger_report_party_${farmer.id}_${today}.csv`);
  const farmerCsv = await readCsv(farmerDownload);
  expect(farmerCsv.rows[0]).toEqual(CSV_HEADER);
  expect(farmerCsv.rows).toHaveLength(3);
  const [first, second] = farmerCsv.rows.slice(1);
  expect(first?.slice(0, 4)).toEqual([addDays(today, -5), farmer.name, 'Farmer', 'Purchase']);
  expect(first?.slice(5)).toEqual(['0.00', '20000.00', '20000.00', 'Payable']);
  expect(second?.slice(5)).toEqual(['0.00', '10500.00', '30500.00', 'Payable']);

  await chooseParty(page, trader.name);
  await expect(entriesTable(page).locator('tbody tr')).toHaveCount(3);
  const traderDownload = await clickToDownload(page.getByRole('button', { name: 'Export' }));
  expect(traderDownload.suggestedFilename()).toBe(`ledger_report_party_${trader.id}_${today}.csv`);
  const traderCsv = await readCsv(traderDownload);
  expect(traderCsv.rows.slice(1).map((r) => [r[3], r[5], r[6], r[7], r[8]])).toEqual([
    ['Sale', '10000.00', '0.00', '10000.00', 'Receivable'],
    ['Payment', '0.00', '10000.00', '0.00', 'Receivable'],
    ['Sale', '7800.00', '0.00', '7800.00', 'Receivable'],
  ]);
});

/** A ledger entry as GET /api/ledger lists it, for answering that request with a made-up row. */
function ledgerEntryRow(): LedgerEntry {
  return {
    id: 1,
    partyId: 1,
    transactionType: 'sale',
    transactionDate: '2026-01-05',
    description: 'Sale',
    debit: '100.00',
    credit: '0.00',
    balance: '100.00',
    reversalOf: null,
    reversedBy: null,
    createdAt: '2026-01-05T00:00:00.000Z',
    createdBy: null,
  };
}

test('when the totals and parties cannot be fetched the cards show "-", not ₹0.00, and the errors are visible', async ({
  signedIn: page,
}) => {
  // The cards come from /api/ledger/summary, the lists, the entries' party names and the party picker's search
  // from /api/parties.
  for (const url of ['**/api/parties**', '**/api/ledger/summary**']) {
    await page.route(url, (route) => route.fulfill({ status: 403, json: { message: 'Forbidden' } }));
  }
  // One entry on the page, so that its party's name is asked for.
  await page.route(/\/api\/ledger\?/, (route) =>
    route.fulfill({ json: { items: [ledgerEntryRow()], total: 1, nextCursor: null } }),
  );
  await page.goto('/ledger');
  await expect(page.getByRole('heading', { level: 1, name: 'Ledger Management' })).toBeVisible();
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to fetch parties' });
  await expect(alert).toContainText('403');
  await page.getByRole('combobox', { name: 'Party', exact: true }).click();
  await expect(page.getByText('Could not search the parties')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Failed to fetch the ledger totals' }),
  ).toContainText('403');
  for (const name of ['Total Debit', 'Total Credit', 'Net Balance', 'Active Parties']) {
    const card = page.getByRole('region', { name });
    await expect(card.locator('p').first()).toHaveText('-');
    await expect(card).not.toContainText('₹');
  }
  for (const [name, empty] of [
    ['Receivables', 'No outstanding receivables'],
    ['Payables', 'No outstanding payables'],
  ] as const) {
    const list = page.getByRole('region', { name });
    await expect(list).toContainText('Failed to fetch parties');
    await expect(list).not.toContainText(empty);
  }
  await expectAccessible(page);
});
