import type { APIRequestContext } from '@playwright/test';
import { createCrop, createParty, createPurchase, createSale, getJson } from './support/arrange';
import { clickToDownload, readCsv } from './support/downloads';
import { expect, expectAccessible, ON_POSTGRESQL, screenshots, test, unique } from './support/fixtures';
import { displayDate, inr, isoToday, toast, typedDate } from './support/screen';
import { chooseOption } from './support/select';

/** A crop with 20 quintals of grade A in stock, bought from a farmer, and a trader to sell to. */
async function arrangeStock(api: APIRequestContext) {
  const crop = await createCrop(api, { name: unique('Basmati'), unit: 'quintal' });
  const farmer = await createParty(api, { name: unique('Suresh'), type: 'farmer' });
  const trader = await createParty(api, { name: unique('Agarwal Traders'), type: 'trader' });
  await createPurchase(api, {
    partyId: farmer.id,
    cropId: crop.id,
    quantity: '20',
    rate: '2000',
    qualityGrade: 'A',
    purchaseDate: '2026-01-10',
    expenses: [],
  });
  return { crop, farmer, trader };
}

test(
  'recording a sale updates the cards and the table; filters narrow it; an oversell names the stock left',
  ON_POSTGRESQL,
  async ({ signedIn: page, api }) => {
    const { crop, trader, farmer } = await arrangeStock(api);
    await page.goto('/sales');
    await expect(page.getByRole('heading', { level: 1, name: 'Sales Management' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Record New Sale' })).toBeHidden();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add Sale' }).click();
    await expect(page.getByRole('heading', { name: 'Record New Sale' })).toBeVisible();
    await expect(page.getByLabel('Customer')).toBeFocused();
    await expect(page.getByLabel('Payment Status', { exact: true })).toHaveText('Pending');
    await expect(page.getByLabel('Sale Date')).toHaveValue(typedDate());
    await expectAccessible(page);

    // Only traders and exporters are customers.
    await page.getByLabel('Customer').click();
    await expect(page.getByRole('option', { name: new RegExp(farmer.name) })).toHaveCount(0);
    await chooseOption(page.getByLabel('Customer'), `${trader.name} (Trader)`);
    await chooseOption(page.getByRole('combobox', { name: 'Crop', exact: true }), crop.name);
    await chooseOption(page.getByLabel('Quality Grade'), 'Grade A');
    await expect(page.getByText('In stock: 20 Quintals')).toBeVisible();
    await page.getByLabel('Quantity (Quintals)').fill('8');
    await page.getByLabel('Rate (₹ per Quintal)').fill('2500');
    await expect(page.getByTestId('sale-total')).toHaveText('₹20,000.00');
    await chooseOption(page.getByLabel('Payment Status', { exact: true }), 'Paid');
    await page.getByRole('button', { name: 'Record Sale' }).click();

    await expect(toast(page, 'Sale recorded successfully')).toBeVisible();
    // The form stays for the next sale, cleared, its customer focused (docs/screens.md#keyboard).
    await expect(page.getByLabel('Customer')).toBeFocused();
    await expect(page.getByLabel('Customer')).toHaveText('Select customer');
    await expect(page.locator('#sale-quantity')).toHaveValue('');

    const row = page.getByRole('row').filter({ hasText: trader.name });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell')).toHaveText([
      displayDate(),
      `${trader.name}Trader`,
      crop.name,
      '8 Quintals',
      '₹2,500.00',
      '₹20,000.00₹20,000.00 paid₹0.00 due',
      'Paid',
      'A',
      '', // Correct, Cancel and History: icon buttons
    ]);

    // The cards sum every sale in the database (other tests add theirs).
    const all = (await (await api.get('/api/sales')).json()) as Array<{
      totalAmount: string;
      paymentStatus: string;
    }>;
    const total = all.reduce((sum, s) => sum + Math.round(Number(s.totalAmount) * 100), 0) / 100;
    await expect(page.getByTestId('card-total-sales')).toContainText(inr(total));
    await expect(page.getByTestId('card-total-quantity')).toContainText('Quintals sold');
    await expect(page.getByTestId('card-pending')).toContainText(
      String(all.filter((s) => s.paymentStatus === 'pending').length),
    );
    await expect(page.getByTestId('card-completed')).toContainText(
      String(all.filter((s) => s.paymentStatus === 'paid').length),
    );

    // Filters: search by party or crop name, party, status.
    const body = page.locator('tbody');
    await page.getByLabel('Search by party or crop').fill(crop.name.toUpperCase());
    await expect(body.getByRole('row')).toHaveCount(1);
    await chooseOption(page.getByLabel('Filter by payment status'), 'Pending');
    await expect(page.getByText('No sales match these filters')).toBeVisible();
    await chooseOption(page.getByLabel('Filter by payment status'), 'Paid');
    await expect(body.getByRole('row')).toHaveCount(1);
    await page.getByLabel('Search by party or crop').fill('');
    await chooseOption(page.getByLabel('Filter by party'), trader.name);
    await expect(body.getByRole('row')).toHaveCount(1);
    await chooseOption(page.getByLabel('Filter by party'), 'All Parties');
    await chooseOption(page.getByLabel('Filter by payment status'), 'All Status');
    // The dates are typed dd-mm-yyyy in one box, whatever the browser's locale (docs/screens.md#filters).
    await page.getByLabel('Search by party or crop').fill(crop.name);
    const from = page.getByLabel('From', { exact: true });
    await from.fill(typedDate());
    await expect(page).toHaveURL(new RegExp(`[?&]startDate=${isoToday()}(&|$)`));
    await expect(body.getByRole('row')).toHaveCount(1);
    const tomorrow = new Date(Date.parse(`${isoToday()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await from.fill(typedDate(tomorrow));
    await expect(page.getByText('No sales match these filters')).toBeVisible();
    // No date: marked once the box is left, and the filter stays as it was.
    await from.fill('31-02-2026');
    await from.press('Tab');
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(new RegExp(`[?&]startDate=${tomorrow}(&|$)`));
    await from.fill('');
    await expect(page).not.toHaveURL(/[?&]startDate=/);
    await expect(body.getByRole('row')).toHaveCount(1);
    await page.getByLabel('Search by party or crop').fill('');
    await expectAccessible(page);
    await screenshots(page, 'sales');

    // Selling more than is left: the server's 409 message names the available stock.
    await page.getByRole('button', { name: 'Add Sale' }).click();
    await chooseOption(page.getByLabel('Customer'), `${trader.name} (Trader)`);
    await chooseOption(page.getByRole('combobox', { name: 'Crop', exact: true }), crop.name);
    await chooseOption(page.getByLabel('Quality Grade'), 'Grade A');
    await expect(page.getByText('In stock: 12 Quintals')).toBeVisible();
    await page.getByLabel('Quantity (Quintals)').fill('15');
    await page.getByLabel('Rate (₹ per Quintal)').fill('2500');
    await page.getByRole('button', { name: 'Record Sale' }).click();
    await expect(toast(page, /12(\.0+)? quintals? available/i)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Record New Sale' })).toBeVisible();
    await expect(page.getByText('In stock: 12 Quintals')).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'sales-form');

    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Record New Sale' })).toBeHidden();
  },
);

test('missing fields show the toast; Export downloads the filtered rows as CSV', async ({
  signedIn: page,
  api,
}) => {
  const { crop, trader } = await arrangeStock(api);
  const exporter = await createParty(api, { name: unique('Deccan "Exports"'), type: 'exporter' });
  const partial = await createSale(api, {
    partyId: trader.id,
    cropId: crop.id,
    quantity: '2.5',
    rate: '2400',
    qualityGrade: 'A',
    paymentStatus: 'partial',
    saleDate: '2026-02-03',
  });
  const pending = await createSale(api, {
    partyId: exporter.id,
    cropId: crop.id,
    quantity: '1',
    rate: '2600.5',
    qualityGrade: 'A',
    saleDate: '2026-02-04',
  });

  await page.goto('/sales');
  await page.getByRole('button', { name: 'Add Sale' }).click();
  await page.getByLabel(/^Quantity/).fill('1');
  await page.getByRole('button', { name: 'Record Sale' }).click();
  await expect(toast(page, 'Please fill in all required fields')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();

  const exporterRow = page.getByRole('row').filter({ hasText: exporter.name });
  await expect(exporterRow.getByText('Exporter')).toBeVisible();
  await expect(exporterRow.getByText('Pending')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: trader.name }).getByText('Partial')).toBeVisible();

  await page.getByLabel('Search by party or crop').fill(crop.name);
  await expect(page.locator('tbody').getByRole('row')).toHaveCount(2);
  const download = await clickToDownload(page.getByRole('button', { name: 'Export' }));
  const today = isoToday();
  expect(download.suggestedFilename()).toBe(`sales_report_${today}.csv`);
  const { raw, lines } = await readCsv(download);
  expect(pending.documentNumber).toMatch(/^S\/2025-26\/\d{4}$/);
  expect(raw.startsWith('\uFEFF')).toBe(true);
  expect(lines[0]).toBe(
    '"Date","Party","Crop","Quantity","Rate","Total Amount","Quality Grade","Payment Status","Bill Number"',
  );
  // Newest first, the filtered rows only.
  expect(lines.slice(1)).toEqual([
    `"2026-02-04","${exporter.name.replace(/"/g, '""')}","${crop.name}","1.000","2600.50","2600.50","A","Pending","${pending.documentNumber}"`,
    `"2026-02-03","${trader.name}","${crop.name}","2.500","2400.00","6000.00","A","Partial","${partial.documentNumber}"`,
    '',
  ]);
});

