// The Sales screen pages, filters, searches and totals on the server (docs/screens.md#sales): 250 sales of one
// trader are read a hundred at a time, the view lives in the address, and the search is the server's.
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays } from '../common/business-day';
import { createCrop, createParty, createPurchase, createSale } from './support/arrange';
import { expect, expectAccessible, ON_POSTGRESQL, test, unique } from './support/fixtures';
import { inr } from './support/screen';
import { chooseOption } from './support/select';

const SALES_OF_A = 200;
const SALES_OF_B = 50;

/** Two crops bought in grade A and 250 one-quintal sales of them to one trader, each at its own rate. */
async function arrangeSales(api: APIRequestContext) {
  const cropA = await createCrop(api, { name: unique('Sona Masuri'), unit: 'quintal' });
  const cropB = await createCrop(api, { name: unique('Kolam'), unit: 'quintal' });
  const farmer = await createParty(api, { name: unique('Harish'), type: 'farmer' });
  const trader = await createParty(api, { name: unique('Paging Traders'), type: 'trader' });
  for (const [crop, quantity] of [
    [cropA, SALES_OF_A],
    [cropB, SALES_OF_B],
  ] as const) {
    await createPurchase(api, {
      partyId: farmer.id,
      cropId: crop.id,
      quantity: String(quantity),
      rate: '1000',
      qualityGrade: 'A',
      purchaseDate: '2019-01-05',
      expenses: [],
    });
  }
  // Rates 1001…1250, one per sale, so that every row is told apart by its rate. Dated years back, so that
  // they never push other specs' recent sales off the first page of the unfiltered list.
  const sales = Array.from({ length: SALES_OF_A + SALES_OF_B }, (_, i) => ({
    partyId: trader.id,
    cropId: (i < SALES_OF_A ? cropA : cropB).id,
    quantity: '1',
    rate: String(1001 + i),
    qualityGrade: 'A' as const,
    saleDate: addDays('2019-02-01', i % 28),
  }));
  // In parallel, ten at a time: the server takes the stock lock per sale either way.
  const ids: number[] = [];
  for (let i = 0; i < sales.length; i += 10) {
    const made = await Promise.all(sales.slice(i, i + 10).map((sale) => createSale(api, sale)));
    ids.push(...made.map((sale) => sale.id));
  }
  const total = sales.reduce((sum, s) => sum + Number(s.rate), 0);
  return { cropA, cropB, trader, total, ids };
}

/**
 * Cancels the sales again, so that the later specs (which share the database) do not find a full first page
 * of the unfiltered list, and axe a hundred more rows to check on every screen they open.
 */
async function cancelSales(api: APIRequestContext, ids: readonly number[]) {
  for (let i = 0; i < ids.length; i += 10) {
    await Promise.all(
      ids.slice(i, i + 10).map(async (id) => {
        const res = await api.post(`/api/sales/${id}/cancel`, { data: { reason: 'e2e paging cleanup' } });
        expect(res.status(), await res.text()).toBe(200);
      }),
    );
  }
}

test(
  '250 sales of a trader page through the server, the filter survives a reload, the search is the server’s',
  ON_POSTGRESQL,
  async ({ signedIn: page, api }) => {
    test.setTimeout(240_000);
    const { cropB, trader, total, ids } = await arrangeSales(api);
    try {
      await checkPaging(page, { cropB, trader, total });
    } finally {
      await cancelSales(api, ids);
    }
  },
);

async function checkPaging(
  page: Page,
  { cropB, trader, total }: Pick<Awaited<ReturnType<typeof arrangeSales>>, 'cropB' | 'trader' | 'total'>,
) {
  // No whole list is ever asked for: every read of /api/sales names a page size.
  const unpaged: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === '/api/sales' && !url.searchParams.has('limit')) {
      unpaged.push(request.url());
    }
  });

  await page.goto('/sales');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales Management' })).toBeVisible();
  await chooseOption(page.getByLabel('Filter by party'), trader.name);
  await expect(page).toHaveURL(new RegExp(`[?&]partyId=${trader.id}(&|$)`));

  const nav = page.getByRole('navigation', { name: 'Sales pages' });
  const rows = page.locator('tbody').getByRole('row');
  await expect(page.getByTestId('sales-total')).toHaveText('250 sales');
  await expect(nav).toContainText('Showing 1–100 of 250');
  // The cards are the server's sums over the same filter.
  await expect(page.getByTestId('card-total-sales')).toContainText(inr(total));
  await expect(page.getByTestId('card-total-sales')).toContainText('Sales matching the filters');
  await expect(page.getByTestId('card-total-quantity')).toContainText('250');
  await expect(page.getByTestId('card-pending')).toContainText('250');

  /** The rates on the page shown, each sale's own. */
  const rates = async () => {
    const texts = await rows.locator('td:nth-child(5)').allTextContents();
    return new Set(texts);
  };
  await expect(rows).toHaveCount(100);
  const page1 = await rates();
  await nav.getByRole('button', { name: 'Next' }).click();
  await expect(nav).toContainText('Showing 101–200 of 250');
  await expect(rows).toHaveCount(100);
  await expect(rows.first()).not.toContainText([...page1][0]!);
  const page2 = await rates();
  await nav.getByRole('button', { name: 'Next' }).click();
  await expect(nav).toContainText('Showing 201–250 of 250');
  await expect(rows).toHaveCount(50);
  await expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
  const page3 = await rates();
  // Three pages, no sale twice, every sale once.
  const seen = new Set([...page1, ...page2, ...page3]);
  expect([page1.size, page2.size, page3.size]).toEqual([100, 100, 50]);
  expect(seen.size).toBe(250);
  expect(seen).toEqual(new Set(Array.from({ length: 250 }, (_, i) => inr(1001 + i))));
  // Every row is this trader's.
  await expect(rows.filter({ hasNotText: trader.name })).toHaveCount(0);
  await expectAccessible(page);

  // A reload keeps the filter (it lives in the address) and starts again at page 1.
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`[?&]partyId=${trader.id}(&|$)`));
  await expect(page.getByLabel('Filter by party')).toHaveText(trader.name);
  await expect(nav).toContainText('Showing 1–100 of 250');
  await expect(rows).toHaveCount(100);

  // The search is sent to the server (debounced) as q: only the 50 sales of the second crop are left,
  // more than the first page held of them.
  const searched = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/sales' && url.searchParams.get('q') === cropB.name;
  });
  await page.getByLabel('Search by party or crop').fill(cropB.name);
  expect((await searched).status()).toBe(200);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByTestId('sales-total')).toHaveText('50 sales');
  await expect(rows).toHaveCount(50);
  await expect(rows.filter({ hasNotText: cropB.name })).toHaveCount(0);
  await expect(nav).toHaveCount(0);
  const totalB = Array.from({ length: SALES_OF_B }, (_, i) => 1001 + SALES_OF_A + i).reduce(
    (a, b) => a + b,
    0,
  );
  await expect(page.getByTestId('card-total-sales')).toContainText(inr(totalB));

  // The search, too, survives a reload; Clear filters empties the box and the address.
  await page.reload();
  await expect(page.getByLabel('Search by party or crop')).toHaveValue(cropB.name);
  await expect(rows).toHaveCount(50);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByLabel('Search by party or crop')).toHaveValue('');
  await expect(page).not.toHaveURL(/[?&](q|partyId)=/);
  await expect(page.getByTestId('card-total-sales')).toContainText('All recorded sales');
  await expectAccessible(page);

  expect(unpaged).toEqual([]);
}
