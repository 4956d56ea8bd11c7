import { createCrop, createParty, createPurchase } from './support/arrange';
import { clickToDownload, readCsv } from './support/downloads';
import { expect, ON_POSTGRESQL, test, unique } from './support/fixtures';
import { isoToday, toast } from './support/screen';

// Exports are streamed by the server with the screen's filters (docs/screens.md#exports): the All purchases
// card's Export downloads purchases_report_{today}.csv of every purchase its filters match.

test(
  'All purchases exports the purchases of its filters as the server streams them',
  ON_POSTGRESQL,
  async ({ signedIn: page, api }) => {
    const farmer = await createParty(api, { name: unique('=Export Farmer'), type: 'farmer' });
    const other = await createParty(api, { name: unique('Other Farmer'), type: 'farmer' });
    const wheat = await createCrop(api, { name: unique('Export Wheat'), unit: 'quintal' });
    const common = { cropId: wheat.id, rate: '2150.50' } as const;
    const first = await createPurchase(api, {
      ...common,
      partyId: farmer.id,
      quantity: '40',
      qualityGrade: 'A',
      purchaseDate: '2026-02-01',
      expenses: [{ type: 'transportation', amount: '800' }],
    });
    const second = await createPurchase(api, {
      ...common,
      partyId: farmer.id,
      quantity: '12.5',
      purchaseDate: '2026-02-03',
      expenses: [],
    });
    await createPurchase(api, {
      ...common,
      partyId: other.id,
      quantity: '1',
      purchaseDate: '2026-02-02',
      expenses: [],
    });

    await page.goto(`/purchase?partyId=${farmer.id}`);
    await expect(page.getByTestId('purchases-total')).toHaveText('2 purchases');
    const download = await clickToDownload(page.getByRole('button', { name: 'Export' }));
    expect(download.suggestedFilename()).toBe(`purchases_report_${isoToday()}.csv`);
    const { raw, lines } = await readCsv(download);
    expect([first.documentNumber, second.documentNumber]).toEqual([
      expect.stringMatching(/^P\/2025-26\/\d{4}$/),
      expect.stringMatching(/^P\/2025-26\/\d{4}$/),
    ]);
    expect(raw.startsWith('\uFEFF')).toBe(true);
    expect(lines).toEqual([
      '"Date","Farmer","Crop","Quantity","Rate","Total Amount","Expenses","Final Amount","Quality Grade","Slip Number"',
      // Newest first, as the list; the farmer's leading '=' is guarded so no spreadsheet runs it.
      `"2026-02-03","'${farmer.name}","${wheat.name}","12.500","2150.50","26881.25","0.00","26881.25","N/A","${second.documentNumber}"`,
      `"2026-02-01","'${farmer.name}","${wheat.name}","40.000","2150.50","86020.00","800.00","86820.00","A","${first.documentNumber}"`,
      '',
    ]);
  },
);

test.describe('a refused export', () => {
  // The 503 below is provoked on purpose; Chromium logs it as a resource error.
  test.use({ expectedConsoleError: /status of 503/ });

  test('a refused export says why and saves nothing', async ({ signedIn: page, api }) => {
    const farmer = await createParty(api, { name: unique('Refused Farmer'), type: 'farmer' });
    const crop = await createCrop(api, { name: unique('Refused Crop'), unit: 'quintal' });
    await createPurchase(api, {
      partyId: farmer.id,
      cropId: crop.id,
      quantity: '1',
      rate: '100',
      purchaseDate: '2026-02-01',
      expenses: [],
    });
    await page.route('**/api/purchases/export?*', (route) =>
      route.fulfill({
        status: 503,
        json: { message: 'The database is not available at the moment. Please try again.' },
      }),
    );
    let downloads = 0;
    page.on('download', () => downloads++);
    await page.goto(`/purchase?partyId=${farmer.id}`);
    await expect(page.getByTestId('purchases-total')).toHaveText('1 purchase');
    await page.getByRole('button', { name: 'Export' }).click();
    await expect(toast(page, 'The database is not available at the moment. Please try again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export' })).toBeEnabled();
    expect(downloads).toBe(0);
  });
});