test('with no sales the empty state asks to add one; loading shows skeletons', async ({ signedIn: page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The list's first page and the cards' summary (docs/screens.md#sales), both held until released.
  await page.route(
    (url) => url.pathname === '/api/sales',
    async (route) => {
      await held;
      await route.fulfill({ json: { items: [], total: 0, nextCursor: null } });
    },
  );
  await page.route('**/api/sales/summary*', async (route) => {
    await held;
    await route.fulfill({
      json: {
        count: 0,
        totalAmount: '0.00',
        quantityQuintals: '0.000',
        pending: 0,
        partial: 0,
        paid: 0,
        paidAmount: '0.00',
        outstanding: '0.00',
      },
    });
  });
  await page.goto('/sales');
  await expect(page.locator('[aria-busy="true"]').first()).toBeVisible();
  release();
  await expect(page.getByText('No sales recorded yet')).toBeVisible();
  await expect(page.getByText('Click "Add Sale" to record your first sale')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export' })).toBeDisabled();
  await expect(page.getByTestId('card-total-sales')).toContainText('₹0.00');
  await expectAccessible(page);
  await screenshots(page, 'sales-empty');
});

test('a partial sale asks for the amount received, refuses the whole total there, and records the part paid', async ({
  signedIn: page,
  api,
}) => {
  const { crop, trader } = await arrangeStock(api);
  await page.goto('/sales');
  await page.getByRole('button', { name: 'Add Sale' }).click();
  await chooseOption(page.getByLabel('Customer'), `${trader.name} (Trader)`);
  await chooseOption(page.getByRole('combobox', { name: 'Crop', exact: true }), crop.name);
  await chooseOption(page.getByLabel('Quality Grade'), 'Grade A');
  await page.getByLabel('Quantity (Quintals)').fill('4');
  await page.getByLabel('Rate (₹ per Quintal)').fill('2500');
  await expect(page.getByLabel('Amount Received (₹)')).toHaveCount(0);
  await chooseOption(page.getByLabel('Payment Status', { exact: true }), 'Partial');
  await expectAccessible(page);

  await page.getByLabel('Amount Received (₹)').fill('10000');
  await page.getByRole('button', { name: 'Record Sale' }).click();
  await expect(
    page.getByText('Must be less than the total amount; choose Paid for the full amount'),
  ).toBeVisible();
  await expect(page.getByLabel('Amount Received (₹)')).toBeFocused();

  await page.getByLabel('Amount Received (₹)').fill('3500');
  const request = page.waitForRequest((r) => r.url().endsWith('/api/sales') && r.method() === 'POST');
  await page.getByLabel('Amount Received (₹)').press('Enter');
  expect((await request).postDataJSON()).toMatchObject({ paymentStatus: 'partial', amountReceived: '3500' });
  await expect(toast(page, 'Sale recorded successfully')).toBeVisible();

  const sales = await getJson<
    Array<{ partyId: number; paidAmount: string; outstanding: string; paymentStatus: string }>
  >(api, '/api/sales');
  expect(sales.find((s) => s.partyId === trader.id)).toMatchObject({
    paidAmount: '3500.00',
    outstanding: '6500.00',
    paymentStatus: 'partial',
  });
});
