import type { APIRequestContext, Page } from '@playwright/test';
import { businessToday } from '../common/business-day';
import { createCrop, createParty, createPurchase, createSale, post } from './support/arrange';
import { clickToDownload, readCsv } from './support/downloads';
import { expect, expectAccessible, screenshots, test, unique } from './support/fixtures';
import { displayDate, expectNoSidewaysScroll, inr, typedDate } from './support/screen';

// Every bill here is dated in 2019 (or 2018), so that as of 30 June of that year the report holds only the
// test's own parties (the e2e database is shared by the specs of a run, whose own rows are dated near today).
const AS_OF = '2019-06-30';

/**
 * Receivable: Aggarwal bought 2 q @ ₹1,000.50 on 20 June (₹2,001.00, 10 days), 3 q @ ₹1,500.25 on 16 May
 * (₹4,500.75, 45 days, ₹1,000.30 of it paid) and 4 q @ ₹999.99 on 22 March (₹3,999.96, 100 days); Bansal
 * bought 10 q @ ₹1,200 on 20 April (₹12,000.00, 71 days) and paid ₹2,000.00 ahead on 25 June.
 * Payable: we bought from Ramesh 10 q @ ₹2,000 on 1 June (₹20,000.00, 29 days, ₹5,000.00 paid) and
 * 5 q @ ₹1,234.56 on 15 April (₹6,172.80, 76 days). The stock's own farmer is paid in full.
 */
async function arrangeOutstanding(api: APIRequestContext, year = 2019) {
  const d = (monthDay: string) => `${year}-${monthDay}`;
  const crop = await createCrop(api, { name: unique('Chana'), unit: 'quintal' });
  const stockFarmer = await createParty(api, { name: unique('Paid Farmer'), type: 'farmer' });
  const ramesh = await createParty(api, { name: unique('Ramesh Yadav'), type: 'farmer' });
  const aggarwal = await createParty(api, { name: unique('Aggarwal Traders'), type: 'trader' });
  const bansal = await createParty(api, { name: unique('Bansal Exports'), type: 'exporter' });
  await createPurchase(api, {
    partyId: stockFarmer.id,
    cropId: crop.id,
    quantity: '100',
    rate: '100',
    purchaseDate: d('01-01'),
    expenses: [],
    amountPaid: '10000',
  });
  await createPurchase(api, {
    partyId: ramesh.id,
    cropId: crop.id,
    quantity: '10',
    rate: '2000',
    purchaseDate: d('06-01'),
    expenses: [],
    amountPaid: '5000',
  });
  await createPurchase(api, {
    partyId: ramesh.id,
    cropId: crop.id,
    quantity: '5',
    rate: '1234.56',
    purchaseDate: d('04-15'),
    expenses: [],
  });
  const sold = { cropId: crop.id } as const;
  await createSale(api, {
    ...sold,
    partyId: aggarwal.id,
    quantity: '2',
    rate: '1000.50',
    saleDate: d('06-20'),
  });
  const may = await createSale(api, {
    ...sold,
    partyId: aggarwal.id,
    quantity: '3',
    rate: '1500.25',
    saleDate: d('05-16'),
  });
  await createSale(api, {
    ...sold,
    partyId: aggarwal.id,
    quantity: '4',
    rate: '999.99',
    saleDate: d('03-22'),
  });
  await createSale(api, { ...sold, partyId: bansal.id, quantity: '10', rate: '1200', saleDate: d('04-20') });
  const payment = { direction: 'received', mode: 'cash' } as const;
  await post(api, '/api/payments', {
    ...payment,
    partyId: aggarwal.id,
    amount: '1000.30',
    paymentDate: d('06-05'),
    allocations: [{ saleId: may.id, amount: '1000.30' }],
  });
  await post(api, '/api/payments', {
    ...payment,
    partyId: bansal.id,
    amount: '2000',
    paymentDate: d('06-25'),
    allocations: [],
  });
  return { ramesh, aggarwal, bansal, stockFarmer };
}

const card = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });

async function expectCards(page: Page, values: [string, string, string, string]) {
  const labels = ['0–30 days', '31–60 days', '61–90 days', 'Over 90 days'];
  for (const [i, label] of labels.entries()) {
    await expect(card(page, label).getByTestId(/-value$/)).toHaveText(inr(values[i]!));
  }
}

test('receivables and payables by age as of a date, each party opening its statement', async ({
  signedIn: page,
  api,
}) => {
  test.slow();
  const { ramesh, aggarwal, bansal, stockFarmer } = await arrangeOutstanding(api);

  await page.goto('/outstanding');
  await expect(page.getByRole('heading', { level: 1, name: 'Outstanding' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Receivable' })).toHaveAttribute('aria-pressed', 'true');
  // The date is typed dd-mm-yyyy, whatever the browser's locale (docs/screens.md#filters).
  await expect(page.getByLabel('As of')).toHaveValue(typedDate(businessToday()));

  await page.getByLabel('As of').fill(typedDate(AS_OF));
  await expect(page).toHaveURL(new RegExp(`asOf=${AS_OF}`));
  // The report always has a date: a box emptied and left shows it again (docs/screens.md#filters).
  await page.getByLabel('As of').fill('');
  await page.getByLabel('As of').press('Tab');
  await expect(page.getByLabel('As of')).toHaveValue(typedDate(AS_OF));
  await expect(page).toHaveURL(new RegExp(`asOf=${AS_OF}`));
  await expectCards(page, ['2001.00', '3500.45', '12000.00', '3999.96']);
  const totals = page.getByTestId('outstanding-totals');
  await expect(totals).toContainText('2 parties with something open');
  await expect(totals).toContainText(`Total outstanding ${inr('21501.41')}`);
  await expect(totals).toContainText(`Advances ${inr('2000')}`);
  await expect(totals).toContainText(`Net ${inr('19501.41')}`);

  // Largest outstanding first.
  const rows = page.getByTestId('outstanding-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(bansal.name);
  await expect(rows.nth(0).getByRole('cell')).toHaveText([
    `${bansal.name}Exporter`,
    '-',
    '-',
    inr('12000'),
    '-',
    inr('12000'),
    inr('2000'),
    inr('10000'),
    displayDate('2019-04-20'),
  ]);
  await expect(rows.nth(1).getByRole('cell')).toHaveText([
    `${aggarwal.name}Trader`,
    inr('2001'),
    inr('3500.45'),
    '-',
    inr('3999.96'),
    inr('9501.41'),
    '-',
    inr('9501.41'),
    displayDate('2019-03-22'),
  ]);
  await expectAccessible(page);
  await screenshots(page, 'outstanding-receivable');

  // Export: every row, plain decimals.
  const download = await clickToDownload(page.getByRole('button', { name: 'Export CSV' }));
  expect(download.suggestedFilename()).toBe(`outstanding_receivable_as_of_${AS_OF}.csv`);
  expect((await readCsv(download)).rows).toEqual([
    [
      'Party',
      'Party Type',
      '0–30 days',
      '31–60 days',
      '61–90 days',
      '90+ days',
      'Outstanding',
      'Advance',
      'Net',
      'Oldest Bill Date',
    ],
    [
      bansal.name,
      'Exporter',
      '0.00',
      '0.00',
      '12000.00',
      '0.00',
      '12000.00',
      '2000.00',
      '10000.00',
      '2019-04-20',
    ],
    [
      aggarwal.name,
      'Trader',
      '2001.00',
      '3500.45',
      '0.00',
      '3999.96',
      '9501.41',
      '0.00',
      '9501.41',
      '2019-03-22',
    ],
  ]);

  // The payable side, from the keyboard.
  const payable = page.getByRole('button', { name: 'Payable' });
  await payable.focus();
  await page.keyboard.press('Enter');
  await expect(payable).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/side=payable/);
  await expectCards(page, ['15000.00', '0.00', '6172.80', '0.00']);
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0).getByRole('cell')).toHaveText([
    `${ramesh.name}Farmer`,
    inr('15000'),
    '-',
    inr('6172.80'),
    '-',
    inr('21172.80'),
    '-',
    inr('21172.80'),
    displayDate('2019-04-15'),
  ]);
  await expect(page.getByText(stockFarmer.name)).toHaveCount(0); // paid in full: no row

  // A party's statement up to the report's date: its closing balance is the net (the absolute value
  // on the payable side).
  await page.getByRole('link', { name: `Statement of ${ramesh.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/parties/${ramesh.id}/statement\\?endDate=${AS_OF}$`));
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(typedDate('2019-04-01'));
  await expect(card(page, 'Closing Balance')).toContainText(`${inr('21172.80')}Cr`);
  await page.goBack();
  await expect(payable).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Receivable' }).click();
  await page.getByRole('link', { name: `Statement of ${bansal.name}` }).click();
  await expect(card(page, 'Closing Balance')).toContainText(`${inr('10000')}Dr`);
});

test('on a phone each party is a card and nothing is wider than the screen', async ({
  signedIn: page,
  api,
}) => {
  // A year of its own (as of 30 June 2018 the ages are the same as in 2019), so only its two parties show.
  const { aggarwal, bansal } = await arrangeOutstanding(api, 2018);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/outstanding?side=receivable&asOf=2018-06-30');
  const cards = page.getByTestId('outstanding-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText(bansal.name);
  await expect(cards.nth(1)).toContainText(aggarwal.name);
  await expect(cards.nth(1)).toContainText(inr('9501.41'));
  await expect(cards.nth(1)).toContainText(`31–60${inr('3500.45')}`);
  await expect(cards.nth(0)).toContainText(`Net${inr('10000')}`);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await screenshots(page, 'outstanding-phone');
});
